import { queryOptions } from '@tanstack/react-query';
import { api, apiGetOr } from '@afterwork/shell-sdk';
import type { Community, CommunityListItem } from '@afterwork/contracts/communities';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';

/** GET /api/communities (the admin screen reads the explorer's list, spec §7); 401 and 403 give an empty list. */
export const communityListQuery = () =>
  queryOptions({
    queryKey: queryKeys.communities.adminList(),
    queryFn: ({ signal }) => apiGetOr<CommunityListItem[], CommunityListItem[]>(apiPaths.communities, [], { signal, statuses: [401, 403] }),
    staleTime: 5 * 60_000,
  });

/** GET /api/communities/:id: the whole community (the list lacks description and images). */
export const communityQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.communities.detail(id), queryFn: ({ signal }) => api.get<Community>(apiPaths.community(id), undefined, signal) });
