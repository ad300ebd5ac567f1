import type { Knex } from 'knex';
import type { Attendee, AttendeeStatus, MyRsvp } from '@afterwork/contracts/groups';
import { iso, preparedAs, toCount } from '../../db';
import { blockedEitherWay, shownAvatar } from '../../db/member-blocks';
import type { ActivityAttendeeRow } from './tables';
import type { CurrentUser } from '@afterwork/contracts/users';
import { isSiteAdmin } from '../../policies/actor';
import { visibleSql } from '../../policies/visibility';

/** The fields of an activity (an `activities` row, hosted by a group or a community) that the answer rules need. */
export interface AnswerableActivity {
  id: number;
  group_id: number | null;
  community_id: number | null;
  start_date: Date;
  max_attendees: number | null;
  /** How many guests one member may bring (issue 34). */
  guest_limit: number;
}

/** What the answer path reads after locking the activity, in one statement. */
export interface AnswerState {
  isMember: boolean;
  going: number;
  waiting: number;
  existing: (Omit<ActivityAttendeeRow, 'registered_at'> & { registered_at: string }) | null;
}

type AttendeeRow = Pick<ActivityAttendeeRow, 'id' | 'activity_id' | 'user_id' | 'status' | 'guests' | 'registered_at'> & { name: string; avatar: string | null; hidden_for_viewer: boolean };

