import { api } from '@afterwork/shell-sdk';
import type { Activity, CreateActivityInput, CreateGroupInput, Group, GroupMember } from '@afterwork/contracts/groups';
import { apiPaths } from '@afterwork/contracts/paths';

export const createGroup = (body: CreateGroupInput) => api.post<Group>(apiPaths.groups, body);
export const joinGroup = (groupId: number, userId: number) => api.post<GroupMember>(apiPaths.groupMembers(groupId), { userId, role: 'member' });
export const leaveGroup = (groupId: number, userId: number) => api.delete<void>(apiPaths.groupMember(groupId, userId));
export const createActivity = (groupId: number, body: CreateActivityInput) => api.post<Activity>(apiPaths.groupActivities(groupId), body);
/** A group admin makes a member a co-organiser, or a plain member again (issue 34). */
export const setMemberRole = (groupId: number, userId: number, role: 'organiser' | 'member') =>
  api.put<{ userId: number; role: string }>(apiPaths.groupMemberRole(groupId, userId), { role });
