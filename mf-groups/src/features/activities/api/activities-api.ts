import { queryOptions } from '@tanstack/react-query';
import { api, apiRequest, isApiError } from '@afterwork/shell-sdk';
import type { Activity, Attendee, MyRsvp, RsvpChoice } from '@afterwork/contracts/groups';

export const activityPaths = {
  activity: (id: number | string) => `/api/activities/${id}`,
  attendees: (id: number | string) => `/api/activities/${id}/attendees`,
  attendee: (id: number | string, userId: number | string) => `/api/activities/${id}/attendees/${userId}`,
  ics: (id: number | string) => `/api/activities/${id}/calendar.ics`,
  calendarFeed: (userId: number | string) => `/api/users/${userId}/calendar-feed`,
} as const;

export const activityQuery = (id: string, userId: number | undefined) =>
  queryOptions({
    queryKey: [activityPaths.activity(id), { userId: userId ?? null }],
    queryFn: ({ signal }) => apiRequest<Activity>(activityPaths.activity(id), { signal }),
  });
/** Attendees are for signed-in members: a 401 gives null. */
export const attendeesQuery = (id: string, userId: number | undefined) =>
  queryOptions({
    queryKey: [activityPaths.attendees(id), { userId: userId ?? null }],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<Attendee[]>(activityPaths.attendees(id), { signal });
      } catch (err) {
        if (isApiError(err, 401)) return null;
        throw err;
      }
    },
  });

export type RsvpResult = MyRsvp & { id: number; activityId: number; userId: number };

/** First answer: POST; later answers: PATCH (spec part 2 §4). */
export const saveRsvp = (activityId: number, userId: number, status: RsvpChoice, hasAnswer: boolean) =>
  hasAnswer
    ? api.patch<RsvpResult>(activityPaths.attendee(activityId, userId), { status })
    : api.post<RsvpResult>(activityPaths.attendees(activityId), { userId, status });

export const calendarFeed = (userId: number) => api.get<{ url: string; path: string }>(activityPaths.calendarFeed(userId));
