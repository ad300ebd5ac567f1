import { queryOptions } from '@tanstack/react-query';
import { apiGetOr } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { Resource } from '@afterwork/contracts/resources';

/**
 * The library's items matching the help search (GET /api/resources?search=), under the library's own key for these
 * filters, so the library page reuses the answer. 401 and 403 are an empty list.
 */
export const libraryMatchesQuery = (search: string, enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.resources.list({ search }),
    queryFn: ({ signal }) =>
      apiGetOr<Resource[], Resource[]>(`${apiPaths.resources}?search=${encodeURIComponent(search)}`, [], { signal, statuses: [401, 403] }),
    enabled,
    staleTime: 5 * 60_000,
  });