/** Data access for answers (activity_attendees). Functions that take `q` run on the caller's transaction. */
export function createRsvpRepository(db: Knex) {
  /** 1-based place in the activity's waitlist of the attendee with this queue number. */
  const waitlistPosition = async (q: Knex, activityId: number, queueNo: number | null): Promise<number | null> => {
    if (queueNo == null) return null;
    const row = await q('activity_attendees')
      .where({ activity_id: activityId, status: 'waitlisted' })
      .andWhere('queue_no', '<=', queueNo)
      .count({ count: '*' })
      .first();
    return toCount(row);
  };

  return {
    waitlistPosition,

    /**
     * The activity row, locked FOR UPDATE until the transaction ends: answers to one activity queue up here. A hidden
     * activity (or one of a hidden group or community) is not found: nobody answers it (issue 32).
     */
    lockActivity: (trx: Knex.Transaction, activityId: number): Promise<AnswerableActivity | undefined> =>
      trx('activities')
        .where({ id: activityId })
        .whereRaw(visibleSql.activity())
        .forUpdate()
        .first('id', 'group_id', 'community_id', 'start_date', 'max_attendees', 'guest_limit'),

    /**
     * One read after the lock (a new statement, so it sees every answer committed before we got the lock). Membership
     * is of the activity's host: its group, or its community.
     */
    async answerState(trx: Knex.Transaction, activity: AnswerableActivity, userId: number): Promise<AnswerState> {
      const row = (
        await trx.raw(
          `select (exists(select 1 from group_members where group_id = ? and user_id = ?)
                   or exists(select 1 from community_members where community_id = ? and user_id = ?)) as is_member,
                  (select coalesce(sum(1 + guests), 0) from activity_attendees where activity_id = ? and status = 'going') as going,
                  (select count(*) from activity_attendees where activity_id = ? and status = 'waitlisted') as waiting,
                  (select row_to_json(x) from activity_attendees x where x.activity_id = ? and x.user_id = ?) as existing`,
          [activity.group_id, userId, activity.community_id, userId, activity.id, activity.id, activity.id, userId],
        )
      ).rows[0] as { is_member: boolean; going: number | string; waiting: number | string; existing: AnswerState['existing'] };
      return { isMember: !!row.is_member, going: toCount(row.going), waiting: toCount(row.waiting), existing: row.existing };
    },

    /** Writes an answer; `queue: 'new'` takes the next number of the waitlist sequence in the same statement. */
    async saveAnswer(
      trx: Knex.Transaction,
      answer: { existingId: number | null; activityId: number; userId: number; status: AttendeeStatus; guests: number; queue: { next: true } | { value: number | null } },
    ): Promise<ActivityAttendeeRow> {
      const queueNo = ('next' in answer.queue ? trx.raw(`nextval('activity_waitlist_seq')`) : answer.queue.value) as number | null;
      if (answer.existingId != null) {
        const [row] = await trx('activity_attendees')
          .where({ id: answer.existingId })
          .update({ status: answer.status, guests: answer.guests, queue_no: queueNo, updated_at: trx.fn.now() })
          .returning('*');
        return row as ActivityAttendeeRow;
      }
      const [row] = await trx('activity_attendees')
        .insert({ activity_id: answer.activityId, user_id: answer.userId, status: answer.status, guests: answer.guests, queue_no: queueNo })
        .returning('*');
      return row as ActivityAttendeeRow;
    },

    /** Removes a member's answer; answers its status before (undefined when there was none). */
    async deleteAnswer(trx: Knex.Transaction, activityId: number, userId: number): Promise<AttendeeStatus | undefined> {
      const [gone] = (await trx('activity_attendees').where({ activity_id: activityId, user_id: userId }).del().returning('status')) as Array<{ status: AttendeeStatus }>;
      return gone?.status;
    },

    /** Places taken: every 'going' answer with its guests. */
    countGoing: async (trx: Knex.Transaction, activityId: number): Promise<number> =>
      toCount(await trx('activity_attendees').where({ activity_id: activityId, status: 'going' }).first(trx.raw('coalesce(sum(1 + guests), 0) as count'))),

    /** The waitlist in queue order, each answer as a party (the member and their guests). */
    waitingParties: async (trx: Knex.Transaction, activityId: number): Promise<Array<{ id: number; user_id: number; party: number }>> =>
      (
        (await trx('activity_attendees')
          .where({ activity_id: activityId, status: 'waitlisted' })
          .orderBy('queue_no', 'asc')
          .select('id', 'user_id', trx.raw('1 + guests as party'))) as unknown as Array<{ id: number; user_id: number; party: number | string }>
      ).map((r) => ({ id: r.id, user_id: r.user_id, party: Number(r.party) })),

    /** Moves these waitlisted answers to going. */
    async promote(trx: Knex.Transaction, ids: number[]): Promise<void> {
      if (!ids.length) return;
      await trx('activity_attendees').whereIn('id', ids).update({ status: 'going', queue_no: null, updated_at: trx.fn.now() });
    },

    /** The member's answers to several activities in one query (activity id → answer; unanswered ones absent). */
    async myRsvps(activityIds: number[], userId: number, q: Knex = db): Promise<Map<number, MyRsvp>> {
      const out = new Map<number, MyRsvp>();
      if (!activityIds.length) return out;
      const rows = await q('activity_attendees').where('user_id', userId).whereIn('activity_id', activityIds).select('activity_id', 'status', 'queue_no', 'guests');
      for (const row of rows) {
        out.set(row.activity_id, {
          status: row.status,
          guests: row.guests ?? 0,
          waitlistPosition: row.status === 'waitlisted' ? await waitlistPosition(q, row.activity_id, row.queue_no) : null,
        });
      }
      return out;
    },

    async myRsvp(activityId: number, userId: number, q: Knex = db): Promise<MyRsvp | null> {
      const row = await q('activity_attendees').where({ activity_id: activityId, user_id: userId }).first();
      if (!row) return null;
      return { status: row.status, guests: row.guests ?? 0, waitlistPosition: row.status === 'waitlisted' ? await waitlistPosition(q, activityId, row.queue_no) : null };
    },

    /**
     * Everyone who answered an activity, waitlist in queue order, with their name and avatar as `viewerId` sees them
     * (nobody they block or who blocks them, issue 21; no picture of a member who shows only their name, issue 18;
     * waitlist places stay the real ones), together with what the authorisation needs, in one statement (issue 24
     * §3: it was three round trips, the host, the membership, then the list). No row: no such activity (404).
     * Otherwise `isMember` says whether the viewer belongs to the activity's group or community; the list is read
     * only for a member or when `asSiteAdmin`, and is empty otherwise (the caller refuses with 403).
     */
    async attendeesFor(activityId: number, viewer: CurrentUser): Promise<{ host: 'group' | 'community'; isMember: boolean; attendees: Attendee[] } | undefined> {
      const viewerId = viewer.id;
      const { rows } = await db.raw(
        `select a.group_id is not null as by_group, m.is_member,
                aa.id, aa.activity_id, aa.user_id, aa.status, aa.guests, aa.registered_at, users.name, ?, ? as hidden_for_viewer
           from activities a
          cross join lateral (
                select case when a.group_id is not null
                            then exists (select 1 from group_members gm where gm.group_id = a.group_id and gm.user_id = ?)
                            else exists (select 1 from community_members cm where cm.community_id = a.community_id and cm.user_id = ?)
                       end as is_member) m
           left join (activity_attendees aa join users on users.id = aa.user_id)
                  on aa.activity_id = a.id and (m.is_member or ?::boolean)
          where a.id = ? and ${visibleSql.activity('a')}
          order by aa.queue_no asc nulls first, aa.registered_at asc, aa.id asc`,
        [shownAvatar(db, viewer), blockedEitherWay(db, viewerId, 'users.id'), viewerId, viewerId, isSiteAdmin(viewer), activityId],
        // Planning this statement cost more than running it: prepared once per connection (bench:api 1,146 -> 2,121 req/s).
      ).options(preparedAs('attendees-for'));
      if (!rows.length) return undefined;
      const first = rows[0] as { by_group: boolean; is_member: boolean };
      // A viewer who may not see the list, or an activity nobody answered, gives one row without an answer.
      const answers = (rows as Array<AttendeeRow | { id: null }>).filter((r): r is AttendeeRow => r.id != null);
      return { host: first.by_group ? 'group' : 'community', isMember: first.is_member, attendees: shown(answers) };
    },
  };
}
export type RsvpRepository = ReturnType<typeof createRsvpRepository>;

/** Attendee rows in waitlist order to the list a viewer sees: waitlist places count everyone, then hidden ones go. */
function shown(rows: AttendeeRow[]): Attendee[] {
  let place = 0;
  return rows
    .map((r) => ({
      hidden: r.hidden_for_viewer,
      attendee: {
        id: r.id,
        activityId: r.activity_id,
        userId: r.user_id,
        status: r.status,
        guests: r.guests ?? 0,
        waitlistPosition: r.status === 'waitlisted' ? ++place : null,
        registeredAt: iso(r.registered_at)!,
        name: r.name,
        avatar: r.avatar,
      },
    }))
    .filter((r) => !r.hidden)
    .map((r) => r.attendee);
}
