import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorText, notifyError, notifySuccess } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';

/**
 * Block or unblock a member (issue 21): the profile's Block button, Settings → Blocked members and the menu beside
 * every member name (issue 31). Every list of
 * members and attendees changes with a block, so the whole cache is refreshed.
 */
export function useBlockChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: number; block: boolean }) =>
      block ? api.post<{ message: string }>(apiPaths.blocks, { userId }) : api.delete<{ message: string }>(apiPaths.block(userId)),
    onSuccess: (res, { block }) => {
      notifySuccess(block ? 'Blocked' : 'Unblocked', res.message);
      void queryClient.invalidateQueries();
    },
    onError: (err, { block }) => notifyError(block ? 'Not blocked' : 'Not unblocked', errorText(err)),
  });
}
