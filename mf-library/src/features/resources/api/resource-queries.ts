import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@afterwork/contracts/paths';
import { apiRequest, createQueryKeys, isApiError } from '@afterwork/shell-sdk';
import type { Resource } from '@afterwork/contracts/resources';

export interface ResourceRequestFilters {
  category?: string | null;
  featured?: boolean;
  search?: string;
}

export const resourceKeys = createQueryKeys(apiPaths.resources);

/** No retry on 401/403 (an empty list), otherwise 2 (spec part 1 §9). */
const retryUnlessAuth = (count: number, err: unknown) => !(isApiError(err, 401) || isApiError(err, 403) || isApiError(err, 400) || isApiError(err, 404)) && count < 2;

/** GET /api/resources; 401 and 403 are an empty list, not an error (spec part 1 §6). Cached 5 minutes. */
export const resourceListQuery = (filters: ResourceRequestFilters) =>
  queryOptions({
    queryKey: resourceKeys.list({ category: filters.category ?? null, featured: !!filters.featured, search: filters.search?.trim() ?? '' }),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams();
      if (filters.category) params.set('category', filters.category);
      if (filters.featured) params.set('featured', 'true');
      if (filters.search?.trim()) params.set('search', filters.search.trim());
      const qs = params.toString();
      try {
        return await apiRequest<Resource[]>(`${apiPaths.resources}${qs ? `?${qs}` : ''}`, { signal });
      } catch (err) {
        if (isApiError(err, 401) || isApiError(err, 403)) return [];
        throw err;
      }
    },
    staleTime: 5 * 60_000,
    retry: retryUnlessAuth,
  });

/** Every item, for the admin table (no filters). */
export const manageListQuery = () =>
  queryOptions({
    queryKey: resourceKeys.list({ manage: true }),
    queryFn: ({ signal }) => apiRequest<Resource[]>(apiPaths.resources, { signal }),
    retry: retryUnlessAuth,
  });

export const resourceDetailQuery = (id: number) =>
  queryOptions({
    queryKey: resourceKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Resource>(apiPaths.resource(id), { signal }),
    retry: retryUnlessAuth,
  });
