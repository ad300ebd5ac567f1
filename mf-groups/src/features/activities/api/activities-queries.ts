import { queryOptions } from '@tanstack/react-query';
import { api, apiGetOr, apiRequest } from '@afterwork/shell-sdk';
import type { Activity, Attendee } from '@afterwork/contracts/groups';
import type { UserCommunity } from '@afterwork/contracts/communities';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';

/** The activity as this viewer sees it (their own answer is part of it). */
export const activityQuery = (id: string, userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.activities.detail(id, userId),
    queryFn: ({ signal }) => apiRequest<Activity>(apiPaths.activity(id), { signal }),
  });

/** Attendees are for signed-in members: a 401 gives null. */
export const attendeesQuery = (id: string, userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.activities.attendees(id, userId),
    queryFn: ({ signal }) => apiGetOr<Attendee[], null>(apiPaths.activityAttendees(id), null, { signal }),
  });

/** The member's private calendar feed address (asked for when they want it, not cached). */
export const calendarFeed = (userId: number) => api.get<{ url: string; path: string }>(apiPaths.userCalendarFeed(userId));
/** A new private address; the old one stops working. */
export const resetCalendarFeed = (userId: number) => api.delete<{ url: string; path: string }>(apiPaths.userCalendarFeed(userId));

/** The communities the member joined (a community's activities are answered by its members). */
export const myCommunitiesQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.users.communities(userId ?? 'none'),
    queryFn: ({ signal }) => apiGetOr<UserCommunity[], UserCommunity[]>(apiPaths.userCommunities(userId!), [], { signal, statuses: 'any' }),
    enabled: !!userId,
  });
