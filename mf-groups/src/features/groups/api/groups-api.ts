import { queryOptions } from '@tanstack/react-query';
import { apiRequest, api, createQueryKeys, isApiError } from '@afterwork/shell-sdk';
import type { Activity, CreateActivityInput, CreateGroupInput, Group, GroupMember, UserGroup } from '@afterwork/contracts/groups';

// Paths kept here (not imported from contracts/groups) so the list page never loads zod.
export const paths = {
  groups: '/api/groups',
  group: (id: number | string) => `/api/groups/${id}`,
  groupActivities: (id: number | string) => `/api/groups/${id}/activities`,
  groupMembers: (id: number | string) => `/api/groups/${id}/members`,
  groupMember: (id: number | string, userId: number | string) => `/api/groups/${id}/members/${userId}`,
  userGroups: (userId: number | string) => `/api/users/${userId}/groups`,
} as const;

export const groupKeys = createQueryKeys(paths.groups);

export const groupListQuery = () => queryOptions({ queryKey: groupKeys.list(), queryFn: ({ signal }) => apiRequest<Group[]>(paths.groups, { signal }) });
export const groupQuery = (id: string) => queryOptions({ queryKey: groupKeys.detail(id), queryFn: ({ signal }) => apiRequest<Group>(paths.group(id), { signal }) });
export const groupActivitiesQuery = (id: string, userId: number | undefined) =>
  queryOptions({
    queryKey: [paths.groupActivities(id), { userId: userId ?? null }],
    queryFn: ({ signal }) => apiRequest<Activity[]>(paths.groupActivities(id), { signal }),
  });
/** Members (signed-in only): a 401 gives null (spec part 2 §7). */
export const groupMembersQuery = (id: string, userId: number | undefined) =>
  queryOptions({
    queryKey: [paths.groupMembers(id), { userId: userId ?? null }],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<GroupMember[]>(paths.groupMembers(id), { signal });
      } catch (err) {
        if (isApiError(err, 401)) return null;
        throw err;
      }
    },
  });
/** The signed-in member's groups (to mark cards they already belong to); empty on failure (spec §7). */
export const myGroupsQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: [userId ? paths.userGroups(userId) : '/api/users/none/groups'],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<UserGroup[]>(paths.userGroups(userId!), { signal });
      } catch {
        return [] as UserGroup[];
      }
    },
    enabled: !!userId,
  });

export const createGroup = (body: CreateGroupInput) => api.post<Group>(paths.groups, body);
export const joinGroup = (groupId: number, userId: number) => api.post<GroupMember>(paths.groupMembers(groupId), { userId, role: 'member' });
export const leaveGroup = (groupId: number, userId: number) => api.delete<void>(paths.groupMember(groupId, userId));
export const createActivity = (groupId: number, body: CreateActivityInput) => api.post<Activity>(paths.groupActivities(groupId), body);
