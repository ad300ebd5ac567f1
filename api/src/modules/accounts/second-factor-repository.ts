import type { Knex } from 'knex';

export interface TotpRow {
  user_id: number;
  secret: string;
  confirmed_at: Date | null;
  last_step: string | number | null;
}

/** The SQL of the site admins' second factor (issue 33 §3): the authenticator app's secret and the recovery codes. */
export function createSecondFactorRepository(db: Knex) {
  return {
    totpOf: (userId: number): Promise<TotpRow | undefined> =>
      db('totp_secrets').where({ user_id: userId }).first() as unknown as Promise<TotpRow | undefined>,

    /** A new, unconfirmed secret (replacing an unconfirmed one; a confirmed one is kept: answers false). */
    async putPending(userId: number, secret: string): Promise<boolean> {
      const rows = await db('totp_secrets')
        .insert({ user_id: userId, secret, confirmed_at: null, last_step: null })
        .onConflict('user_id')
        .merge({ secret, last_step: null, created_at: db.fn.now() })
        .where('totp_secrets.confirmed_at', null)
        .returning('user_id');
      return rows.length > 0;
    },

    /**
     * Records a code's time step as used, only when it is newer than the last one used (two requests with the same
     * code cannot both pass); confirms the secret with it when `confirm`.
     */
    async useStep(userId: number, step: number, confirm: boolean): Promise<boolean> {
      const q = db('totp_secrets')
        .where({ user_id: userId })
        .andWhere((w) => w.whereNull('last_step').orWhere('last_step', '<', step));
      if (confirm) q.whereNull('confirmed_at');
      else q.whereNotNull('confirmed_at');
      const rows = await q.update({ last_step: step, ...(confirm ? { confirmed_at: db.fn.now() } : {}) }).returning('user_id');
      return rows.length > 0;
    },

    async removeTotp(userId: number, trx: Knex = db): Promise<boolean> {
      const rows = await trx('totp_secrets').where({ user_id: userId }).delete().returning('user_id');
      await trx('recovery_codes').where({ user_id: userId }).delete();
      return rows.length > 0;
    },

    async replaceRecoveryCodes(userId: number, hashes: string[]): Promise<void> {
      await db.transaction(async (trx) => {
        await trx('recovery_codes').where({ user_id: userId }).delete();
        await trx('recovery_codes').insert(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
      });
    },

    /** Spends an unused recovery code of the member's; false when there is none by that hash. */
    async spendRecoveryCode(userId: number, hash: string): Promise<boolean> {
      const rows = await db('recovery_codes').where({ user_id: userId, code_hash: hash }).whereNull('used_at').update({ used_at: db.fn.now() }).returning('id');
      return rows.length > 0;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const row = (await db('recovery_codes').where({ user_id: userId }).whereNull('used_at').count({ n: '*' }).first()) as { n: string | number } | undefined;
      return Number(row?.n ?? 0);
    },

    async passkeyCount(userId: number): Promise<number> {
      const row = (await db('passkeys').where({ user_id: userId }).count({ n: '*' }).first()) as { n: string | number } | undefined;
      return Number(row?.n ?? 0);
    },

    /** Whether the member has any second factor: a confirmed app or a passkey. */
    async hasAny(userId: number): Promise<boolean> {
      const row = (await db
        .select(
          db.raw('exists (select 1 from totp_secrets where user_id = ? and confirmed_at is not null) as app', [userId]),
          db.raw('exists (select 1 from passkeys where user_id = ?) as passkey', [userId]),
        )
        .first()) as { app: boolean; passkey: boolean };
      return !!row.app || !!row.passkey;
    },
  };
}
export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;
