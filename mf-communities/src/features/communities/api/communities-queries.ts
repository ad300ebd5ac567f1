import { queryOptions } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@afterwork/shell-sdk';
import type { Community, CommunityActivity, CommunityLead } from '@afterwork/contracts/communities';
import type { Group } from '@afterwork/contracts/groups';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';

/** Up to 2 retries, none on auth or client errors (spec §9). */
export const retry = (count: number, err: unknown) =>
  !(isApiError(err, 400) || isApiError(err, 401) || isApiError(err, 403) || isApiError(err, 404)) && count < 2;

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
