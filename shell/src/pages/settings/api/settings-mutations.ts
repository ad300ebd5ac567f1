import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@afterwork/ui/router';
import { api, errorText, notifyError, notifySuccess, sessionQueryKey } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { EmailConfirmationStatus, NotificationPreference } from '@afterwork/contracts/notification-kinds';
import type { DataExport } from '@afterwork/contracts/safety';
import { keepGoodbyeAddress } from '../../goodbye/public';
import type { ChangePasswordInput, PrivacySettings, PrivacySettingsInput } from '@afterwork/contracts/users';

/** Everything cached but the session (whose end the caller decides). */
const notTheSession = (q: { queryKey: readonly unknown[] }) => q.queryKey[0] !== sessionQueryKey[0];

export function useAskDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DataExport>(apiPaths.dataExports, {}),
    onSuccess: () => {
      notifySuccess('We are preparing your data', 'This usually takes under a minute. We will also email you when it is ready.');
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.dataExports });
    },
    onError: (err) => notifyError('Not started', errorText(err)),
  });
}

/**
 * Delete the account (issue 31, major 6): then a full page load of /goodbye, which names the address the
 * confirmation went to. A full load, not a navigation: the session, every cached answer and every store of the page
 * go with it, so nothing of hers stays on screen or in memory (clearing the session here would first send the
 * protected Settings page to sign-in).
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: { password: string; confirm: boolean }) => api.post<{ ok: true; email: string }>(apiPaths.accountDeletion, body),
    onSuccess: (res) => {
      keepGoodbyeAddress(res.email);
      window.location.assign('/goodbye');
    },
  });
}

export function useSavePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacySettingsInput) => api.patch<PrivacySettings>(apiPaths.myPrivacy, body),
    onSuccess: (next) => {
      queryClient.setQueryData(queryKeys.users.privacy, next);
      notifySuccess('Saved', 'Your privacy choices have been saved.');
    },
    onError: (err) => notifyError('Not saved', errorText(err)),
  });
}

/** Send the confirmation link again; the answer is the address's state. */
export function useResendConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<EmailConfirmationStatus>(apiPaths.myEmailConfirmation, {}),
    onSuccess: (next) => {
      queryClient.setQueryData(queryKeys.users.emailConfirmation, next);
      notifySuccess('Email sent', `We sent a new confirmation link to ${next.email}.`);
    },
    onError: (err) => notifyError('Not sent', errorText(err)),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => api.post<{ ok: true; otherSessionsSignedOut: number }>(apiPaths.changePassword, body),
  });
}

/** Sign out on every device, this one included: the session and every cached answer are forgotten, then sign-in. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>(apiPaths.signOutEverywhere),
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: notTheSession });
      notifySuccess('Signed out everywhere', 'You have been signed out on all your devices, including this one.');
      navigate('/auth', { replace: true });
    },
    onError: (err) => notifyError('Error', errorText(err)),
  });
}

export function useSaveNotificationPreference(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: string; email?: boolean; inSite?: boolean; emailDaily?: boolean; push?: boolean }) => api.patch<NotificationPreference[]>(apiPaths.notificationPreferences, body),
    onSuccess: (next) => {
      queryClient.setQueryData(queryKeys.notificationPreferences(userId), next);
      notifySuccess('Saved', 'Your notification choices have been saved.');
    },
    onError: (err) => notifyError('Not saved', errorText(err)),
  });
}
