import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifySuccess, notifyError, sessionQueryKey } from '@afterwork/shell-sdk';
import { leavePage } from './leave-page';
import { postLogout } from './api/sign-out-mutations';

/** Set just before the full redirect; the shell reads it once after landing and shows the toast. */
export const SIGNED_OUT_FLAG = 'afterwork.signedOut';
export const AUTH_TOKEN_KEY = 'auth_token';

export const SIGN_OUT_FAILED = 'Failed to sign out. Please try again.';
export const SIGN_OUT_ERROR = 'An error occurred while signing out. Please try again.';

/**
 * Spec part 1 §4 and §8: POST /api/logout. Success removes the stored auth token, resets the session
 * and does a full redirect to /. A non-OK answer or a network error leaves the member signed in
 * and says so.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const signOut = useCallback(async () => {
    setPending(true);
    let res: Response;
    try {
      res = await postLogout();
    } catch {
      setPending(false);
      notifyError('Logout failed', SIGN_OUT_ERROR);
      return;
    }
    if (!res.ok) {
      setPending(false);
      notifyError('Logout failed', SIGN_OUT_FAILED);
      return;
    }
    try {
      localStorage.removeItem(AUTH_TOKEN_KEY);
      sessionStorage.setItem(SIGNED_OUT_FLAG, '1');
    } catch {
      /* storage disabled: the redirect still signs the page out */
    }
    queryClient.setQueryData(sessionQueryKey, null);
    // What the service worker kept for the offline page (issue 33 §2) leaves with the member, before the redirect.
    await globalThis.caches?.delete('afterwork-member').catch(() => false);
    leavePage('/');
  }, [queryClient]);
  return { signOut, pending };
}

/** After the redirect: 'Logged out' once, on the page the member lands on. */
export function showSignedOutNotice() {
  try {
    if (!sessionStorage.getItem(SIGNED_OUT_FLAG)) return;
    sessionStorage.removeItem(SIGNED_OUT_FLAG);
  } catch {
    return;
  }
  notifySuccess('Logged out', 'You have been successfully logged out.');
}
