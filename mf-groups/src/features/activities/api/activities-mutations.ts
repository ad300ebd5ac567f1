import { api } from '@afterwork/shell-sdk';
import type { Activity, UpdateActivityInput } from '@afterwork/contracts/groups';
import { apiPaths } from '@afterwork/contracts/paths';

// Answers (RSVPs) and following a series are saved by the shared control: @afterwork/ui/rsvp-control.

/**
 * The host's admins cancel one date, or this date and every later one of its series, with an optional message that
 * goes into the cancellation's mail and notice to the members going (issue 31).
 */
export const cancelActivity = (activityId: number, scope: 'one' | 'following', message = '') =>
  api.post<void>(apiPaths.activityCancellation(activityId), { scope, message: message.trim() || null });

/** The host's admins change one date, or (a date of a series) this date and every later one. */
export const updateActivity = (activityId: number, body: UpdateActivityInput) => api.patch<Activity>(apiPaths.activity(activityId), body);
