import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Activity, AttendeeStatus, CreateActivityData, CreateGroupData, MyRsvp, RsvpChoice } from '@afterwork/contracts/groups';
import type { CurrentUser } from '@afterwork/contracts/users';
import { ADMIN_ROLE } from '@afterwork/contracts/roles';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../http/errors';
import { toCount } from '../../db';
import { createListCache } from '../../db/list-cache';
import { createGroupsRepository, type ActivityAttendeeRow, type GroupActivityRow } from './repository';

export const GROUP_NOT_FOUND = 'Group not found';
export const ACTIVITY_NOT_FOUND = 'Activity not found';
export const USER_NOT_FOUND = 'User not found';
export const MSG = {
  joinForSomeoneElse: 'You can only join a group yourself.',
  joinAsAdmin: 'Joining makes you a member. Only a group admin can make someone an admin.',
  alreadyMember: 'You are already a member of this group.',
  notMember: 'This person is not a member of this group.',
  removeOther: 'Only the member themself or a group admin can remove a membership.',
  rsvpForSomeoneElse: 'You can only answer for yourself.',
  rsvpMembersOnly: 'Only members of this group can RSVP. Please join the group first.',
  rsvpPast: 'This activity has already taken place, so RSVPs are closed.',
  noRsvpYet: 'You have not answered this activity yet.',
  createActivity: 'Only group admins can create activities for this group.',
  ownListsOnly: 'You can only see your own groups and activities.',
  ownFeedOnly: 'You can only see your own calendar feed.',
} as const;

const isSiteAdmin = (user: CurrentUser) => user.role === ADMIN_ROLE;

