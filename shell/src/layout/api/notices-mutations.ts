import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorText, notifyError } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { MemberWarning } from '@afterwork/contracts/safety-words';

/** 'Mark all as read': the bell asks for its list again. */
export function useMarkNotificationsRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ marked: number }>(apiPaths.notificationsRead),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications(userId) }),
    onError: () => notifyError('Could not mark as read', 'Please try again.'),
  });
}

/** 'I have read this': the warning leaves the member's list. */
export function useReadWarning(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ ok: true }>(apiPaths.warningRead(id), {}),
    onSuccess: (_res, id) =>
      queryClient.setQueryData<MemberWarning[]>(queryKeys.users.warnings(userId ?? 0), (list) => (list ?? []).filter((w) => w.id !== id)),
    onError: (err) => notifyError('Not saved', errorText(err)),
  });
}
