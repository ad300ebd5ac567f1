import type { Knex } from 'knex';
import { createActivityRepository } from '../activities/activity-repository';

/**
 * Ends every session of a member (except `except`, the one making the request, when given) and resets their
 * lasting secrets: the private calendar-feed address stops working and a new one is made when next asked for.
 * Called by 'sign out everywhere', a password change and a password reset.
 *
 * Revocation wins over requests in flight: the member's `sessions_valid_after` moves to now, so a session issued
 * before it is refused when loaded even if a late save wrote to it; the kept session is re-issued at the same instant.
 * Pass a transaction to make it part of a larger change (a password reset); otherwise it runs in one of its own.
 * Answers how many sessions ended.
 */
export async function revokeSessions(db: Knex, memberId: number, opts: { except?: string } = {}): Promise<number> {
  const run = async (trx: Knex.Transaction): Promise<number> => {
    await trx('users').where({ id: memberId }).update({ sessions_valid_after: trx.fn.now() });
    const ended = await trx('sessions')
      .where({ user_id: memberId })
      .modify((q) => {
        if (opts.except) q.whereNot({ id: opts.except });
      })
      .delete()
      .returning('id');
    if (opts.except) await trx('sessions').where({ id: opts.except, user_id: memberId }).update({ created_at: trx.fn.now() });
    await createActivityRepository(trx).deleteFeedToken(memberId);
    return ended.length;
  };
  return (db as Knex.Transaction).isTransaction ? run(db as Knex.Transaction) : db.transaction(run);
}
