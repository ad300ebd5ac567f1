import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@afterwork/contracts/query-keys';

/** Refetch every groups / activities / "my lists" query after a change (join, leave, RSVP, create). */
export function useRefreshGroups() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) =>
        queryKeys.groups.owns(q.queryKey) || queryKeys.activities.owns(q.queryKey) || queryKeys.activities.ownsSeries(q.queryKey) || queryKeys.users.owns(q.queryKey),
    });
}
