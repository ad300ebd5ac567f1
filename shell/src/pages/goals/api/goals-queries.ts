import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { MyGoals } from '@afterwork/contracts/goals';

/** The signed-in member's goals and badges (nothing is asked for a visitor). */
export const myGoalsQuery = (viewer: number | null | undefined) =>
  queryOptions({
    queryKey: queryKeys.goals.mine(viewer),
    queryFn: ({ signal }) => apiRequest<MyGoals>(apiPaths.goals, { signal }),
    enabled: !!viewer,
    staleTime: 15_000,
  });
