import { queryOptions } from '@tanstack/react-query';
import { apiRequest, createQueryKeys, isApiError } from '@afterwork/shell-sdk';
import type { ActivitySuggestion, ActivitySuggestionInput, Community, CommunityActivity, CommunityLead, CommunityListItem } from '@afterwork/contracts/communities';

/** Paths of the communities API (inlined: contracts' communities.ts imports zod, which the explorer never loads). */
export const COMMUNITIES_PATH = '/api/communities';
export const communityKeys = createQueryKeys(COMMUNITIES_PATH);

/** Up to 2 retries, none on auth or client errors (spec §9). */
const retry = (count: number, err: unknown) =>
  !(isApiError(err, 400) || isApiError(err, 401) || isApiError(err, 403) || isApiError(err, 404)) && count < 2;

/** GET /api/communities: 401 and 403 give an empty list; other failures 'Error {status}: {body}' (spec §7). Cached 5 minutes. */
export const communityListQuery = () =>
  queryOptions({
    queryKey: communityKeys.list(),
    queryFn: async ({ signal }): Promise<CommunityListItem[]> => {
      try {
        return await apiRequest<CommunityListItem[]>(COMMUNITIES_PATH, { signal });
      } catch (err) {
        if (isApiError(err, 401) || isApiError(err, 403)) return [];
        if (isApiError(err)) throw new Error(`Error ${err.status}: ${err.serverMessage}`);
        throw err;
      }
    },
    staleTime: 5 * 60_000,
    retry,
  });

export const communityDetailQuery = (id: number) =>
  queryOptions({
    queryKey: communityKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Community>(`${COMMUNITIES_PATH}/${id}`, { signal }),
    retry,
  });

export const communityLeadsQuery = (id: number) =>
  queryOptions({
    queryKey: [...communityKeys.detail(id), 'leads'] as const,
    queryFn: ({ signal }) => apiRequest<CommunityLead[]>(`${COMMUNITIES_PATH}/${id}/leads`, { signal }),
    retry,
  });

export const communityActivitiesQuery = (id: number) =>
  queryOptions({
    queryKey: [...communityKeys.detail(id), 'activities'] as const,
    queryFn: ({ signal }) => apiRequest<CommunityActivity[]>(`${COMMUNITIES_PATH}/${id}/activities`, { signal }),
    retry,
  });

/** POST /api/communities/:id/suggestions (signed-in members). */
export const suggestActivity = (id: number, body: ActivitySuggestionInput) =>
  apiRequest<ActivitySuggestion>(`${COMMUNITIES_PATH}/${id}/suggestions`, { method: 'POST', body });
