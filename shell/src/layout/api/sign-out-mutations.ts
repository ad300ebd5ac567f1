import { apiPaths } from '@afterwork/contracts/paths';

/**
 * POST /api/logout with the browser's own fetch: the sign-out hook tells a network failure from a refusal (each has
 * its own words), which the SDK's client folds together. Rejects when the request could not be sent.
 */
export const postLogout = (): Promise<Response> =>
  fetch(apiPaths.logout, { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } });
