import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@afterwork/contracts/paths';
import type { Resource, ResourceFormInput } from '@afterwork/contracts/resources';
import { api, isApiError } from '@afterwork/shell-sdk';
import { queryKeys } from '@afterwork/contracts/query-keys';

/** Mutations retry once, never on 401 and never on a 4xx answer (spec part 1 §8). */
const retryOnce = (count: number, err: unknown) => !(isApiError(err) && err.status < 500) && count < 1;

function useInvalidateResources() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: queryKeys.resources.all, refetchType: 'all' }).then(() =>
    qc.invalidateQueries({ predicate: (q) => queryKeys.resources.owns(q.queryKey) }),
  );
}

/** POST /api/resources. `createdBy` is never sent: the server takes it from the session. */
export function useCreateResource() {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: (body: ResourceFormInput) => api.post<Resource>(apiPaths.resources, body),
    retry: retryOnce,
    onSuccess: invalidate,
  });
}

export function useUpdateResource() {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ResourceFormInput }) => api.patch<Resource>(apiPaths.resource(id), body),
    retry: retryOnce,
    onSuccess: invalidate,
  });
}

export function useDeleteResource() {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number; deleted: boolean }>(apiPaths.resource(id)),
    retry: retryOnce,
    onSuccess: invalidate,
  });
}
