import { useMutation } from '@tanstack/react-query';
import { api } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import type { CurrentUser } from '@afterwork/contracts/users';

/** Ask for a sign-in link: the answer's words are the same whether or not an account uses the address. */
export const useAskSignInLink = () =>
  useMutation({ mutationFn: (body: { email: string }) => api.post<{ message: string }>(apiPaths.signInLinkRequests, body) });

/** Spend the mailed link's token: the answer is the member, now signed in (the page hands them to the session). */
export const useSignInWithLink = () =>
  useMutation({
    mutationFn: async (body: { token: string; rememberMe: boolean }) => (await api.post<{ user: CurrentUser }>(apiPaths.signInLink, body)).user,
  });