export function createGroupsService(db: Knex) {
  const repo = createGroupsRepository(db);
  /**
   * The groups list, serialised per filter (whole list, search, type) once per version of the tables: 2,000
   * groups are read only after a change. Up to 200 filtered answers are kept.
   */
  const listBody = createListCache(db, 'groups', (filter: { search?: string; type?: string }) => repo.listGroups(filter), { maxKeys: 200 });

  async function requireGroup(id: number, q: Knex = db) {
    const group = await repo.findGroup(id, q);
    if (!group) throw notFound(GROUP_NOT_FOUND);
    return group;
  }

  /**
   * Fill free spots from the waitlist, first come first served (inside the locked transaction).
   * Returns the user ids promoted.
   */
  async function promoteFromWaitlist(trx: Knex.Transaction, activity: GroupActivityRow): Promise<number[]> {
    if (activity.max_attendees == null) {
      // No capacity: everyone waiting can go.
      const rows = await trx('activity_attendees')
        .where({ activity_id: activity.id, status: 'waitlisted' })
        .update({ status: 'going', queue_no: null, updated_at: trx.fn.now() })
        .returning('user_id');
      return rows.map((r: { user_id: number }) => r.user_id);
    }
    const going = toCount(await trx('activity_attendees').where({ activity_id: activity.id, status: 'going' }).count({ count: '*' }).first());
    const free = activity.max_attendees - going;
    if (free <= 0) return [];
    const next = await trx('activity_attendees')
      .where({ activity_id: activity.id, status: 'waitlisted' })
      .orderBy('queue_no', 'asc')
      .limit(free)
      .select('id', 'user_id');
    if (!next.length) return [];
    await trx('activity_attendees')
      .whereIn('id', next.map((r) => r.id))
      .update({ status: 'going', queue_no: null, updated_at: trx.fn.now() });
    return next.map((r) => r.user_id);
  }

  /**
   * The one RSVP path: one transaction, the activity row locked (SELECT ... FOR UPDATE), so concurrent
   * answers are serialised per activity and 'going' never exceeds maxAttendees; a full activity waitlists.
   */
  async function answer(user: CurrentUser, activityId: number, choice: RsvpChoice, mode: 'create' | 'update') {
    return db.transaction(async (trx) => {
      const activity = await trx('group_activities').where({ id: activityId }).forUpdate().first();
      if (!activity) throw notFound(ACTIVITY_NOT_FOUND);
      // One read after the lock (a new statement, so it sees every answer committed before we got the lock).
      const state = (
        await trx.raw(
          `select exists(select 1 from group_members where group_id = ? and user_id = ?) as is_member,
                  (select count(*) from activity_attendees where activity_id = ? and status = 'going') as going,
                  (select count(*) from activity_attendees where activity_id = ? and status = 'waitlisted') as waiting,
                  (select row_to_json(x) from activity_attendees x where x.activity_id = ? and x.user_id = ?) as existing`,
          [activity.group_id, user.id, activityId, activityId, activityId, user.id],
        )
      ).rows[0] as { is_member: boolean; going: number | string; waiting: number | string; existing: (Omit<ActivityAttendeeRow, 'registered_at'> & { registered_at: string }) | null };
      if (!state.is_member) throw forbidden(MSG.rsvpMembersOnly);
      if (new Date(activity.start_date).getTime() < Date.now()) throw conflict(MSG.rsvpPast);
      const existing = state.existing;
      if (mode === 'update' && !existing) throw notFound(MSG.noRsvpYet);

      let status: AttendeeStatus = choice;
      let queueNo: number | null = null;
      /** Known without another query when this answer joins the end of the waitlist. */
      let position: number | null = null;
      if (choice === 'going') {
        if (existing?.status === 'going') status = 'going';
        else if (existing?.status === 'waitlisted') {
          status = 'waitlisted';
          queueNo = existing.queue_no == null ? null : Number(existing.queue_no);
        } else if (activity.max_attendees != null && toCount(state.going) >= activity.max_attendees) {
          status = 'waitlisted';
          queueNo = -1; // taken from the sequence in the write below
          position = toCount(state.waiting) + 1;
        }
      }
      const queueValue = queueNo === -1 ? trx.raw(`nextval('activity_waitlist_seq')`) : queueNo;

      let row: ActivityAttendeeRow;
      if (existing) {
        [row] = await trx('activity_attendees')
          .where({ id: existing.id })
          .update({ status, queue_no: queueValue as number | null, updated_at: trx.fn.now() })
          .returning('*');
      } else {
        [row] = await trx('activity_attendees')
          .insert({ activity_id: activityId, user_id: user.id, status, queue_no: queueValue as number | null })
          .returning('*');
      }
      let promoted: number[] = [];
      if (existing?.status === 'going' && status !== 'going') promoted = await promoteFromWaitlist(trx, activity);
      const myRsvp: MyRsvp = {
        status: row.status,
        waitlistPosition: row.status === 'waitlisted' ? (position ?? (await repo.waitlistPosition(trx, activityId, row.queue_no))) : null,
      };
      return { created: !existing, promoted, rsvp: { id: row.id, activityId, userId: user.id, registeredAt: new Date(row.registered_at).toISOString(), ...myRsvp } };
    });
  }

  return {
    repo,
    listBody: (filter: { search?: string; type?: string }) => listBody({ search: filter.search || undefined, type: filter.type || undefined }),
    getGroup: (id: number) => requireGroup(id),

    async createGroup(user: CurrentUser, data: CreateGroupData) {
      const id = await db.transaction(async (trx) => {
        const [row] = await trx('groups')
          .insert({ name: data.name, description: data.description, type: data.type, location: data.location, image_url: data.imageUrl, created_by: user.id, member_count: 1 })
          .returning('id');
        const groupId = typeof row === 'object' ? (row as { id: number }).id : (row as number);
        await trx('group_members').insert({ group_id: groupId, user_id: user.id, role: 'admin' });
        return groupId;
      });
      return requireGroup(id);
    },

    async listMembers(groupId: number) {
      await requireGroup(groupId);
      return repo.listMembers(groupId);
    },

    async join(user: CurrentUser, groupId: number, body: { userId?: number; role?: string }) {
      if (body.userId !== undefined && body.userId !== user.id) throw forbidden(MSG.joinForSomeoneElse);
      if (body.role !== undefined && body.role !== 'member') throw forbidden(MSG.joinAsAdmin);
      return db.transaction(async (trx) => {
        const group = await trx('groups').where({ id: groupId }).forUpdate().first();
        if (!group) throw notFound(GROUP_NOT_FOUND);
        try {
          const [m] = await trx('group_members').insert({ group_id: groupId, user_id: user.id, role: 'member' }).returning('*');
          await repo.recountMembers(trx, groupId);
          return { id: m.id, groupId, userId: user.id, role: m.role, joinedAt: m.joined_at.toISOString(), name: user.name, avatar: user.avatar };
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict(MSG.alreadyMember);
          throw err;
        }
      });
    },

    /** Leave or remove: the member themself, a group admin or a site admin. Their upcoming RSVPs in the group go too. */
    async removeMember(user: CurrentUser, groupId: number, userId: number) {
      await db.transaction(async (trx) => {
        const group = await trx('groups').where({ id: groupId }).forUpdate().first();
        if (!group) throw notFound(GROUP_NOT_FOUND);
        if (userId !== user.id && !isSiteAdmin(user)) {
          const mine = await repo.findMembership(groupId, user.id, trx);
          if (mine?.role !== 'admin') throw forbidden(MSG.removeOther);
        }
        const deleted = await trx('group_members').where({ group_id: groupId, user_id: userId }).del();
        if (!deleted) throw notFound(MSG.notMember);
        await repo.recountMembers(trx, groupId);
        // Upcoming answers in this group are withdrawn; a freed spot goes to the waitlist.
        const upcoming = await trx('group_activities')
          .where({ group_id: groupId })
          .andWhere('start_date', '>=', trx.fn.now())
          .whereExists((q) => q.select(trx.raw('1')).from('activity_attendees as x').whereRaw('x.activity_id = group_activities.id').andWhere('x.user_id', userId))
          .orderBy('id')
          .forUpdate();
        for (const activity of upcoming) {
          const mine = await trx('activity_attendees').where({ activity_id: activity.id, user_id: userId }).first();
          await trx('activity_attendees').where({ activity_id: activity.id, user_id: userId }).del();
          if (mine?.status === 'going') await promoteFromWaitlist(trx, activity);
        }
      });
    },

    async listGroupActivities(user: CurrentUser | undefined, groupId: number): Promise<Activity[]> {
      await requireGroup(groupId);
      const list = await repo.listGroupActivities(groupId);
      const mine = user ? await repo.myRsvps(list.map((a) => a.id), user.id) : null;
      return list.map((a) => ({ ...a, myRsvp: mine ? (mine.get(a.id) ?? null) : null }));
    },

    async createActivity(user: CurrentUser, groupId: number, data: CreateActivityData) {
      await requireGroup(groupId);
      if (!isSiteAdmin(user)) {
        const m = await repo.findMembership(groupId, user.id);
        if (m?.role !== 'admin') throw forbidden(MSG.createActivity);
      }
      const [row] = await db('group_activities')
        .insert({
          group_id: groupId,
          title: data.title,
          description: data.description,
          location: data.location,
          is_virtual: data.isVirtual,
          meeting_link: data.isVirtual ? data.meetingLink : null,
          start_date: new Date(data.startDate),
          end_date: new Date(data.endDate),
          max_attendees: data.maxAttendees,
          created_by: user.id,
        })
        .returning('id');
      return this.getActivity(user, (row as { id: number }).id);
    },

    async getActivity(user: CurrentUser | undefined, id: number): Promise<Activity> {
      const a = await repo.findActivity(id);
      if (!a) throw notFound(ACTIVITY_NOT_FOUND);
      return { ...a, myRsvp: user ? await repo.myRsvp(id, user.id) : null };
    },

    async listAttendees(id: number) {
      const list = await repo.listAttendees(id);
      // Rows prove the activity exists: only an empty answer needs the 404 check.
      if (!list.length && !(await db('group_activities').where({ id }).first('id'))) throw notFound(ACTIVITY_NOT_FOUND);
      return list;
    },

    async rsvp(user: CurrentUser, activityId: number, body: { userId?: number; status: RsvpChoice }) {
      if (body.userId !== undefined && body.userId !== user.id) throw forbidden(MSG.rsvpForSomeoneElse);
      return answer(user, activityId, body.status, 'create');
    },

    async updateRsvp(user: CurrentUser, activityId: number, userId: number, status: RsvpChoice) {
      if (userId !== user.id) throw forbidden(MSG.rsvpForSomeoneElse);
      return answer(user, activityId, status, 'update');
    },

    async assertOwnOrAdmin(user: CurrentUser, userId: number) {
      if (userId !== user.id && !isSiteAdmin(user)) throw forbidden(MSG.ownListsOnly);
      if (userId !== user.id && !(await db('users').where({ id: userId }).first('id'))) throw notFound(USER_NOT_FOUND);
    },

    /** The member's private feed token (created on first ask). */
    async calendarFeedToken(user: CurrentUser, userId: number): Promise<string> {
      if (userId !== user.id) throw forbidden(MSG.ownFeedOnly);
      const existing = await db('calendar_feeds').where({ user_id: user.id }).first();
      if (existing) return existing.token;
      const token = randomBytes(24).toString('hex');
      await db('calendar_feeds').insert({ user_id: user.id, token }).onConflict('user_id').ignore();
      return (await db('calendar_feeds').where({ user_id: user.id }).first())!.token;
    },

    async feedActivities(token: string) {
      if (!/^[0-9a-f]{48}$/.test(token)) throw notFound('Calendar not found');
      const feed = await db('calendar_feeds').where({ token }).first();
      if (!feed) throw notFound('Calendar not found');
      return repo.listGoingActivities(feed.user_id);
    },
  };
}
export type GroupsService = ReturnType<typeof createGroupsService>;

