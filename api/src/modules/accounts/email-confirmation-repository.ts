import type { Knex } from 'knex';

/** The SQL of email confirmation (issue 17): its tokens (only their SHA-256 is stored) and the member's confirmed address. */
export function createEmailConfirmationRepository(db: Knex) {
  return {
    /** A new link's token for the member's current address; answers its id. */
    async insertToken(q: Knex, token: { userId: number; email: string; hash: string; expiresAt: Date }): Promise<string | number> {
      const [row] = (await q('email_confirmation_tokens')
        .insert({ user_id: token.userId, email: token.email, token_hash: token.hash, expires_at: token.expiresAt })
        .returning('id')) as Array<{ id: string | number }>;
      return row!.id;
    },

    /** Spends an unused, unexpired token; answers whose and for which address (undefined: none such). */
    async spendToken(trx: Knex.Transaction, hash: string): Promise<{ user_id: number; email: string } | undefined> {
      const spent = (await trx('email_confirmation_tokens')
        .where({ token_hash: hash })
        .whereNull('used_at')
        .where('expires_at', '>', trx.fn.now())
        .update({ used_at: trx.fn.now() })
        .returning(['user_id', 'email'])) as Array<{ user_id: number; email: string }>;
      return spent.length === 1 ? spent[0] : undefined;
    },

    /** Marks the address confirmed if it is still the member's; answers whether it was. */
    async confirmAddress(trx: Knex.Transaction, userId: number, email: string): Promise<boolean> {
      const updated = (await trx('users')
        .where({ id: userId })
        .whereRaw('lower(email) = lower(?)', [email])
        .update({ email_confirmed_at: trx.fn.now() })
        .returning('id')) as unknown[];
      return updated.length === 1;
    },

    /** The member's other links stop working. */
    async retireTokens(q: Knex, userId: number): Promise<void> {
      await q('email_confirmation_tokens').where({ user_id: userId }).whereNull('used_at').update({ used_at: q.fn.now() });
    },

    /** The member's address is unconfirmed again (it changed). */
    async unconfirm(q: Knex, userId: number): Promise<void> {
      await q('users').where({ id: userId }).update({ email_confirmed_at: null });
    },

    member: (userId: number): Promise<{ id: number; name: string; email: string; email_confirmed_at: Date | null }> =>
      db('users').where({ id: userId }).first('id', 'name', 'email', 'email_confirmed_at') as unknown as Promise<{ id: number; name: string; email: string; email_confirmed_at: Date | null }>,
  };
}
export type EmailConfirmationRepository = ReturnType<typeof createEmailConfirmationRepository>;
