import { useEffect, useRef } from 'react';
import { useLocation } from '@afterwork/ui/router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { parseRemoteRegistry, type RemoteRegistry } from '@afterwork/contracts/registry';
import { apiRequest } from '@afterwork/shell-sdk';
import { queryKeys } from '@afterwork/contracts/query-keys';

/**
 * The run-time registry of remotes (/remotes.json): for each remote, the version this session gets (current or
 * canary), its manifest URL, its last good version, path prefixes, required role. It is asked again on every
 * navigation, so a `pnpm remote:promote` or `remote:rollback` reaches an open browser on its next navigation, with
 * no reload; the API answers with an ETag, so an unchanged registry costs a 304.
 */
export function useRemoteRegistry() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.remoteRegistry, exact: true });
  }, [pathname, queryClient]);
  return useQuery<RemoteRegistry>({
    queryKey: queryKeys.remoteRegistry,
    queryFn: async () => parseRemoteRegistry(await apiRequest('/remotes.json')),
    staleTime: Infinity,
    retry: 3,
  });
}
