import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';

/** The API is out of reach: no answer at all, or a gateway/outage status. */
export function isOutage(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && [502, 503, 504].includes(error.status));
}

const RECHECK_MS = 5000;

/**
 * Watches every query of the site (the shell's and the remotes', one cache). When one fails because
 * the API cannot be reached, the site is 'offline' until /api/health answers again; then every
 * failed query is retried, so pages recover by themselves.
 */
export function useApiReachable(): boolean {
  const queryClient = useQueryClient();
  const [reachable, setReachable] = useState(true);

  useEffect(() => {
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.state.status === 'error' && isOutage(event.query.state.error)) setReachable(false);
    });
  }, [queryClient]);

  useEffect(() => {
    if (reachable) return;
    let cancelled = false;
    const timer = window.setInterval(async () => {
      if (await healthy()) {
        if (cancelled) return;
        setReachable(true);
        void refetchFailed(queryClient);
      }
    }, RECHECK_MS);
    const onOnline = async () => {
      if ((await healthy()) && !cancelled) {
        setReachable(true);
        void refetchFailed(queryClient);
      }
    };
    window.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [reachable, queryClient]);

  return reachable;
}

async function healthy(): Promise<boolean> {
  try {
    const res = await fetch(apiPaths.health, { cache: 'no-store', credentials: 'include' });
    return res.ok;
  } catch {
    return false;
  }
}

function refetchFailed(queryClient: QueryClient) {
  return queryClient.refetchQueries({ predicate: (q) => q.state.status === 'error' });
}
