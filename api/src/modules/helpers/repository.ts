import type { Knex } from 'knex';
import type { HelperGrant } from '@afterwork/contracts/helpers';

export interface HelperLink {
  member_id: number;
  helper_id: number;
  grants: HelperGrant[];
  created_at: Date;
}

/** The SQL of trusted helpers (issue 34 item 1): invitations (only the token's SHA-256), relationships, the action log. */
export function createHelpersRepository(db: Knex) {
  return {
    transaction: <T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> => db.transaction(work),

    /** The member's open invitation to this address is replaced (deleted) and the new one stored: answers its id. */
    async replaceInvitation(trx: Knex.Transaction, i: { memberId: number; email: string; hash: string; grants: HelperGrant[]; expiresAt: Date }): Promise<number> {
      await trx('helper_invitations').where({ member_id: i.memberId }).whereNull('used_at').whereRaw('lower(email) = lower(?)', [i.email]).delete().returning('id');
      const [row] = (await trx('helper_invitations')
        .insert({ member_id: i.memberId, email: i.email, token_hash: i.hash, grants: i.grants, expires_at: i.expiresAt })
        .returning('id')) as Array<{ id: number }>;
      return row!.id;
    },

    openInvitations: (memberId: number) =>
      db('helper_invitations').where({ member_id: memberId }).whereNull('used_at').where('expires_at', '>', db.fn.now()).orderBy('created_at', 'desc')
        .select('id', 'email', 'grants', 'expires_at') as unknown as Promise<Array<{ id: number; email: string; grants: HelperGrant[]; expires_at: Date }>>,

    /** Spends an unused, unexpired invitation (one statement: two requests with one token cannot both win). */
    async spendInvitation(trx: Knex.Transaction, hash: string): Promise<{ member_id: number; grants: HelperGrant[] } | undefined> {
      const [row] = (await trx('helper_invitations').where({ token_hash: hash }).whereNull('used_at').where('expires_at', '>', trx.fn.now())
        .update({ used_at: trx.fn.now() }).returning(['member_id', 'grants'])) as Array<{ member_id: number; grants: HelperGrant[] }>;
      return row;
    },

    /** Locks the two members' rows (in id order), so two acceptances cannot both pass a limit. */
    async lockMembers(trx: Knex.Transaction, ids: number[]): Promise<void> {
      await trx('users').whereIn('id', [...ids].sort((a, b) => a - b)).orderBy('id').forUpdate().select('id');
    },
    async countHelpers(memberId: number, q: Knex = db): Promise<number> {
      const [r] = (await q('member_helpers').where({ member_id: memberId }).count({ n: '*' })) as Array<{ n: string | number }>;
      return Number(r!.n);
    },
    async countHelped(helperId: number, q: Knex = db): Promise<number> {
      const [r] = (await q('member_helpers').where({ helper_id: helperId }).count({ n: '*' })) as Array<{ n: string | number }>;
      return Number(r!.n);
    },
    /** Adds the helper, or gives an existing one the new grants. */
    async upsertLink(trx: Knex.Transaction, memberId: number, helperId: number, grants: HelperGrant[]): Promise<void> {
      await trx.raw(
        `insert into member_helpers (member_id, helper_id, grants) values (?, ?, ?::text[])
         on conflict (member_id, helper_id) do update set grants = excluded.grants`,
        [memberId, helperId, grants],
      );
    },
    link: (memberId: number, helperId: number) =>
      db('member_helpers').where({ member_id: memberId, helper_id: helperId }).first('member_id', 'helper_id', 'grants', 'created_at') as unknown as Promise<HelperLink | undefined>,
    async removeLink(memberId: number, helperId: number): Promise<boolean> {
      const rows = await db('member_helpers').where({ member_id: memberId, helper_id: helperId }).delete().returning('id');
      return rows.length === 1;
    },
    helpersOf: (memberId: number) =>
      db('member_helpers as mh').join('users as u', 'u.id', 'mh.helper_id').where('mh.member_id', memberId).orderBy('mh.created_at')
        .select('u.id', 'u.name', 'mh.grants', 'mh.created_at') as unknown as Promise<Array<{ id: number; name: string; grants: HelperGrant[]; created_at: Date }>>,
    helpedBy: (helperId: number) =>
      db('member_helpers as mh').join('users as u', 'u.id', 'mh.member_id').where('mh.helper_id', helperId).orderBy('u.name')
        .select('u.id', 'u.name', 'mh.grants', 'mh.created_at') as unknown as Promise<Array<{ id: number; name: string; grants: HelperGrant[]; created_at: Date }>>,
    /** Helpers who get a copy of the member's reminders. */
    reminderCopiesFor: (memberIds: number[]) =>
      db('member_helpers as mh').join('users as u', 'u.id', 'mh.helper_id').whereIn('mh.member_id', memberIds).whereRaw(`'reminders' = any(mh.grants)`)
        .select('mh.member_id', 'u.id', 'u.name', 'u.email') as unknown as Promise<Array<{ member_id: number; id: number; name: string; email: string }>>,

    async recordAction(a: { memberId: number; helperId: number; helperName: string; method: string; path: string; what: string; link: string | null }): Promise<number> {
      const [row] = (await db('helper_actions')
        .insert({ member_id: a.memberId, helper_id: a.helperId, helper_name: a.helperName, method: a.method, path: a.path.slice(0, 300), what: a.what, link: a.link })
        .returning('id')) as Array<{ id: number }>;
      return row!.id;
    },
    actionsFor: (memberId: number, limit = 100) =>
      db('helper_actions').where({ member_id: memberId }).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit)
        .select('id', 'helper_name', 'what', 'link', 'created_at') as unknown as Promise<Array<{ id: number; helper_name: string; what: string; link: string | null; created_at: Date }>>,
    actionsBy: (helperId: number) =>
      db('helper_actions').where({ helper_id: helperId }).orderBy('created_at', 'desc')
        .select('member_id', 'what', 'created_at') as unknown as Promise<Array<{ member_id: number; what: string; created_at: Date }>>,

    /** Names for the action log's words. */
    activityTitle: async (id: number) => ((await db('activities').where({ id }).first('title')) as { title: string } | undefined)?.title,
    groupName: async (id: number) => ((await db('groups').where({ id }).first('name')) as { name: string } | undefined)?.name,
    communityName: async (id: number) => ((await db('communities').where({ id }).first('name')) as { name: string } | undefined)?.name,
  };
}
export type HelpersRepository = ReturnType<typeof createHelpersRepository>;
