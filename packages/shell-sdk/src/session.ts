import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, SessionPing } from '@afterwork/contracts/users';
import { isAdmin } from '@afterwork/contracts/roles';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import { apiGetOr, apiRequest } from './api-client';

export const sessionQueryKey = queryKeys.session;

/** GET /api/user; a 401 means "nobody signed in", not an error. */
export const fetchCurrentUser = (): Promise<CurrentUser | null> => apiGetOr<CurrentUser, null>(apiPaths.user, null);

/** GET /api/auth/session-ping; a failure to parse counts as status 'error' (spec §8). */
export async function pingSession(): Promise<SessionPing['status']> {
  try {
    const ping = await apiRequest<SessionPing>(apiPaths.sessionPing);
    return ping.status ?? 'error';
  } catch {
    return 'error';
  }
}

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  user: CurrentUser | null;
  status: SessionStatus;
  isAdmin: boolean;
  /** Refetch the signed-in member (after sign-in, profile save...). */
  refresh: () => Promise<unknown>;
  /** Put a freshly returned user in place without a round trip. */
  setUser: (user: CurrentUser | null) => void;
}

/** The signed-in member, shared by the shell and every remote (one query cache, one React tree). */
export function useSession(): Session {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: fetchCurrentUser,
    staleTime: 30_000,
    retry: false,
  });
  const user = query.data ?? null;
  const status: SessionStatus = query.isPending ? 'loading' : user ? 'signed-in' : 'signed-out';
  return {
    user,
    status,
    isAdmin: isAdmin(user),
    refresh: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    setUser: (next) => queryClient.setQueryData(sessionQueryKey, next),
  };
}
