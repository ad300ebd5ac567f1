import type { Knex } from 'knex';
import type { Activity, AttendeeStatus, CreateActivityData, RepeatFrequency } from '@afterwork/contracts/groups';
import { zoneForLocation } from '@afterwork/contracts/time-zones';
import { iso, toCount } from '../../db';
import type { ActivityRow } from './tables';
import { visibleSql } from '../../policies/visibility';

type ActivityWithCounts = ActivityRow & {
  group_name: string | null;
  community_name: string | null;
  going_count: number | string;
  maybe_count: number | string;
  waitlist_count: number | string;
  series_frequency: RepeatFrequency | null;
  series_count: number | null;
  series_until: string | null;
};

/** An activity as answered, before the asking member's own answer is added. */
export type ActivityCore = Omit<Activity, 'myRsvp'>;

/** Who hosts an activity: a group or a community (one activities model, issue 20). */
export type ActivityHost = { groupId: number } | { communityId: number };
const hostColumns = (host: ActivityHost) => ('groupId' in host ? { group_id: host.groupId } : { community_id: host.communityId });


const toActivity = (a: ActivityWithCounts): ActivityCore => ({
  id: a.id,
  groupId: a.group_id,
  groupName: a.group_name,
  communityId: a.community_id,
  communityName: a.community_name,
  title: a.title,
  description: a.description,
  location: a.location,
  isVirtual: !!a.is_virtual,
  meetingLink: a.meeting_link,
  startDate: iso(a.start_date)!,
  endDate: iso(a.end_date),
  timeZone: a.time_zone,
  repeat: a.series_id != null && a.series_frequency ? { seriesId: a.series_id, frequency: a.series_frequency, count: a.series_count, until: a.series_until } : null,
  maxAttendees: a.max_attendees,
  guestLimit: a.guest_limit ?? 2,
  image: a.image,
  createdBy: a.created_by,
  createdAt: iso(a.created_at)!,
  goingCount: toCount(a.going_count),
  maybeCount: toCount(a.maybe_count),
  waitlistCount: toCount(a.waitlist_count),
});

