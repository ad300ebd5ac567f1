import type { Knex } from 'knex';
import { FORMER_MEMBER } from '@afterwork/contracts/safety';
import { distrustedBy } from '../../db/member-blocks';

/** A group the member belongs to, and what their leaving does to it. */
export interface GroupOfLeaver {
  id: number;
  name: string;
  /** The member is an organiser (group admin) of it. */
  isAdmin: boolean;
  /** Other organisers the group keeps. */
  otherAdmins: number;
  /** The longest-standing other member (who becomes the organiser when no other is left), if any. */
  successorId: number | null;
  successorName: string | null;
}

/** SQL for deleting a member's own account (issue 21). Functions taking `q` run on the caller's transaction. */
export function createDeletionRepository(db: Knex) {
  return {
    /**
     * The member's groups, with their other organisers and a successor for each (never a member they blocked or
     * reported, issue 31). `lock`: FOR UPDATE on the groups.
     */
    async groupsOf(userId: number, q: Knex = db, lock = false): Promise<GroupOfLeaver[]> {
      const { rows } = (await q.raw(
        `select g.id, g.name, mine.role = 'admin' as is_admin,
                (select count(*) from group_members o where o.group_id = g.id and o.user_id <> ? and o.role = 'admin')::int as other_admins,
                s.user_id as successor_id, su.name as successor_name
           from group_members mine
           join groups g on g.id = mine.group_id
           left join lateral (
             select o.user_id from group_members o where o.group_id = g.id and o.user_id <> ? and not ?
              order by case when o.role = 'admin' then 0 else 1 end, o.joined_at, o.id limit 1
           ) s on true
           left join users su on su.id = s.user_id
          where mine.user_id = ?
          order by g.id
          ${lock ? 'for update of g' : ''}`,
        [userId, userId, distrustedBy(q, userId, 'o.user_id'), userId],
      )) as { rows: Array<{ id: number; name: string; is_admin: boolean; other_admins: number; successor_id: number | null; successor_name: string | null }> };
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        isAdmin: r.is_admin,
        otherAdmins: Number(r.other_admins),
        successorId: r.successor_id,
        successorName: r.successor_name,
      }));
    },

    promoteToOrganiser: async (trx: Knex.Transaction, groupId: number, userId: number): Promise<void> => {
      await trx('group_members').where({ group_id: groupId, user_id: userId }).update({ role: 'admin' });
    },

    closeGroup: async (trx: Knex.Transaction, groupId: number): Promise<void> => {
      await trx('groups').where({ id: groupId }).delete();
    },

    /** Site admins, locked: two admins deleting themselves at once cannot both pass the 'last admin' check. */
    async lockSiteAdmins(trx: Knex.Transaction): Promise<number[]> {
      const rows = (await trx('users').join('roles', 'roles.id', 'users.role_id').where('roles.name', 'admin').forUpdate('users').select('users.id')) as Array<{ id: number }>;
      return rows.map((r) => r.id);
    },

    countSiteAdmins: async (): Promise<number> =>
      Number(((await db('users').join('roles', 'roles.id', 'users.role_id').where('roles.name', 'admin').count('* as n').first()) as unknown as { n: string | number }).n),

    /**
     * What others keep, anonymised: the audit log's entries by or about the member say 'Former member'; reports
     * about the member lose the copy of their profile and close. Their own reports stay, without them (FK).
     * Data that is theirs alone goes: mentor applications, the newsletter subscription of their address,
     * sign-in throttle counters keyed by their username.
     */
    async anonymiseAndPurge(trx: Knex.Transaction, user: { id: number; email: string; username: string }): Promise<void> {
      await trx('admin_audit_log').where({ actor_id: user.id }).update({ actor_name: FORMER_MEMBER });
      await trx('admin_audit_log').whereIn('target_type', ['user', 'member']).andWhere({ target_id: user.id }).update({ target_label: FORMER_MEMBER });
      await trx('reports')
        .where({ target_type: 'member', target_id: user.id })
        .update({ target_label: FORMER_MEMBER, snapshot: JSON.stringify({ name: FORMER_MEMBER }) });
      await trx('reports')
        .where({ target_type: 'member', target_id: user.id, status: 'open' })
        .update({ status: 'closed', resolution: 'account_deleted', resolved_at: trx.fn.now() });
      await trx('mentor_applications').where({ user_id: user.id }).delete();
      // Trusted helpers (issue 34): the relationships on both sides go with the account (FKs); what a departing
      // helper did stays on the member's list without her name; invitations sent to her address go.
      await trx('helper_actions').where({ helper_id: user.id }).update({ helper_name: FORMER_MEMBER, helper_id: null });
      await trx('helper_invitations').whereRaw('lower(email) = lower(?)', [user.email]).whereNull('used_at').delete();
      await trx('newsletter_subscriptions').whereRaw('lower(email) = lower(?)', [user.email]).delete();
      await trx('login_throttle').where({ key: `user:${user.username.trim().toLowerCase()}` }).delete();
    },

    /** Removes the member's row; memberships, answers, sessions, blocks and the calendar feed go with it (FKs). */
    deleteUser: async (trx: Knex.Transaction, userId: number): Promise<boolean> =>
      (await trx('users').where({ id: userId }).delete().returning('id')).length > 0,
  };
}
export type DeletionRepository = ReturnType<typeof createDeletionRepository>;
