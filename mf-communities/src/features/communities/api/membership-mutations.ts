import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@afterwork/shell-sdk';
import type { Community, CommunityMembershipAnswer } from '@afterwork/contracts/communities';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';

/**
 * Join or leave a community (POST / DELETE /api/communities/:id/membership). The page's count and 'You are a member'
 * change from the API's answer at once; then every communities list and the member's own lists are refetched.
 */
export function useCommunityMembership(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (join: boolean) =>
      join ? api.post<CommunityMembershipAnswer>(apiPaths.communityMembership(id), {}) : api.delete<CommunityMembershipAnswer>(apiPaths.communityMembership(id)),
    onSuccess: async (answer) => {
      queryClient.setQueryData<Community>(queryKeys.communities.detail(id), (c) => (c ? { ...c, memberCount: answer.memberCount, myMembership: answer.membership } : c));
      await queryClient.invalidateQueries({
        predicate: (q) => queryKeys.communities.owns(q.queryKey) || queryKeys.users.owns(q.queryKey) || queryKeys.activities.owns(q.queryKey),
      });
    },
  });
}
