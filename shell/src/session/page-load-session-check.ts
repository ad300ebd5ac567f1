import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchCurrentUser, pingSession, sessionQueryKey } from '@afterwork/shell-sdk';

const FLAG_KEY = 'afterwork.sessionCheck';
const THROTTLE_MS = 5 * 60_000;

/**
 * Spec part 1 §4: on page load the current user is fetched; if none, a session check runs and the
 * user is refetched. The check is skipped if one was attempted in the last 5 minutes
 * (flag and timestamp in session storage).
 */
export function usePageLoadSessionCheck() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const user = await queryClient.fetchQuery({ queryKey: sessionQueryKey, queryFn: fetchCurrentUser, staleTime: 30_000 }).catch(() => null);
      if (user || cancelled) return;
      const last = Number(sessionStorage.getItem(FLAG_KEY) ?? 0);
      if (Date.now() - last < THROTTLE_MS) return;
      sessionStorage.setItem(FLAG_KEY, String(Date.now()));
      const status = await pingSession();
      if (status === 'active' && !cancelled) await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    })();
    return () => {
      cancelled = true;
    };
  }, [queryClient]);
}
