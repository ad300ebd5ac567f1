import { useQueryClient } from '@tanstack/react-query';

const PREFIXES = ['/api/groups', '/api/activities', '/api/users/'];

/** Refetch every groups / activities / "my lists" query after a change (join, leave, RSVP, create). */
export function useRefreshGroups() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && PREFIXES.some((p) => (q.queryKey[0] as string).startsWith(p)),
    });
}
