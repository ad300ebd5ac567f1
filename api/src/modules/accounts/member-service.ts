import type { Knex } from 'knex';
import { WRONG_CURRENT_PASSWORD, type ChangePasswordInput, type Connection, type CurrentUser } from '@afterwork/contracts/users';
import { badRequest } from '../../platform/errors';
import { hashPassword, verifyPassword } from './password';
import type { UsersRepository } from './repository';
import type { RevokeSessions } from './revoke-sessions';
import type { LoginThrottle } from './login-throttle';

export const SAME_PASSWORD = 'Please choose a new password that is different from your current one';

/** The member's own settings and connections (issue 9): change password, sign out everywhere, shared-group members. */
export function createMemberService(deps: {
  db: Knex;
  users: UsersRepository;
  /** Wrong current passwords count like failed sign-ins (same account key), so guessing is throttled the same way. */
  throttle: LoginThrottle;
  revokeSessions: RevokeSessions;
}) {
  const { db, users, throttle, revokeSessions } = deps;

  return {
    /** Needs the current password; every other session of the member is signed out and the calendar-feed address reset. Answers how many. */
    async changePassword(me: CurrentUser, data: ChangePasswordInput, ip: string, keepSessionId: string | undefined): Promise<number> {
      await throttle.assertAllowed(me.username, ip);
      const row = await users.findById(me.id);
      if (!row || !(await verifyPassword(row.password_hash, data.currentPassword))) {
        await throttle.recordFailure(me.username, ip);
        throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
      }
      if (data.newPassword === data.currentPassword) throw badRequest(SAME_PASSWORD, { newPassword: SAME_PASSWORD });
      await users.update(me.id, { password_hash: await hashPassword(data.newPassword) });
      await throttle.recordSuccess(me.username);
      return revokeSessions(db, me.id, { except: keepSessionId });
    },

    /** Signs the member out on every device (and resets the calendar-feed address); answers how many sessions ended. */
    signOutEverywhere: (me: CurrentUser): Promise<number> => revokeSessions(db, me.id),

    /** Members who share a group with the member. */
    connections: (me: CurrentUser): Promise<Connection[]> => users.connectionsOf(me),
  };
}
