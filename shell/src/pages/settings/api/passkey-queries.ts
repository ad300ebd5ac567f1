import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import type { Passkey } from '@afterwork/contracts/passkeys';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';

/** The member's passkeys (Settings → Passkeys). */
export const passkeysQuery = () => queryOptions({ queryKey: queryKeys.users.passkeys, queryFn: () => api.get<Passkey[]>(apiPaths.myPasskeys) });

/** Whether this browser can make passkeys (the card offers 'Add a passkey' only then). */
export const passkeysSupported = async (): Promise<boolean> => (await import('@simplewebauthn/browser')).browserSupportsWebAuthn();

/**
 * 'Add a passkey': the API's options (with a single-use challenge), this device's prompt (fingerprint, face or PIN),
 * then the answer and the member's name for the device back to the API.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const optionsJSON = await api.post<PublicKeyCredentialCreationOptionsJSON>(apiPaths.passkeyRegistrationOptions, {});
      const response = await startRegistration({ optionsJSON });
      return api.post<Passkey>(apiPaths.myPasskeys, { name, response });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.passkeys }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(apiPaths.myPasskey(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.passkeys }),
  });
}
