import type { Knex } from 'knex';

/** The SQL of password recovery (issue 17): its tokens (only their SHA-256 is stored) and the new password. */
export function createPasswordResetRepository(db: Knex) {
  return {
    memberByEmail: (email: string): Promise<{ id: number; name: string; email: string; username: string } | undefined> =>
      db('users').whereRaw('lower(email) = lower(?)', [email]).first('id', 'name', 'email', 'username') as unknown as Promise<{ id: number; name: string; email: string; username: string } | undefined>,

    /** A new link's token; answers its id. */
    async insertToken(userId: number, hash: string, expiresAt: Date): Promise<string | number> {
      const [row] = (await db('password_reset_tokens').insert({ user_id: userId, token_hash: hash, expires_at: expiresAt }).returning('id')) as Array<{ id: string | number }>;
      return row!.id;
    },

    /** Spends an unused, unexpired token; answers whose (undefined: none such). */
    async spendToken(trx: Knex.Transaction, hash: string): Promise<number | undefined> {
      const spent = (await trx('password_reset_tokens')
        .where({ token_hash: hash })
        .whereNull('used_at')
        .where('expires_at', '>', trx.fn.now())
        .update({ used_at: trx.fn.now() })
        .returning('user_id')) as Array<{ user_id: number }>;
      return spent.length === 1 ? spent[0]!.user_id : undefined;
    },


    /** Sets the new password; answers the member (to tell them). */
    async setPassword(trx: Knex.Transaction, userId: number, passwordHash: string): Promise<{ id: number; name: string; email: string; username: string }> {
      await trx('users').where({ id: userId }).update({ password_hash: passwordHash, updated_at: trx.fn.now() }).returning('id');
      return (await trx('users').where({ id: userId }).first('id', 'name', 'email', 'username')) as { id: number; name: string; email: string; username: string };
    },
  };
}
