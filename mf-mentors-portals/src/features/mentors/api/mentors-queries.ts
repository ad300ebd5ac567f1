import { queryOptions } from '@tanstack/react-query';
import { type MentorDetail, type MentorSummary } from '@afterwork/contracts/mentors';
import { apiRequest } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';

export const mentorListQuery = () =>
  queryOptions({
    queryKey: queryKeys.mentors.list(),
    queryFn: ({ signal }) => apiRequest<MentorSummary[]>(apiPaths.mentors, { signal }),
    staleTime: 5 * 60_000,
  });

/** The profile depends on who asks (reservedByMe, requestedByMe): the viewer is part of the key. */
export const mentorDetailQuery = (id: number, viewerId: number | null) =>
  queryOptions({
    queryKey: queryKeys.mentors.profile(id, viewerId),
    queryFn: ({ signal }) => apiRequest<MentorDetail>(apiPaths.mentor(id), { signal }),
    staleTime: 30_000,
    retry: (count, err) => (err as { status?: number }).status !== 404 && (err as { status?: number }).status !== 400 && count < 2,
  });
