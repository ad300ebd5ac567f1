import { queryOptions } from '@tanstack/react-query';
import { api } from '@afterwork/shell-sdk';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { RemoteReleasesResponse } from '@afterwork/contracts/registry-document';
import { apiPaths } from '@afterwork/contracts/paths';

/** GET /api/admin/remotes: each remote's current version, canary, rollback target, history and failure counts. */
export const releasesQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.remotes,
    queryFn: ({ signal }) => api.get<RemoteReleasesResponse>(apiPaths.adminRemotes, undefined, signal),
    refetchInterval: 30_000,
  });
