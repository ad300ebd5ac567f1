import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { apiRequest, isApiError } from './api-client';
import { pingSession } from './session';

/**
 * Generic data queries GET the path given as the first part of the query key (spec §7).
 * A 401 triggers one session ping, then one retry (spec §4).
 */
export async function fetchQueryKey({ queryKey, signal }: QueryFunctionContext): Promise<unknown> {
  const path = queryKey[0];
  if (typeof path !== 'string' || !path.startsWith('/')) throw new Error('Query key must start with an API path');
  try {
    return await apiRequest(path, { signal });
  } catch (err) {
    if (!isApiError(err, 401)) throw err;
    await pingSession();
    return apiRequest(path, { signal });
  }
}

/** Query defaults of spec part 1 §9: stale after 2 min, refetch on focus, back-off 1 s doubling to 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: fetchQueryKey,
        staleTime: 2 * 60_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: true,
        retry: (failureCount, err) => {
          if (isApiError(err) && err.status >= 400 && err.status < 500) return false;
          return failureCount < 2;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: {
        retry: (failureCount, err) => !isApiError(err) && failureCount < 1,
      },
    },
  });
}
