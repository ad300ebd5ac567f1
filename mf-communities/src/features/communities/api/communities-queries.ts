import { queryOptions } from '@tanstack/react-query';
import { apiGetOr, apiRequest, isApiError } from '@afterwork/shell-sdk';
import type { Community, CommunityActivity, CommunityLead, CommunityListItem } from '@afterwork/contracts/communities';
import type { Group } from '@afterwork/contracts/groups';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';

/** Up to 2 retries, none on auth or client errors (spec §9). */
const retry = (count: number, err: unknown) =>
  !(isApiError(err, 400) || isApiError(err, 401) || isApiError(err, 403) || isApiError(err, 404)) && count < 2;

/** GET /api/communities: 401 and 403 give an empty list; other failures 'Error {status}: {body}' (spec §7). Cached 5 minutes. */
export const communityListQuery = () =>
  queryOptions({
    queryKey: queryKeys.communities.list(),
    queryFn: async ({ signal }): Promise<CommunityListItem[]> => {
      try {
        return await apiGetOr<CommunityListItem[], CommunityListItem[]>(apiPaths.communities, [], { signal, statuses: [401, 403] });
      } catch (err) {
        if (isApiError(err)) throw new Error(`Error ${err.status}: ${err.serverMessage}`, { cause: err });
        throw err;
      }
    },
    staleTime: 5 * 60_000,
    retry,
  });

export const communityDetailQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.communities.detail(id),
    queryFn: ({ signal }) => apiRequest<Community>(apiPaths.community(id), { signal }),
    retry,
  });

export const communityLeadsQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.communities.leads(id),
    queryFn: ({ signal }) => apiRequest<CommunityLead[]>(apiPaths.communityLeads(id), { signal }),
    retry,
  });

export const communityActivitiesQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.communities.activities(id),
    queryFn: ({ signal }) => apiRequest<CommunityActivity[]>(apiPaths.communityActivities(id), { signal }),
    retry,
  });

/** The groups that meet in the community's town (GET /api/communities/:id/groups). */
export const communityGroupsQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.communities.groups(id),
    queryFn: ({ signal }) => apiRequest<Group[]>(apiPaths.communityGroups(id), { signal }),
    retry,
  });
