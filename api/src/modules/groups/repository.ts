import type { Knex } from 'knex';
import type { Activity, Attendee, AttendeeStatus, Group, GroupMember, GroupMemberRole } from '@afterwork/contracts/groups';
import { iso, toCount } from '../../db';

export interface GroupRow {
  id: number;
  name: string;
  description: string;
  type: string;
  location: string | null;
  member_count: number;
  image_url: string | null;
  created_by: number | null;
  created_at: Date;
}
export interface GroupMemberRow {
  id: number;
  group_id: number;
  user_id: number;
  role: GroupMemberRole;
  joined_at: Date;
}
export interface GroupActivityRow {
  id: number;
  group_id: number;
  title: string;
  description: string;
  location: string | null;
  is_virtual: boolean;
  meeting_link: string | null;
  start_date: Date;
  end_date: Date | null;
  max_attendees: number | null;
  created_by: number | null;
  created_at: Date;
}
export interface ActivityAttendeeRow {
  id: number;
  activity_id: number;
  user_id: number;
  status: AttendeeStatus;
  queue_no: number | null;
  registered_at: Date;
  updated_at: Date;
}
export interface CalendarFeedRow {
  user_id: number;
  token: string;
  created_at: Date;
}

declare module 'knex/types/tables' {
  interface Tables {
    groups: GroupRow;
    group_members: GroupMemberRow;
    group_activities: GroupActivityRow;
    activity_attendees: ActivityAttendeeRow;
    calendar_feeds: CalendarFeedRow;
  }
}

type GroupWithCount = GroupRow & { activity_count: number | string };
type ActivityWithCounts = GroupActivityRow & {
  group_name: string;
  going_count: number | string;
  maybe_count: number | string;
  waitlist_count: number | string;
};

export const toGroup = (g: GroupWithCount): Group => ({
  id: g.id,
  name: g.name,
  description: g.description,
  type: g.type,
  location: g.location,
  memberCount: g.member_count,
  activityCount: toCount(g.activity_count),
  imageUrl: g.image_url,
  createdBy: g.created_by,
  createdAt: iso(g.created_at)!,
});

export const toActivity = (a: ActivityWithCounts): Omit<Activity, 'myRsvp'> => ({
  id: a.id,
  groupId: a.group_id,
  groupName: a.group_name,
  title: a.title,
  description: a.description,
  location: a.location,
  isVirtual: !!a.is_virtual,
  meetingLink: a.meeting_link,
  startDate: iso(a.start_date)!,
  endDate: iso(a.end_date),
  maxAttendees: a.max_attendees,
  createdBy: a.created_by,
  createdAt: iso(a.created_at)!,
  goingCount: toCount(a.going_count),
  maybeCount: toCount(a.maybe_count),
  waitlistCount: toCount(a.waitlist_count),
});

