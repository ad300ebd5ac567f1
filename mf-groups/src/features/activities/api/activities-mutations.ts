import { api } from '@afterwork/shell-sdk';
import type { Activity, ActivitySeriesView, MyRsvp, RsvpChoice, UpdateActivityInput } from '@afterwork/contracts/groups';
import { apiPaths } from '@afterwork/contracts/paths';

export type RsvpResult = MyRsvp & { id: number; activityId: number; userId: number };

/** First answer: POST; later answers: PATCH (spec part 2 §4). Pages use it through useSaveRsvp. */
export const saveRsvp = (activityId: number, userId: number, status: RsvpChoice, hasAnswer: boolean) =>
  hasAnswer
    ? api.patch<RsvpResult>(apiPaths.activityAttendee(activityId, userId), { status })
    : api.post<RsvpResult>(apiPaths.activityAttendees(activityId), { userId, status });

/** 'Going to all future dates' (issue 22), and taking it back. */
export const followSeries = (seriesId: number) => api.post<ActivitySeriesView>(apiPaths.activitySeriesFollowers(seriesId), {});
export const unfollowSeries = (seriesId: number) => api.delete<ActivitySeriesView>(apiPaths.activitySeriesFollowers(seriesId));

/** The host's admins cancel one date, or this date and every later one of its series. */
export const cancelActivity = (activityId: number, scope: 'one' | 'following') => api.delete<void>(`${apiPaths.activity(activityId)}?scope=${scope}`);

/** The host's admins change one date, or (a date of a series) this date and every later one. */
export const updateActivity = (activityId: number, body: UpdateActivityInput) => api.patch<Activity>(apiPaths.activity(activityId), body);
