import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import type { CurrentUser } from '@afterwork/contracts/users';

/** Sign in (POST /api/auth/login): the answer is the member, whom the page then hands to the session. */
export const useSignIn = () =>
  useMutation({
    mutationFn: async (body: { username: string; password: string; rememberMe: boolean }) =>
      (await apiRequest<{ user: CurrentUser }>(apiPaths.authLogin, { method: 'POST', body })).user,
  });

/** Register (POST /api/register): the answer is the new member, already signed in. */
export const useRegister = () =>
  useMutation({
    mutationFn: (body: { name: string; email: string; username: string; password: string }) =>
      apiRequest<CurrentUser>(apiPaths.register, { method: 'POST', body }),
  });
