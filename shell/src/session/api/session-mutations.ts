import { apiRequest } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import type { SessionPing } from '@afterwork/contracts/users';

/**
 * Ping the session (GET /api/session/ping): the server renews an idle session on it, and answers its lifetime. Not a
 * cached query on purpose: every call must reach the server (a cache, or a refetch on focus, would renew or not
 * renew the session behind the member's back).
 */
export const pingSession = () => apiRequest<SessionPing>(apiPaths.sessionPing);
