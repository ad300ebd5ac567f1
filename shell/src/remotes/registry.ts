import { useQuery } from '@tanstack/react-query';
import { parseRemoteRegistry, type RemoteRegistry } from '@afterwork/contracts/registry';
import { apiRequest } from '@afterwork/shell-sdk';
import { queryKeys } from '@afterwork/contracts/query-keys';

/**
 * The run-time registry of remotes (/remotes.json): name, manifest URL, path prefixes, required role.
 * Moving a remote to a new URL or version is an edit of that file, never a shell rebuild.
 */
export function useRemoteRegistry() {
  return useQuery<RemoteRegistry>({
    queryKey: queryKeys.remoteRegistry,
    queryFn: async () => parseRemoteRegistry(await apiRequest('/remotes.json')),
    staleTime: Infinity,
    retry: 3,
  });
}
