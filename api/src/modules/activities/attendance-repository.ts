import type { Knex } from 'knex';
import type { OrganiserStanding } from '../../policies/groups';
import { toCount } from '../../db';
import { visibleSql } from '../../policies/visibility';

/** An activity as the attendance list needs it, with the asking member's standing in its host. */
export interface AttendanceActivity {
  id: number;
  group_id: number | null;
  community_id: number | null;
  title: string;
  start_date: Date;
  end_date: Date | null;
  time_zone: string;
}

/** A person on the list before the ticks: an answer 'going', or a walk-in (a tick without one). */
export interface ListedRow {
  user_id: number;
  name: string;
  guests: number;
  walk_in: boolean;
}

/** Data access for who came (issue 34 §3): `activity_attendance`, one row per person ticked. */
export function createAttendanceRepository(db: Knex) {
  /** Members of the activity's host (its group or its community), as a where-exists on `userCol`. */
  const hostMemberSql = (a: AttendanceActivity, userCol: string) =>
    a.group_id != null
      ? db.raw(`exists (select 1 from group_members hm where hm.group_id = ? and hm.user_id = ${userCol})`, [a.group_id])
      : db.raw(`exists (select 1 from community_members hm where hm.community_id = ? and hm.user_id = ${userCol})`, [a.community_id]);

  return {
    /** The activity (not hidden) and the member's standing in its host, in one statement. */
    async activityFor(activityId: number, userId: number, q: Knex = db): Promise<{ activity: AttendanceActivity; standing: OrganiserStanding } | undefined> {
      const { rows } = await q.raw(
        `select a.id, a.group_id, a.community_id, a.title, a.start_date, a.end_date, a.time_zone,
                (select gm.role from group_members gm where gm.group_id = a.group_id and gm.user_id = ?) as group_role,
                exists (select 1 from community_leads cl where cl.community_id = a.community_id and cl.user_id = ?) as community_lead
           from activities a
          where a.id = ? and ${visibleSql.activity('a')}`,
        [userId, userId, activityId],
      );
      const r = rows[0] as (AttendanceActivity & { group_role: string | null; community_lead: boolean }) | undefined;
      if (!r) return undefined;
      const { group_role, community_lead, ...activity } = r;
      return { activity, standing: { groupRole: group_role, communityLead: !!community_lead } };
    },

    /** Locks the activity's row (the answers' lock): ticks wait for an answer being changed, and the other way round. */
    lock: async (trx: Knex.Transaction, activityId: number): Promise<void> => {
      await trx('activities').where({ id: activityId }).forUpdate().first('id');
    },

    /** Who is on the list: the answers 'going' (with their guests) and the walk-ins, by name. */
    async listed(activityId: number, q: Knex = db): Promise<ListedRow[]> {
      const { rows } = await q.raw(
        `select aa.user_id, u.name, aa.guests, false as walk_in
           from activity_attendees aa join users u on u.id = aa.user_id
          where aa.activity_id = ? and aa.status = 'going'
         union all
         select t.user_id, u.name, 0, true
           from activity_attendance t join users u on u.id = t.user_id
          where t.activity_id = ? and t.guest_no = 0 and t.walk_in
            and not exists (select 1 from activity_attendees aa where aa.activity_id = t.activity_id and aa.user_id = t.user_id and aa.status = 'going')
          order by 2, 1`,
        [activityId, activityId],
      );
      return (rows as ListedRow[]).map((r) => ({ ...r, guests: Number(r.guests) }));
    },

    /** Every tick of the activity. */
    ticks: async (activityId: number, q: Knex = db): Promise<Array<{ user_id: number; guest_no: number }>> =>
      q('activity_attendance').where({ activity_id: activityId }).select('user_id', 'guest_no'),

    /** Members of the host not on the list (for 'Add someone who came'), by name; at most `limit`. */
    async others(a: AttendanceActivity, limit: number, q: Knex = db): Promise<Array<{ userId: number; name: string }>> {
      const [table, column, id] = a.group_id != null ? ['group_members', 'group_id', a.group_id] : ['community_members', 'community_id', a.community_id];
      const rows = await q(`${table} as m`)
        .join('users as u', 'u.id', 'm.user_id')
        .where(`m.${column}`, id)
        .whereNotExists((s) => s.select(q.raw('1')).from('activity_attendees as aa').whereRaw('aa.activity_id = ? and aa.user_id = m.user_id', [a.id]).andWhere('aa.status', 'going'))
        .whereNotExists((s) => s.select(q.raw('1')).from('activity_attendance as t').whereRaw('t.activity_id = ? and t.user_id = m.user_id', [a.id]))
        .orderBy('u.name')
        .limit(limit)
        .select('u.id as userId', 'u.name');
      return rows as Array<{ userId: number; name: string }>;
    },

    /** For these members: their answer to the activity (status and guests) and whether they belong to its host. */
    async standingsOf(trx: Knex.Transaction, a: AttendanceActivity, userIds: number[]): Promise<Map<number, { status: string | null; guests: number; hostMember: boolean }>> {
      const { rows } = await trx.raw(
        `select u.id as user_id, aa.status, coalesce(aa.guests, 0) as guests, ${hostMemberSql(a, 'u.id').toString()} as host_member
           from users u left join activity_attendees aa on aa.activity_id = ? and aa.user_id = u.id
          where u.id = any(?::int[])`,
        [a.id, userIds],
      );
      return new Map(
        (rows as Array<{ user_id: number; status: string | null; guests: number | string; host_member: boolean }>).map((r) => [
          r.user_id,
          { status: r.status, guests: Number(r.guests), hostMember: !!r.host_member },
        ]),
      );
    },

    /** A tick: idempotent (the primary key), so one sent twice is one row. */
    async tick(trx: Knex.Transaction, row: { activityId: number; userId: number; guestNo: number; walkIn: boolean; markedBy: number }): Promise<void> {
      await trx('activity_attendance')
        .insert({ activity_id: row.activityId, user_id: row.userId, guest_no: row.guestNo, walk_in: row.walkIn, marked_by: row.markedBy })
        .onConflict(['activity_id', 'user_id', 'guest_no'])
        .ignore();
    },

    /** Takes a tick back (nothing to do when there is none). A walk-in's own tick takes their guests' with it. */
    async untick(trx: Knex.Transaction, activityId: number, userId: number, guestNo: number): Promise<void> {
      await trx('activity_attendance').where({ activity_id: activityId, user_id: userId, guest_no: guestNo }).delete();
    },

    /** How many activities (starting in [from, to)) the member was ticked as having come to. */
    cameBetween: async (userId: number, from: Date, to: Date, q: Knex = db): Promise<number> =>
      toCount(
        await q('activity_attendance as t')
          .join('activities as a', 'a.id', 't.activity_id')
          .where({ 't.user_id': userId, 't.guest_no': 0 })
          .andWhere('a.start_date', '>=', from)
          .andWhere('a.start_date', '<', to)
          .countDistinct({ count: 't.activity_id' })
          .first(),
      ),
  };
}
export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
