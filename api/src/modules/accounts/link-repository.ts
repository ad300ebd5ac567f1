import type { Knex } from 'knex';

/**
 * Every kind of single-use link mailed to a member (issue 32 finding 1): a password reset, an email confirmation —
 * and a sign-in link, when one lands, goes in this list. Only the SHA-256 of each token is stored.
 */
export const MEMBER_LINK_TABLES = ['password_reset_tokens', 'email_confirmation_tokens'] as const;

/**
 * Spends every unused link of the member at once, of every kind: afterwards none of them works. Runs on `q` (the
 * caller's transaction, so it holds exactly when the change that calls it commits).
 */
export async function spendUnusedLinks(q: Knex, memberId: number): Promise<void> {
  for (const table of MEMBER_LINK_TABLES) {
    await q(table).where({ user_id: memberId }).whereNull('used_at').update({ used_at: q.fn.now() });
  }
}
