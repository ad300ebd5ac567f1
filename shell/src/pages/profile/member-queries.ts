import { useQuery } from '@tanstack/react-query';
import { api } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { groupPaths, type UserActivity, type UserGroup } from '@afterwork/contracts/groups';
import type { Connection } from '@afterwork/contracts/users';

/** The member's activities (spec §7: dates as dates; an empty list on failure). Soonest upcoming first, then past. */
export function useUserActivities(userId: number) {
  return useQuery({
    queryKey: [groupPaths.userActivities(userId)],
    queryFn: async (): Promise<UserActivity[]> => {
      try {
        const list = await api.get<UserActivity[]>(groupPaths.userActivities(userId));
        return Array.isArray(list) ? list : [];
      } catch {
        return [];
      }
    },
    staleTime: 30_000,
  });
}

export const isUpcoming = (a: { startDate: string }) => new Date(a.startDate).getTime() >= Date.now();

export function sortActivities<T extends { startDate: string }>(list: T[]): T[] {
  const upcoming = list.filter(isUpcoming).sort((a, b) => a.startDate.localeCompare(b.startDate));
  const past = list.filter((a) => !isUpcoming(a)).sort((a, b) => b.startDate.localeCompare(a.startDate));
  return [...upcoming, ...past];
}

/** The member's groups (an empty list on failure). */
export function useUserGroups(userId: number) {
  return useQuery({
    queryKey: [groupPaths.userGroups(userId)],
    queryFn: async (): Promise<UserGroup[]> => {
      try {
        const list = await api.get<UserGroup[]>(groupPaths.userGroups(userId));
        return Array.isArray(list) ? list : [];
      } catch {
        return [];
      }
    },
    staleTime: 30_000,
  });
}

/** Members you share a group with. */
export function useConnections() {
  return useQuery({
    queryKey: [apiPaths.myConnections],
    queryFn: () => api.get<Connection[]>(apiPaths.myConnections),
    staleTime: 30_000,
  });
}
