import { api } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

/** @simplewebauthn/browser, fetched with the sign-in page's first passkey step, not with the shell. */
const webauthn = () => import('@simplewebauthn/browser');

export const PASSKEY_STOPPED = 'Signing in with a passkey was stopped, or this device has no passkey for Afterwork. Please try again, or sign in with your password.';

/** Whether this browser can use passkeys at all (the button shows only then). */
export const passkeysSupported = async (): Promise<boolean> => (await webauthn()).browserSupportsWebAuthn();

/** Thrown by the autofill ceremony when another started (the button) or the page left: nothing to tell. */
export const isCeremonyAborted = (err: unknown): boolean =>
  err instanceof Error && (err.name === 'AbortError' || (err as { code?: string }).code === 'ERROR_CEREMONY_ABORTED');

/**
 * Signs in with a passkey: a challenge from the API, the browser's prompt (or, with `autofill`, the passkeys offered
 * in the username field's suggestions: conditional mediation), then the signed answer to the API, which starts the
 * same session as a password. Answers the member; undefined when the browser offers no autofill.
 */
export async function signInWithPasskey(opts: { autofill?: boolean; rememberMe: () => boolean }): Promise<CurrentUser | undefined> {
  const { startAuthentication, browserSupportsWebAuthnAutofill } = await webauthn();
  if (opts.autofill && !(await browserSupportsWebAuthnAutofill())) return undefined;
  const optionsJSON = await api.post<PublicKeyCredentialRequestOptionsJSON>(apiPaths.passkeyAuthenticationOptions, {});
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: opts.autofill });
  return (await api.post<{ user: CurrentUser }>(apiPaths.passkeySignIn, { response, rememberMe: opts.rememberMe() })).user;
}

/** Ends a pending autofill ceremony (the page is leaving). */
export async function stopPasskeyAutofill(): Promise<void> {
  (await webauthn()).WebAuthnAbortService.cancelCeremony();
}
