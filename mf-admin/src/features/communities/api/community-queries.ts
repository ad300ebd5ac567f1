import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, createQueryKeys, isApiError } from '@afterwork/shell-sdk';
import { communityPaths, type Community, type CommunityFormData, type CommunityListItem } from '@afterwork/contracts/communities';
import { auditKeys } from '../../audit/api/audit-queries';

/** Same base key as the explorer's list, so a change here refreshes it too. */
export const communityKeys = createQueryKeys(communityPaths.list);

/** GET /api/communities (the admin screen reads the explorer's list, spec §7). */
export const communityListQuery = () =>
  queryOptions({
    queryKey: communityKeys.list({ admin: true }),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<CommunityListItem[]>(communityPaths.list, undefined, signal);
      } catch (err) {
        if (isApiError(err, 401) || isApiError(err, 403)) return [];
        throw err;
      }
    },
    staleTime: 5 * 60_000,
  });

/** GET /api/communities/:id: the whole community (the list lacks description and images). */
export const communityQuery = (id: number) =>
  queryOptions({ queryKey: communityKeys.detail(id), queryFn: ({ signal }) => api.get<Community>(communityPaths.one(id), undefined, signal) });

function useInvalidate() {
  const qc = useQueryClient();
  return (id?: number) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: communityKeys.all }),
      id ? qc.invalidateQueries({ queryKey: communityKeys.detail(id) }) : undefined,
      qc.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

export function useCreateCommunity() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (data: CommunityFormData) => api.post<Community>(communityPaths.list, data),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateCommunity() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: CommunityFormData }) => api.patch<Community>(communityPaths.one(id), data),
    onSuccess: (_res, { id }) => invalidate(id),
  });
}

export function useDeleteCommunity() {
  const qc = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(communityPaths.one(id)),
    onSuccess: (_res, id) => {
      qc.removeQueries({ queryKey: communityKeys.detail(id) });
      return invalidate();
    },
  });
}
