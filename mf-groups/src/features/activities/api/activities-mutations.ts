import { api } from '@afterwork/shell-sdk';
import type { MyRsvp, RsvpChoice } from '@afterwork/contracts/groups';
import { apiPaths } from '@afterwork/contracts/paths';

export type RsvpResult = MyRsvp & { id: number; activityId: number; userId: number };

/** First answer: POST; later answers: PATCH (spec part 2 §4). Pages use it through useSaveRsvp. */
export const saveRsvp = (activityId: number, userId: number, status: RsvpChoice, hasAnswer: boolean) =>
  hasAnswer
    ? api.patch<RsvpResult>(apiPaths.activityAttendee(activityId, userId), { status })
    : api.post<RsvpResult>(apiPaths.activityAttendees(activityId), { userId, status });
