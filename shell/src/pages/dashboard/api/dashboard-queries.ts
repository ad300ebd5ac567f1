import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { AssessmentResult } from '@afterwork/contracts/assessments';
import type { MentorBooking, MentorDetail, MentorSummary } from '@afterwork/contracts/mentors';
import type { Resource } from '@afterwork/contracts/resources';
import type { MyAttendance } from '@afterwork/contracts/attendance';

/** The mentors' list (mf-mentors-portals' own cache entry). */
export const mentorListQuery = () =>
  queryOptions({ queryKey: queryKeys.mentors.list(), queryFn: () => api.get<MentorSummary[]>(apiPaths.mentors), staleTime: 60_000, retry: 1 });

/** One mentor's profile, once a mentor is picked. */
export const mentorDetailQuery = (mentorId: number | undefined, viewerId: number) =>
  queryOptions({
    queryKey: queryKeys.mentors.profile(mentorId ?? 0, viewerId),
    queryFn: () => api.get<MentorDetail>(apiPaths.mentor(mentorId!)),
    enabled: !!mentorId,
    staleTime: 60_000,
    retry: 1,
  });

export type ResultsState = { available: true; results: AssessmentResult[] } | { available: false };

/** The member's saved assessment results; an API without them (404, 405) is 'not available', not an error. */
export const resultsOverviewQuery = () =>
  queryOptions({
    queryKey: queryKeys.assessmentResults.overview,
    queryFn: async (): Promise<ResultsState> => {
      try {
        const list = await api.get<AssessmentResult[] | { results: AssessmentResult[] }>(apiPaths.assessmentResults);
        const results = Array.isArray(list) ? list : (list?.results ?? []);
        return { available: true, results };
      } catch (err) {
        if (isApiError(err, 404) || isApiError(err, 405)) return { available: false };
        throw err;
      }
    },
    staleTime: 30_000,
    retry: false,
  });

/** The mentor sessions the member reserved. */
export const bookingsQuery = (userId: number) =>
  queryOptions({ queryKey: queryKeys.mentors.bookings(userId), queryFn: () => api.get<MentorBooking[]>(apiPaths.myMentorBookings), staleTime: 0 });

/** The library's list (the same cache entry as the library's own page). */
export const resourceListQuery = () =>
  queryOptions({ queryKey: queryKeys.resources.list(), queryFn: () => api.get<Resource[]>(apiPaths.resources), staleTime: 60_000 });

/** How many activities the member came to this year (issue 34 §3): the organisers' ticks. */
export const myAttendanceQuery = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'attendance'] as const,
    queryFn: ({ signal }) => api.get<MyAttendance>(apiPaths.userAttendance(userId), undefined, signal),
    staleTime: 60_000,
    retry: 1,
  });
