import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@afterwork/shell-sdk';
import type { Community, CommunityFormData } from '@afterwork/contracts/communities';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';

/** After a change: every communities list (the explorer's too: one cache), the community and the audit log. */
function useInvalidate() {
  const qc = useQueryClient();
  return (id?: number) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: queryKeys.communities.all }),
      id ? qc.invalidateQueries({ queryKey: queryKeys.communities.detail(id) }) : undefined,
      qc.invalidateQueries({ queryKey: queryKeys.admin.audit.all }),
    ]);
}

export function useCreateCommunity() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (data: CommunityFormData) => api.post<Community>(apiPaths.communities, data),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateCommunity() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: CommunityFormData }) => api.patch<Community>(apiPaths.community(id), data),
    onSuccess: (_res, { id }) => invalidate(id),
  });
}

export function useDeleteCommunity() {
  const qc = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(apiPaths.community(id)),
    onSuccess: (_res, id) => {
      qc.removeQueries({ queryKey: queryKeys.communities.detail(id) });
      return invalidate();
    },
  });
}
