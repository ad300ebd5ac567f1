import type { Knex } from 'knex';
import { insertLink, spendLink } from './link-repository';

/** The SQL of password recovery (issue 17): its tokens (only their SHA-256 is stored) and the new password. */
export function createPasswordResetRepository(db: Knex) {
  return {
    memberByEmail: (email: string): Promise<{ id: number; name: string; email: string; username: string } | undefined> =>
      db('users').whereRaw('lower(email) = lower(?)', [email]).first('id', 'name', 'email', 'username') as unknown as Promise<{ id: number; name: string; email: string; username: string } | undefined>,

    /** A new link's token; answers its id. */
    insertToken: (userId: number, hash: string, expiresAt: Date): Promise<string | number> =>
      insertLink(db, 'password_reset_tokens', { userId, hash, expiresAt }),

    /** Spends an unused, unexpired token; answers whose (undefined: none such). */
    spendToken: (trx: Knex.Transaction, hash: string): Promise<number | undefined> => spendLink(trx, 'password_reset_tokens', hash),

    /** Sets the new password; answers the member (to tell them). */
    async setPassword(trx: Knex.Transaction, userId: number, passwordHash: string): Promise<{ id: number; name: string; email: string; username: string }> {
      await trx('users').where({ id: userId }).update({ password_hash: passwordHash, updated_at: trx.fn.now() }).returning('id');
      return (await trx('users').where({ id: userId }).first('id', 'name', 'email', 'username')) as { id: number; name: string; email: string; username: string };
    },
  };
}
