import { queryOptions } from '@tanstack/react-query';
import { apiGetOr, apiRequest } from '@afterwork/shell-sdk';
import type { Activity, Group, GroupMember, UserGroup } from '@afterwork/contracts/groups';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import { queryEntries, withQuery } from '@afterwork/contracts/query-string';

/** The groups list; search (every word, issue 19 §4) and type run on the server. */
export const groupListQuery = (filter: { search?: string; type?: string | null; near?: string | null } = {}) => {
  const params = queryEntries({ search: filter.search, type: filter.type, near: filter.near });
  return queryOptions({
    queryKey: queryKeys.groups.list(Object.keys(params).length ? params : undefined),
    queryFn: ({ signal }) => apiRequest<Group[]>(withQuery(apiPaths.groups, params), { signal }),
  });
};
export const groupQuery = (id: string) => queryOptions({ queryKey: queryKeys.groups.detail(id), queryFn: ({ signal }) => apiRequest<Group>(apiPaths.group(id), { signal }) });
export const groupActivitiesQuery = (id: string, userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.groups.activities(id, userId),
    queryFn: ({ signal }) => apiRequest<Activity[]>(apiPaths.groupActivities(id), { signal }),
  });
/**
 * Members (signed-in only): a 401 gives null (spec part 2 §7). With the members the viewer blocked, marked (issue
 * 31): the tab then counts what the group counts, and an organiser can still remove someone they blocked.
 */
export const groupMembersQuery = (id: string, userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.groups.members(id, userId),
    queryFn: ({ signal }) => apiGetOr<GroupMember[], null>(withQuery(apiPaths.groupMembers(id), { include: 'blocked' }), null, { signal }),
  });
/** The signed-in member's groups (to mark cards they already belong to); empty on failure (spec §7). */
export const myGroupsQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.users.groups(userId ?? 'none'),
    queryFn: ({ signal }) => apiGetOr<UserGroup[], UserGroup[]>(apiPaths.userGroups(userId!), [], { signal, statuses: 'any' }),
    enabled: !!userId,
  });
