import { queryOptions } from '@tanstack/react-query';
import { api, apiGetOr } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { UserActivity, UserGroup } from '@afterwork/contracts/groups';
import type { Connection, PublicUser } from '@afterwork/contracts/users';
import type { UserCommunity } from '@afterwork/contracts/communities';

/** A list answer, or an empty list for anything else. */
const asList = <T>(list: T[]): T[] => (Array.isArray(list) ? list : []);

/** Another member's public profile: never their email or RSVPs. No retry: a 401 or 404 is the answer. */
export const publicProfileQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.users.profile(id), queryFn: () => api.get<PublicUser>(apiPaths.publicUser(id)), retry: false });

/** The member's activities (spec §7: dates as dates; an empty list on failure). */
export const userActivitiesQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.users.activities(userId),
    queryFn: async ({ signal }) => asList(await apiGetOr<UserActivity[], UserActivity[]>(apiPaths.userActivities(userId), [], { signal, statuses: 'any' })),
    staleTime: 30_000,
  });

/** The member's groups (an empty list on failure). */
export const userGroupsQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.users.groups(userId),
    queryFn: async ({ signal }) => asList(await apiGetOr<UserGroup[], UserGroup[]>(apiPaths.userGroups(userId), [], { signal, statuses: 'any' })),
    staleTime: 30_000,
  });

/** Members you share a group with. */
export const connectionsQuery = () =>
  queryOptions({ queryKey: queryKeys.users.connections, queryFn: () => api.get<Connection[]>(apiPaths.myConnections), staleTime: 30_000 });

/** The communities the member joined, each with its next date (issue 31; an empty list on failure). */
export const userCommunitiesQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.users.communities(userId),
    queryFn: async ({ signal }) => asList(await apiGetOr<UserCommunity[], UserCommunity[]>(apiPaths.userCommunities(userId), [], { signal, statuses: 'any' })),
    staleTime: 30_000,
  });
