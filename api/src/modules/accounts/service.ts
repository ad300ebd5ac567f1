import type { z } from 'zod';
import { EMAIL_CHANGE_NEEDS_PASSWORD, registerSchema, profileUpdateSchema, type CurrentUser, type PrivacySettings, type PublicUser } from '@afterwork/contracts/users';
import { badRequest, conflict, isUniqueViolation, notFound, unauthorized } from '../../platform/errors';
import { assertMayEditOwnProfile, assertMaySeeProfile, profileParts, USER_NOT_FOUND } from '../../policies/profiles';
import { assertNotSuspended } from '../../policies/actor';
import { hashPassword, verifyDummy, verifyPassword } from './password';
import { toCurrentUser, toPublicUser, type UsersRepository } from './repository';
import type { LoginThrottle } from './login-throttle';
import type { RateLimiter } from '../../platform/rate-limit';
import type { EmailConfirmation } from './email-confirmation';

export const USERNAME_TAKEN = 'That username is already taken';
export const EMAIL_TAKEN = 'An account with that email already exists';
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const TOO_MANY_REGISTRATIONS = 'Several accounts have just been created from your connection.';
export const TOO_MANY_EMAIL_CHANGES = 'You have tried to change your email address several times.';

type RegisterData = z.output<typeof registerSchema>;
type ProfileData = Partial<z.output<typeof profileUpdateSchema>>;

function uniqueConflict(err: { constraint?: string }): never {
  if (err.constraint?.includes('email')) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  throw conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
}

/**
 * `registrations` limits new accounts per client address (a registration refused for a taken username or email
 * does not count; the count is taken before the costly password hash, so a flood never reaches argon2).
 * `confirmation` (issue 17): a new member, and a member who changes their address, get a confirmation link; the
 * old address is told of a change.
 */
export function createAccountsService(
  users: UsersRepository,
  throttle: LoginThrottle,
  opts: { registrations?: RateLimiter; emailChanges?: RateLimiter; confirmation?: EmailConfirmation } = {},
) {

  return {
    users,

    /** `clientIp`: the address asking (counted against the registration limit); absent for the CLI. */
    async register(data: RegisterData, how: { role?: string; clientIp?: string; emailConfirmed?: boolean } = {}): Promise<CurrentUser> {
      if (await users.usernameTaken(data.username)) throw conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
      if (await users.emailTaken(data.email)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      if (how.clientIp !== undefined && opts.registrations) await opts.registrations.hit(`register:${how.clientIp}`);
      const passwordHash = await hashPassword(data.password);
      const roleId = how.role ? await users.roleIdByName(how.role) : undefined;
      try {
        const id = await users.insert({ ...data, passwordHash, roleId, emailConfirmed: how.emailConfirmed });
        const user = toCurrentUser((await users.findById(id))!);
        if (!how.emailConfirmed) await opts.confirmation?.sendLink(user);
        return user;
      } catch (err) {
        if (isUniqueViolation(err)) uniqueConflict(err);
        throw err;
      }
    },

    /**
     * Checks throttling, then the password. Throws 429 / 401. `login` is the username or the email address (issue 31:
     * usernames never contain '@'); the answer is the same whichever is unknown, and the account's failures count
     * under its username whichever she typed, so switching between the two gains no guesses.
     */
    async authenticate(login: string, password: string, ip: string): Promise<CurrentUser> {
      const user = login.includes('@') ? await users.findByEmail(login) : await users.findByUsername(login);
      const key = user ? user.username : login;
      await throttle.assertAllowed(key, ip);
      const ok = user ? await verifyPassword(user.password_hash, password) : await verifyDummy(password);
      if (!user || !ok) {
        await throttle.recordFailure(key, ip);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await throttle.recordSuccess(key);
      assertNotSuspended(user);
      return toCurrentUser(user);
    },

    async getCurrent(id: number): Promise<CurrentUser | undefined> {
      const u = await users.findById(id);
      return u ? toCurrentUser(u) : undefined;
    },

    /** Another member's profile as this viewer may see it (issue 18: as the member chose; issue 21: blocks). */
    async getPublicProfile(viewer: CurrentUser | undefined, id: number): Promise<PublicUser> {
      assertMaySeeProfile(viewer);
      const u = await users.findById(id);
      if (!u) throw notFound(USER_NOT_FOUND);
      const blocks = await users.blocksBetween(viewer.id, u.id);
      assertMaySeeProfile(viewer, blocks);
      const parts = await profileParts(viewer, { id: u.id, visibility: u.profile_visibility, showUsername: u.show_username }, () => users.detailsShown(viewer, u.id));
      return toPublicUser(u, parts, blocks.viewerBlocked);
    },

    /** The signed-in member's own privacy choices (issue 18). */
    async privacy(actor: CurrentUser | undefined): Promise<PrivacySettings> {
      assertMayEditOwnProfile(actor);
      const p = await users.privacy(actor.id);
      if (!p) throw notFound(USER_NOT_FOUND);
      return p;
    },

    async updatePrivacy(actor: CurrentUser | undefined, patch: Partial<PrivacySettings>): Promise<PrivacySettings> {
      assertMayEditOwnProfile(actor);
      await users.updatePrivacy(actor.id, patch);
      return (await users.privacy(actor.id))!;
    },

    async updateProfile(actor: CurrentUser | undefined, patch: ProfileData, ip = ''): Promise<CurrentUser> {
      assertMayEditOwnProfile(actor);
      // A new email address is where password resets would go: changing it asks for the password (issue 18). The
      // password comes first and attempts are limited per member (issue 32, finding 7): without it a taken and a free
      // address get the same answer, so nobody can ask which addresses have an account.
      if (patch.email !== undefined && patch.email.toLowerCase() !== actor.email.toLowerCase()) {
        await opts.emailChanges?.hit(`email-change:${actor.id}`);
        await throttle.assertAllowed(actor.username, ip);
        const row = await users.findById(actor.id);
        if (!patch.currentPassword || !row || !(await verifyPassword(row.password_hash, patch.currentPassword))) {
          if (patch.currentPassword) await throttle.recordFailure(actor.username, ip);
          throw badRequest(EMAIL_CHANGE_NEEDS_PASSWORD, { currentPassword: EMAIL_CHANGE_NEEDS_PASSWORD });
        }
        if (await users.emailTaken(patch.email, actor.id)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      }
      const update: Parameters<typeof users.update>[1] = {};
      if (patch.name !== undefined) update.name = patch.name;
      if (patch.email !== undefined) update.email = patch.email;
      for (const key of ['bio', 'location', 'profession'] as const) {
        if (patch[key] !== undefined) update[key] = patch[key] || null;
      }
      if (patch.avatar !== undefined) update.avatar = patch.avatar || null;
      if (patch.interests !== undefined) update.interests = patch.interests;
      try {
        await users.update(actor.id, update);
      } catch (err) {
        if (isUniqueViolation(err)) uniqueConflict(err);
        throw err;
      }
      const after = toCurrentUser((await users.findById(actor.id))!);
      if (after.email.toLowerCase() !== actor.email.toLowerCase()) await opts.confirmation?.addressChanged(after, actor.email);
      return after;
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