/** Escape LIKE wildcards so a search for "50%" means the text "50%". */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createGroupsRepository(db: Knex) {
  const groupBase = (q: Knex = db) =>
    q('groups').select(
      'groups.*',
      q.raw('(select count(*) from group_activities ga where ga.group_id = groups.id) as activity_count'),
    ) as unknown as Knex.QueryBuilder<GroupWithCount, GroupWithCount[]>;

  // One pass over the activity's RSVPs (index on activity_id, status) for the three counts, instead of three
  // correlated count subqueries per activity.
  const activityBase = (q: Knex = db) =>
    q('group_activities')
      .join('groups', 'groups.id', 'group_activities.group_id')
      .joinRaw(
        `left join lateral (select count(*) filter (where x.status = 'going') as going_count,
                                   count(*) filter (where x.status = 'maybe') as maybe_count,
                                   count(*) filter (where x.status = 'waitlisted') as waitlist_count
                            from activity_attendees x where x.activity_id = group_activities.id) rsvp_counts on true`,
      )
      .select(
        'group_activities.*',
        'groups.name as group_name',
        'rsvp_counts.going_count',
        'rsvp_counts.maybe_count',
        'rsvp_counts.waitlist_count',
      ) as unknown as Knex.QueryBuilder<ActivityWithCounts, ActivityWithCounts[]>;

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
    async listGroups(filter: { search?: string; type?: string }): Promise<Group[]> {
      const q = groupBase();
      if (filter.type) q.where('groups.type', filter.type);
      if (filter.search) {
        const p = likePattern(filter.search);
        q.where((w) =>
          w
            .whereRaw(`groups.name ilike ? escape '\\'`, [p])
            .orWhereRaw(`groups.description ilike ? escape '\\'`, [p])
            .orWhereRaw(`groups.location ilike ? escape '\\'`, [p]),
        );
      }
      return (await q.orderBy([{ column: 'groups.created_at', order: 'desc' }, { column: 'groups.id', order: 'desc' }])).map(toGroup);
    },
    async findGroup(id: number, q: Knex = db): Promise<Group | undefined> {
      const row = await groupBase(q).where('groups.id', id).first();
      return row ? toGroup(row) : undefined;
    },
    async listUserGroups(userId: number) {
      const rows = (await groupBase()
        .join('group_members as gm', 'gm.group_id', 'groups.id')
        .where('gm.user_id', userId)
        .select('gm.role as member_role', 'gm.joined_at as member_joined_at')
        .orderBy('gm.joined_at', 'desc')) as Array<GroupWithCount & { member_role: GroupMemberRole; member_joined_at: Date }>;
      return rows.map((r) => ({ ...toGroup(r), role: r.member_role, joinedAt: iso(r.member_joined_at)! }));
    },
    async listMembers(groupId: number): Promise<GroupMember[]> {
      const rows = await db('group_members')
        .join('users', 'users.id', 'group_members.user_id')
        .where('group_members.group_id', groupId)
        .select('group_members.*', 'users.name', 'users.avatar')
        .orderByRaw(`case when group_members.role = 'admin' then 0 else 1 end`)
        .orderBy([{ column: 'group_members.joined_at', order: 'asc' }, { column: 'group_members.id', order: 'asc' }]);
      return rows.map((m: GroupMemberRow & { name: string; avatar: string | null }) => ({
        id: m.id,
        groupId: m.group_id,
        userId: m.user_id,
        role: m.role,
        joinedAt: iso(m.joined_at)!,
        name: m.name,
        avatar: m.avatar,
      }));
    },
    findMembership: (groupId: number, userId: number, q: Knex = db): Promise<GroupMemberRow | undefined> =>
      q('group_members').where({ group_id: groupId, user_id: userId }).first(),
    /** Recount a group's members (inside the transaction that changed them). */
    async recountMembers(q: Knex, groupId: number): Promise<void> {
      await q.raw('update groups set member_count = (select count(*) from group_members where group_id = ?) where id = ?', [groupId, groupId]);
    },

    async listGroupActivities(groupId: number) {
      return (await activityBase().where('group_activities.group_id', groupId).orderBy('group_activities.start_date', 'asc')).map(toActivity);
    },
    async findActivity(id: number, q: Knex = db) {
      const row = await activityBase(q).where('group_activities.id', id).first();
      return row ? toActivity(row) : undefined;
    },
    /** The member's answers to several activities in one query (activity id → answer; unanswered ones absent). */
    async myRsvps(activityIds: number[], userId: number, q: Knex = db): Promise<Map<number, { status: AttendeeStatus; waitlistPosition: number | null }>> {
      const out = new Map<number, { status: AttendeeStatus; waitlistPosition: number | null }>();
      if (!activityIds.length) return out;
      const rows = await q('activity_attendees').where('user_id', userId).whereIn('activity_id', activityIds).select('activity_id', 'status', 'queue_no');
      for (const row of rows) {
        out.set(row.activity_id, {
          status: row.status,
          waitlistPosition: row.status === 'waitlisted' ? await waitlistPosition(q, row.activity_id, row.queue_no) : null,
        });
      }
      return out;
    },
    async myRsvp(activityId: number, userId: number, q: Knex = db) {
      const row = await q('activity_attendees').where({ activity_id: activityId, user_id: userId }).first();
      if (!row) return null;
      return { status: row.status, waitlistPosition: row.status === 'waitlisted' ? await waitlistPosition(q, activityId, row.queue_no) : null };
    },
    async listAttendees(activityId: number): Promise<Attendee[]> {
      const rows = await db('activity_attendees')
        .join('users', 'users.id', 'activity_attendees.user_id')
        .where('activity_attendees.activity_id', activityId)
        .select('activity_attendees.*', 'users.name', 'users.avatar')
        .orderByRaw('activity_attendees.queue_no asc nulls first')
        .orderBy([{ column: 'activity_attendees.registered_at', order: 'asc' }, { column: 'activity_attendees.id', order: 'asc' }]);
      let place = 0;
      return rows.map((r: ActivityAttendeeRow & { name: string; avatar: string | null }) => ({
        id: r.id,
        activityId: r.activity_id,
        userId: r.user_id,
        status: r.status,
        waitlistPosition: r.status === 'waitlisted' ? ++place : null,
        registeredAt: iso(r.registered_at)!,
        name: r.name,
        avatar: r.avatar,
      }));
    },
    async listUserActivities(userId: number) {
      const rows = (await activityBase()
        .join('activity_attendees as me', 'me.activity_id', 'group_activities.id')
        .where('me.user_id', userId)
        .select('me.status as my_status', 'me.queue_no as my_queue_no')
        .orderBy('group_activities.start_date', 'asc')) as Array<ActivityWithCounts & { my_status: AttendeeStatus; my_queue_no: number | null }>;
      const out = [];
      for (const r of rows) {
        const position = r.my_status === 'waitlisted' ? await waitlistPosition(db, r.id, r.my_queue_no) : null;
        out.push({ ...toActivity(r), myRsvp: { status: r.my_status, waitlistPosition: position }, status: r.my_status, waitlistPosition: position });
      }
      return out;
    },
    /** Activities a member is going to (their calendar feed). */
    async listGoingActivities(userId: number) {
      return (await activityBase()
        .join('activity_attendees as me', 'me.activity_id', 'group_activities.id')
        .where({ 'me.user_id': userId, 'me.status': 'going' })
        .orderBy('group_activities.start_date', 'asc')).map(toActivity);
    },
    waitlistPosition,
  };
}
export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
