import { queryOptions } from '@tanstack/react-query';
import { api } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { UnreadMessages } from '@afterwork/contracts/messages';

/** Like the bell: at most one request a minute while the page sits idle, none in background tabs. */
export const MESSAGES_POLL_MS = 60_000;

/** The header envelope's count: messages from other members the signed-in member has not read. */
export const unreadMessagesQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.messages.unread(userId),
    queryFn: () => api.get<UnreadMessages>(apiPaths.messagesUnread),
    staleTime: MESSAGES_POLL_MS,
    refetchInterval: MESSAGES_POLL_MS,
    refetchIntervalInBackground: false,
  });
