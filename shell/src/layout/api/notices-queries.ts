import { queryOptions } from '@tanstack/react-query';
import { api } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { NotificationList } from '@afterwork/contracts/notification-kinds';
import type { MemberWarning } from '@afterwork/contracts/safety-words';

/** At most one request a minute while the page sits idle (issue 17 §5), and none in background tabs. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** The bell's notices and unread count. */
export const notificationsQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.notifications(userId),
    queryFn: () => api.get<NotificationList>(apiPaths.notifications),
    staleTime: NOTIFICATIONS_POLL_MS,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
  });

/** The member's unread warnings from the moderators (visitors ask nothing). */
export const warningsQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.users.warnings(userId ?? 0),
    queryFn: () => api.get<MemberWarning[]>(apiPaths.myWarnings),
    enabled: !!userId,
    staleTime: 60_000,
  });
