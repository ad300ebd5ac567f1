import { queryOptions } from '@tanstack/react-query';
import { mentorPaths, type MentorDetail, type MentorSummary } from '@afterwork/contracts/mentors';
import { apiRequest, createQueryKeys } from '@afterwork/shell-sdk';

export const mentorKeys = createQueryKeys(mentorPaths.mentors);

export const mentorListQuery = () =>
  queryOptions({
    queryKey: mentorKeys.list(),
    queryFn: ({ signal }) => apiRequest<MentorSummary[]>(mentorPaths.mentors, { signal }),
    staleTime: 5 * 60_000,
  });

/** The profile depends on who asks (reservedByMe, requestedByMe): the viewer is part of the key. */
export const mentorDetailQuery = (id: number, viewerId: number | null) =>
  queryOptions({
    queryKey: [...mentorKeys.detail(id), viewerId ?? 'visitor'] as const,
    queryFn: ({ signal }) => apiRequest<MentorDetail>(mentorPaths.mentor(id), { signal }),
    staleTime: 30_000,
    retry: (count, err) => (err as { status?: number }).status !== 404 && (err as { status?: number }).status !== 400 && count < 2,
  });
