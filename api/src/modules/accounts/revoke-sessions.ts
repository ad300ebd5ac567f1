import type { Knex } from 'knex';
import { spendUnusedLinks } from './link-repository';
import type { UsersRepository } from './repository';

/**
 * A member's lasting secrets besides their sessions, ended with them: the private calendar-feed address
 * (modules/activities), wired in src/compose.ts. Each runs in the revoking transaction.
 */
export type LastingSecrets = Array<(trx: Knex.Transaction, memberId: number) => Promise<void>>;

/**
 * Ends every session of a member (except `except`, the one making the request, when given) and resets their
 * lasting secrets: the private calendar-feed address stops working and a new one is made when next asked for, and
 * every unused link mailed to them (password reset, email confirmation: `spendUnusedLinks`) stops working.
 * Called by 'sign out everywhere', a password change, a password reset, a suspension and the account's deletion
 * (an email change spends the links alone: issue 32 finding 1).
 *
 * Revocation wins over requests in flight: the member's `sessions_valid_after` moves to now, so a session issued
 * before it is refused when loaded even if a late save wrote to it; the kept session is re-issued at the same instant.
 * Pass a transaction to make it part of a larger change (a password reset); otherwise it runs in one of its own.
 * Answers how many sessions ended.
 */
export function createSessionRevoker(deps: { db: Knex; users: Pick<UsersRepository, 'endSessions'>; secrets: LastingSecrets }) {
  return async function revokeSessions(db: Knex, memberId: number, opts: { except?: string } = {}): Promise<number> {
    const run = async (trx: Knex.Transaction): Promise<number> => {
      const ended = await deps.users.endSessions(trx, memberId, opts.except);
      await spendUnusedLinks(trx, memberId);
      for (const end of deps.secrets) await end(trx, memberId);
      return ended;
    };
    return (db as Knex.Transaction).isTransaction ? run(db as Knex.Transaction) : deps.db.transaction(run);
  };
}
export type RevokeSessions = ReturnType<typeof createSessionRevoker>;
