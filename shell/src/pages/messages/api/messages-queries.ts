import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { ConversationList, ConversationPage, ConversationWith } from '@afterwork/contracts/messages';
import { MESSAGES_POLL_MS } from '../../../layout/api/message-queries';

const withBefore = (path: string, before: string | null) => (before ? `${path}?before=${encodeURIComponent(before)}` : path);

/** The member's conversations, newest message first; older ones a page at a time. */
export const conversationsQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.messages.conversations(userId),
    queryFn: ({ pageParam }) => api.get<ConversationList>(withBefore(apiPaths.conversations, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: MESSAGES_POLL_MS,
    refetchIntervalInBackground: false,
  });

/** One conversation: its newest messages first, earlier ones a page at a time. */
export const conversationQuery = (id: number, userId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.messages.conversation(id, userId),
    queryFn: ({ pageParam }) => api.get<ConversationPage>(withBefore(apiPaths.conversationMessages(id), pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: MESSAGES_POLL_MS,
    refetchIntervalInBackground: false,
  });

/** Before writing to a member: who they are, and the conversation the reader already has with them. */
export const conversationWithQuery = (memberId: number, userId: number) =>
  queryOptions({
    queryKey: queryKeys.messages.with(memberId, userId),
    queryFn: () => api.get<ConversationWith>(apiPaths.conversationWith(memberId)),
    retry: false,
  });
