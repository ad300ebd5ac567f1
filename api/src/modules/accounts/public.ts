// The accounts module's public surface: what the app and other modules may import from it (named, never `export *`).
export { createAccountDeletion } from './account-deletion';
export { createDeletionRepository } from './deletion-repository';
export { createEmailConfirmation } from './email-confirmation';
export type { MemberAnswers } from './member-answers';
export { registerMemberRoutes } from './member-routes';
export { createMemberService } from './member-service';
export { accountsMigrations } from './migrations';
export { hashPassword } from './password';
export { createPasswordResetService } from './password-reset';
export { createUsersRepository, toCurrentUser, type UsersRepository } from './repository';
export { createSessionRevoker, type LastingSecrets, type RevokeSessions } from './revoke-sessions';
export { registerAccountsRoutes } from './routes';
export { DEMO_MEMBER, seedDemoAccounts, seedRoles } from './seed';
export { createAccountsService, TOO_MANY_EMAIL_CHANGES, TOO_MANY_REGISTRATIONS } from './service';
export { createSessionMiddleware, loadCurrentUser } from './session';
export { createSessionCache, type SessionCache } from './session-cache';
export { scheduleSessionPurge } from './session-purge';
export { createLoginThrottle } from './login-throttle';
