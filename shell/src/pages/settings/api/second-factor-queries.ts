import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useSession } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { RecoveryCodes, SecondFactorState, TotpSetup } from '@afterwork/contracts/second-factor';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

/** A site admin's second factor (Settings → Second step for admin pages). */
export const secondFactorQuery = () =>
  queryOptions({ queryKey: queryKeys.users.secondFactor, queryFn: () => api.get<SecondFactorState>(apiPaths.mySecondFactor), staleTime: 0 });

/** After a good code or passkey the session's member has the admin powers again: the shell shows them at once. */
function useUnlocked() {
  const queryClient = useQueryClient();
  const { setUser } = useSession();
  return (user: CurrentUser) => {
    setUser(user);
    void queryClient.invalidateQueries({ queryKey: queryKeys.users.secondFactor });
  };
}

export const useStartTotp = () => useMutation({ mutationFn: () => api.post<TotpSetup>(apiPaths.secondFactorTotpSetup, {}) });

export function useConfirmTotp() {
  const unlocked = useUnlocked();
  return useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodes & { user: CurrentUser }>(apiPaths.secondFactorTotp, { code }),
    onSuccess: (res) => unlocked(res.user),
  });
}

export function useCheckCode() {
  const unlocked = useUnlocked();
  return useMutation({
    mutationFn: (code: string) => api.post<{ user: CurrentUser }>(apiPaths.secondFactorCheck, { code }),
    onSuccess: (res) => unlocked(res.user),
  });
}

/** 'Use my passkey': this device's prompt answers a fresh challenge; the API checks it is one of the admin's own. */
export function useCheckPasskey() {
  const unlocked = useUnlocked();
  return useMutation({
    mutationFn: async () => {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const optionsJSON = await api.post<PublicKeyCredentialRequestOptionsJSON>(apiPaths.passkeyAuthenticationOptions, {});
      const response = await startAuthentication({ optionsJSON });
      return api.post<{ user: CurrentUser }>(apiPaths.secondFactorPasskey, { response });
    },
    onSuccess: (res) => unlocked(res.user),
  });
}

export function useRemoveTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ ok: true }>(apiPaths.mySecondFactor),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.secondFactor }),
  });
}