/** Data access for activities, a group's or a community's (and the calendar feeds that list them). */
export function createActivityRepository(db: Knex) {
  // One pass over the activity's RSVPs (index on activity_id, status) for the three counts, instead of three
  // correlated count subqueries per activity.
  const activityBase = (q: Knex = db) =>
    q('activities')
      .leftJoin('groups', 'groups.id', 'activities.group_id')
      .leftJoin('communities', 'communities.id', 'activities.community_id')
      .leftJoin('activity_series as series', 'series.id', 'activities.series_id')
      .joinRaw(
        `left join lateral (select coalesce(sum(1 + x.guests) filter (where x.status = 'going'), 0) as going_count,
                                   count(*) filter (where x.status = 'maybe') as maybe_count,
                                   count(*) filter (where x.status = 'waitlisted') as waitlist_count
                            from activity_attendees x where x.activity_id = activities.id) rsvp_counts on true`,
      )
      .select(
        'activities.*',
        'groups.name as group_name',
        'communities.name as community_name',
        'series.frequency as series_frequency',
        'series.count as series_count',
        'series.until_day as series_until',
        'rsvp_counts.going_count',
        'rsvp_counts.maybe_count',
        'rsvp_counts.waitlist_count',
      )
      // Hidden by a moderator (issue 21): the activity, or the group or community hosting it (policies/visibility.ts).
      .whereRaw(visibleSql.activity()) as unknown as Knex.QueryBuilder<ActivityWithCounts, ActivityWithCounts[]>;

  /** The zone of a host's location (its group's or community's): the default of its activities. */
  async function hostTimeZone(host: ActivityHost, q: Knex = db): Promise<string> {
    if ('groupId' in host) return zoneForLocation((await q('groups').where({ id: host.groupId }).first('location'))?.location);
    const c = (await q('communities').where({ id: host.communityId }).first('location', 'latitude', 'longitude')) as
      | { location: string | null; latitude: string | number; longitude: string | number }
      | undefined;
    return zoneForLocation(c?.location, c ? { lat: Number(c.latitude), lng: Number(c.longitude) } : null);
  }

  return {
    async listGroupActivities(groupId: number): Promise<ActivityCore[]> {
      return (await activityBase().where('activities.group_id', groupId).orderBy('activities.start_date', 'asc')).map(toActivity);
    },

    /** A community's activities: upcoming first (soonest first), then past (most recent first). */
    async listCommunityActivities(communityId: number, now: Date): Promise<ActivityCore[]> {
      return (
        await activityBase()
          .where('activities.community_id', communityId)
          .orderByRaw('case when activities.start_date >= ? then 0 else 1 end', [now])
          .orderByRaw('case when activities.start_date >= ? then activities.start_date end asc', [now])
          .orderByRaw('case when activities.start_date < ? then activities.start_date end desc', [now])
          .orderBy('activities.id')
      ).map(toActivity);
    },

    async findActivity(id: number, q: Knex = db): Promise<ActivityCore | undefined> {
      const row = await activityBase(q).where('activities.id', id).first();
      return row ? toActivity(row) : undefined;
    },

    /** Several activities in one statement (the reminder sweep), in no particular order. */
    async findActivities(ids: number[], q: Knex = db): Promise<ActivityCore[]> {
      if (!ids.length) return [];
      return (await activityBase(q).whereIn('activities.id', ids)).map(toActivity);
    },

    exists: async (id: number): Promise<boolean> => !!(await db('activities').where({ id }).first('id')),

    hostTimeZone,

    /** The groups and communities a member belongs to, in one statement. */
    async hostMemberships(userId: number): Promise<{ groups: Set<number>; communities: Set<number> }> {
      const rows = (
        await db.raw(
          `select 'g' as kind, group_id as id from group_members where user_id = ?
           union all select 'c', community_id from community_members where user_id = ?`,
          [userId, userId],
        )
      ).rows as Array<{ kind: 'g' | 'c'; id: number }>;
      return {
        groups: new Set(rows.filter((r) => r.kind === 'g').map((r) => r.id)),
        communities: new Set(rows.filter((r) => r.kind === 'c').map((r) => r.id)),
      };
    },

    /** Inserts one activity; with `q` a transaction, as part of it (a group's news goes in the same one). */
    async insertActivity(host: ActivityHost, data: CreateActivityData, createdBy: number, q: Knex = db): Promise<number> {
      const timeZone = data.timeZone ?? (await hostTimeZone(host, q));
      const [row] = await q('activities')
        .insert({
          ...hostColumns(host),
          title: data.title,
          description: data.description,
          location: data.location,
          is_virtual: data.isVirtual,
          meeting_link: data.isVirtual ? data.meetingLink : null,
          start_date: new Date(data.startDate),
          end_date: new Date(data.endDate),
          time_zone: timeZone,
          max_attendees: data.maxAttendees,
          guest_limit: data.guestLimit,
          created_by: createdBy,
        })
        .returning('id');
      return (row as { id: number }).id;
    },

    /** The host's upcoming activities this member has answered, locked FOR UPDATE (in id order, like every locker). */
    upcomingAnsweredBy: (trx: Knex.Transaction, host: ActivityHost | null, userId: number): Promise<ActivityRow[]> =>
      trx('activities')
        .modify((q) => {
          if (host) q.where(hostColumns(host));
        })
        .andWhere('start_date', '>=', trx.fn.now())
        .whereExists((q) => q.select(trx.raw('1')).from('activity_attendees as x').whereRaw('x.activity_id = activities.id').andWhere('x.user_id', userId))
        .orderBy('id')
        .forUpdate(),

    /** Every activity a member answered, with their answer's status and queue number. */
    async listAnsweredBy(userId: number): Promise<Array<{ activity: ActivityCore; status: AttendeeStatus; queueNo: number | null; guests: number }>> {
      const rows = (await activityBase()
        .join('activity_attendees as me', 'me.activity_id', 'activities.id')
        .where('me.user_id', userId)
        .select('me.status as my_status', 'me.queue_no as my_queue_no', 'me.guests as my_guests')
        .orderBy('activities.start_date', 'asc')) as Array<ActivityWithCounts & { my_status: AttendeeStatus; my_queue_no: number | null; my_guests: number }>;
      return rows.map((r) => ({ activity: toActivity(r), status: r.my_status, queueNo: r.my_queue_no, guests: r.my_guests ?? 0 }));
    },

    /** Activities a member is going to (their calendar feed). */
    async listGoingActivities(userId: number): Promise<Array<ActivityCore & { myGuests: number }>> {
      const rows = (await activityBase()
        .join('activity_attendees as me', 'me.activity_id', 'activities.id')
        .where({ 'me.user_id': userId, 'me.status': 'going' })
        .select('me.guests as my_guests')
        .orderBy('activities.start_date', 'asc')) as Array<ActivityWithCounts & { my_guests: number }>;
      return rows.map((r) => ({ ...toActivity(r), myGuests: Number(r.my_guests ?? 0) }));
    },

    /** The member's private feed token, if they asked for one. */
    feedTokenOf: async (userId: number): Promise<string | undefined> => (await db('calendar_feeds').where({ user_id: userId }).first())?.token,
    /** Creates the member's feed token unless another request just did (the first one wins). */
    async insertFeedToken(userId: number, token: string): Promise<void> {
      await db('calendar_feeds').insert({ user_id: userId, token }).onConflict('user_id').ignore();
    },
    /** Gives the member a new feed token in one statement (the old one stops working). */
    async replaceFeedToken(userId: number, token: string): Promise<void> {
      await db('calendar_feeds').insert({ user_id: userId, token }).onConflict('user_id').merge(['token']);
    },
    /** Forgets the member's feed token: the old address stops working (a new one is made when next asked for). */
    async deleteFeedToken(userId: number, q: Knex = db): Promise<void> {
      await q('calendar_feeds').where({ user_id: userId }).delete();
    },
    feedOwner: async (token: string): Promise<number | undefined> => (await db('calendar_feeds').where({ token }).first())?.user_id,
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
