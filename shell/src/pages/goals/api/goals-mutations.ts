import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorText, notifyError, notifySuccess } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { CheckInResult, Goal } from '@afterwork/contracts/goals';

/** The browser's time zone: it decides what 'today' is for a goal started here. */
const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

export type StartGoalBody = { template: string } | { title: string; description?: string; targetDays: number };

export function useStartGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StartGoalBody) => api.post<Goal>(apiPaths.goals, { ...body, timeZone: browserTimeZone() }),
    onSuccess: (goal) => {
      notifySuccess('Goal started', `${goal.title}: check in once a day, starting today.`);
      return client.invalidateQueries({ queryKey: queryKeys.goals.all });
    },
  });
}

/** 'Complete today': one check-in on the member's local day. */
export function useCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (goalId: number) => api.post<CheckInResult>(apiPaths.goalCheckIns(goalId), {}),
    onSuccess: (res) => {
      const { goal } = res;
      notifySuccess(
        goal.status === 'completed' ? 'Goal complete. Well done!' : 'Today is done',
        res.badgeEarned
          ? `You earned the ${res.badgeEarned} badge: ${goal.streak} days in a row.`
          : `${goal.title}: ${goal.checkIns} of ${goal.targetDays} days, streak ${goal.streak} ${goal.streak === 1 ? 'day' : 'days'}.`,
      );
      return client.invalidateQueries({ queryKey: queryKeys.goals.all });
    },
    onError: (err) => {
      notifyError('Today was not saved', errorText(err));
      return client.invalidateQueries({ queryKey: queryKeys.goals.all });
    },
  });
}

/** What the edit form sends: never a time zone, so the goal keeps the one it started in. */
export interface EditGoalBody {
  title: string;
  description: string;
  targetDays: number;
}

/** Edit a goal's title, description and number of days (PATCH): the answer is the goal as it is now. */
export function useEditGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ goalId, body }: { goalId: number; body: EditGoalBody }) => api.patch<Goal>(apiPaths.goal(goalId), body),
    onSuccess: (goal) => {
      notifySuccess(
        goal.status === 'completed' ? 'Goal saved, and complete. Well done!' : 'Goal saved',
        `${goal.title}: ${goal.checkIns} of ${goal.targetDays} days done.`,
      );
      return client.invalidateQueries({ queryKey: queryKeys.goals.all });
    },
  });
}

export function useRemoveGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (goalId: number) => api.delete<void>(apiPaths.goal(goalId)),
    onSuccess: () => {
      notifySuccess('Goal removed');
      return client.invalidateQueries({ queryKey: queryKeys.goals.all });
    },
    onError: (err) => notifyError('The goal was not removed', errorText(err)),
  });
}
