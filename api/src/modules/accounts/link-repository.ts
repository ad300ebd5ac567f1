import type { Knex } from 'knex';

/**
 * Every kind of single-use link mailed to a member (issue 32 finding 1): a password reset, an email confirmation and
 * a sign-in link (issue 33). Only the SHA-256 of each token is stored.
 */
export const MEMBER_LINK_TABLES = ['password_reset_tokens', 'email_confirmation_tokens', 'sign_in_link_tokens'] as const;

/** The links that are only a member's token and its lifetime (the email confirmation's also carry the address). */
export type PlainLinkTable = 'password_reset_tokens' | 'sign_in_link_tokens';

/**
 * Spends every unused link of the member at once, of every kind: afterwards none of them works. Runs on `q` (the
 * caller's transaction, so it holds exactly when the change that calls it commits).
 */
export async function spendUnusedLinks(q: Knex, memberId: number): Promise<void> {
  for (const table of MEMBER_LINK_TABLES) {
    await q(table).where({ user_id: memberId }).whereNull('used_at').update({ used_at: q.fn.now() });
  }
}

/** Stores a new link's token hash; answers its id. */
export async function insertLink(q: Knex, table: PlainLinkTable, link: { userId: number; hash: string; expiresAt: Date }): Promise<string | number> {
  const [row] = (await q(table).insert({ user_id: link.userId, token_hash: link.hash, expires_at: link.expiresAt }).returning('id')) as Array<{ id: string | number }>;
  return row!.id;
}

/** Spends an unused, unexpired link (one statement: two requests with one token cannot both win); answers whose. */
export async function spendLink(trx: Knex.Transaction, table: PlainLinkTable, hash: string): Promise<number | undefined> {
  const spent = (await trx(table)
    .where({ token_hash: hash })
    .whereNull('used_at')
    .where('expires_at', '>', trx.fn.now())
    .update({ used_at: trx.fn.now() })
    .returning('user_id')) as Array<{ user_id: number }>;
  return spent.length === 1 ? spent[0]!.user_id : undefined;
}
