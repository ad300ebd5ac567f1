// The accounts module's public surface: what the app and other modules may import from it (named, never `export *`).
export { registerMemberRoutes } from './member-routes';
export { hashPassword } from './password';
export { createUsersRepository, toCurrentUser } from './repository';
export { revokeSessions } from './revoke-sessions';
export { registerAccountsRoutes } from './routes';
export { createAccountsService } from './service';
export { createSessionMiddleware, loadCurrentUser } from './session';
export { createSessionCache, type SessionCache } from './session-cache';
export { scheduleSessionPurge } from './session-purge';
export { createLoginThrottle } from './throttle';
export { accountsMigrations } from './migrations';
export { DEMO_MEMBER, seedDemoAccounts, seedRoles } from './seed';
