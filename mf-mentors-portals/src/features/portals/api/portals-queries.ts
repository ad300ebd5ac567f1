import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorText, notify, notifyError } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { PortalLocal, PortalPlace } from '@afterwork/contracts/portals';

/** The real communities, groups and figures behind a portal page (the same on every load). */
export function usePortalLocal(topic: string, viewer: number | null | undefined) {
  return useQuery({
    queryKey: queryKeys.portals.local(topic, viewer),
    queryFn: ({ signal }) => apiRequest<PortalLocal>(`${apiPaths.portalLocal}?topic=${encodeURIComponent(topic)}`, { signal }),
    staleTime: 30_000,
  });
}

/** 'Join Community': joins the community, or the group, for the signed-in member. */
export function useJoinPlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (place: PortalPlace) =>
      place.kind === 'community'
        ? apiRequest(apiPaths.communityMembership(place.id), { method: 'POST', body: {} })
        : apiRequest(apiPaths.groupMembers(place.id), { method: 'POST', body: {} }),
    onSuccess: (_res, place) => {
      notify({ title: `You joined ${place.name}`, description: 'You will find it on your profile.', variant: 'success' });
      return Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.portals.all }),
        client.invalidateQueries({ predicate: (q) => queryKeys.communities.owns(q.queryKey) || queryKeys.groups.owns(q.queryKey) || queryKeys.users.owns(q.queryKey) }),
      ]);
    },
    onError: (err, place) => notifyError(`You did not join ${place.name}`, errorText(err)),
  });
}
