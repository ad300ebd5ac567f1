import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, sessionQueryKey } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';

/** Step 1: ask for a reset link; the answer's words are the same whether or not an account uses the address. */
export const useAskPasswordReset = () =>
  useMutation({ mutationFn: (body: { email: string }) => api.post<{ message: string }>(apiPaths.passwordResetRequests, body) });

/** Step 2: the new password with the mailed token. Every session of the member ends, this one included. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => api.post<{ message: string }>(apiPaths.passwordReset, body),
    onSuccess: () => queryClient.setQueryData(sessionQueryKey, null),
  });
}
