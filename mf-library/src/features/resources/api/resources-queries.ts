import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@afterwork/contracts/paths';
import { apiGetOr, apiRequest, isApiError } from '@afterwork/shell-sdk';
import { queryKeys } from '@afterwork/contracts/query-keys';
import { withQuery } from '@afterwork/contracts/query-string';
import type { Resource } from '@afterwork/contracts/resources';

export interface ResourceRequestFilters {
  category?: string | null;
  featured?: boolean;
  search?: string;
}

/** No retry on 401/403 (an empty list), otherwise 2 (spec part 1 §9). */
const retryUnlessAuth = (count: number, err: unknown) => !(isApiError(err, 401) || isApiError(err, 403) || isApiError(err, 400) || isApiError(err, 404)) && count < 2;

/** GET /api/resources; 401 and 403 are an empty list, not an error (spec part 1 §6). Cached 5 minutes. */
export const resourceListQuery = (filters: ResourceRequestFilters) =>
  queryOptions({
    queryKey: queryKeys.resources.list(filters),
    queryFn: ({ signal }) =>
      apiGetOr<Resource[], Resource[]>(
        withQuery(apiPaths.resources, { category: filters.category, featured: filters.featured, search: filters.search?.trim() }),
        [],
        { signal, statuses: [401, 403] },
      ),
    staleTime: 5 * 60_000,
    retry: retryUnlessAuth,
  });

/** Every item, for the admin table (no filters). */
export const manageListQuery = () =>
  queryOptions({
    queryKey: queryKeys.resources.manageList(),
    queryFn: ({ signal }) => apiRequest<Resource[]>(apiPaths.resources, { signal }),
    retry: retryUnlessAuth,
  });

export const resourceDetailQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.resources.detail(id),
    queryFn: ({ signal }) => apiRequest<Resource>(apiPaths.resource(id), { signal }),
    retry: retryUnlessAuth,
  });
