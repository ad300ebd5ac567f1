import { useQuery } from '@tanstack/react-query';
import { api, apiGetOr } from '@afterwork/shell-sdk';
import { splitByStart } from '@afterwork/ui/dates';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { UserActivity, UserGroup } from '@afterwork/contracts/groups';
import type { Connection } from '@afterwork/contracts/users';

/** A list answer, or an empty list for anything else. */
const asList = <T>(list: T[]): T[] => (Array.isArray(list) ? list : []);

/** The member's activities (spec §7: dates as dates; an empty list on failure). Soonest upcoming first, then past. */
export function useUserActivities(userId: number) {
  return useQuery({
    queryKey: queryKeys.users.activities(userId),
    queryFn: async ({ signal }) => asList(await apiGetOr<UserActivity[], UserActivity[]>(apiPaths.userActivities(userId), [], { signal, statuses: 'any' })),
    staleTime: 30_000,
  });
}

/** Upcoming soonest first, then past most recent first. */
export function sortActivities<T extends { startDate: string }>(list: T[]): T[] {
  const { upcoming, past } = splitByStart(list);
  return [...upcoming, ...past];
}

/** The member's groups (an empty list on failure). */
export function useUserGroups(userId: number) {
  return useQuery({
    queryKey: queryKeys.users.groups(userId),
    queryFn: async ({ signal }) => asList(await apiGetOr<UserGroup[], UserGroup[]>(apiPaths.userGroups(userId), [], { signal, statuses: 'any' })),
    staleTime: 30_000,
  });
}

/** Members you share a group with. */
export function useConnections() {
  return useQuery({
    queryKey: queryKeys.users.connections,
    queryFn: () => api.get<Connection[]>(apiPaths.myConnections),
    staleTime: 30_000,
  });
}
