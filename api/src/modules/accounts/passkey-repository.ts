import type { Knex } from 'knex';

/** A stored passkey (the `passkeys` table). */
export interface PasskeyRow {
  id: number;
  user_id: number;
  name: string;
  credential_id: string;
  public_key: Buffer;
  counter: number;
  user_handle: string;
  transports: string[];
  created_at: Date;
  last_used_at: Date | null;
}

export type ChallengePurpose = 'registration' | 'authentication';

/** The SQL of passkeys (issue 33 §3): the members' credentials and the ceremonies' single-use challenges. */
export function createPasskeyRepository(db: Knex) {
  return {
    listOf: (userId: number): Promise<PasskeyRow[]> =>
      db('passkeys').where({ user_id: userId }).orderBy('created_at', 'asc').orderBy('id', 'asc').select('*') as unknown as Promise<PasskeyRow[]>,

    byCredentialId: (credentialId: string): Promise<PasskeyRow | undefined> =>
      db('passkeys').where({ credential_id: credentialId }).first() as unknown as Promise<PasskeyRow | undefined>,

    /** The random handle the member's authenticators know them by (undefined: no passkey yet). */
    async userHandleOf(userId: number): Promise<string | undefined> {
      const row = (await db('passkeys').where({ user_id: userId }).first('user_handle')) as { user_handle: string } | undefined;
      return row?.user_handle;
    },

    /** Adds a passkey; answers its id (a credential id already stored anywhere: a unique violation). */
    async insert(p: { userId: number; name: string; credentialId: string; publicKey: Uint8Array; counter: number; userHandle: string; transports: string[] }): Promise<number> {
      const [row] = (await db('passkeys')
        .insert({
          user_id: p.userId,
          name: p.name,
          credential_id: p.credentialId,
          public_key: Buffer.from(p.publicKey),
          counter: p.counter,
          user_handle: p.userHandle,
          transports: p.transports,
        })
        .returning('id')) as Array<{ id: number }>;
      return row!.id;
    },

    /**
     * Records a use: the new counter and when. Only if the stored counter is still the one checked (a second answer
     * verified at the same moment against the same counter loses); answers whether it was recorded.
     */
    async recordUse(id: number, checkedCounter: number, newCounter: number): Promise<boolean> {
      const updated = (await db('passkeys')
        .where({ id, counter: checkedCounter })
        .update({ counter: newCounter, last_used_at: db.fn.now() })
        .returning('id')) as unknown[];
      return updated.length === 1;
    },

    /** Removes one of the member's own passkeys; answers whether there was one. */
    async remove(userId: number, id: number): Promise<boolean> {
      const gone = (await db('passkeys').where({ id, user_id: userId }).delete().returning('id')) as unknown[];
      return gone.length === 1;
    },

    /** Stores a ceremony's challenge (and sweeps the expired ones). */
    async insertChallenge(c: { challenge: string; purpose: ChallengePurpose; userId: number | null; expiresAt: Date }): Promise<void> {
      await db('webauthn_challenges').where('expires_at', '<', db.fn.now()).delete();
      await db('webauthn_challenges').insert({ challenge: c.challenge, purpose: c.purpose, user_id: c.userId, expires_at: c.expiresAt });
    },

    /**
     * Spends a challenge (deletes it: single use) if it is unexpired, for this purpose and, for a registration, this
     * member's; answers whether it was.
     */
    async spendChallenge(challenge: string, purpose: ChallengePurpose, userId: number | null): Promise<boolean> {
      const gone = (await db('webauthn_challenges')
        .where({ challenge, purpose })
        .modify((q) => {
          if (userId === null) q.whereNull('user_id');
          else q.where({ user_id: userId });
        })
        .where('expires_at', '>', db.fn.now())
        .delete()
        .returning('id')) as unknown[];
      return gone.length === 1;
    },
  };
}
export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>;
