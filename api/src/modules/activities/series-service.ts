import type { Knex } from 'knex';
import { activityDateIssues, type ActivitySeriesView, type CreateActivityData, type UpdateActivityData } from '@afterwork/contracts/groups';
import type { CurrentUser } from '@afterwork/contracts/users';
import { badRequest, notFound } from '../../platform/errors';
import { assertMayCreateActivity } from '../../policies/groups';
import { assertMayCreateCommunityActivity } from '../../policies/communities';
import type { Actor } from '../../policies/actor';
import type { CommunitiesRepository } from '../communities/public';
import type { GroupRepository } from '../groups/public';
import type { RsvpRepository } from './rsvp-repository';
import { ACTIVITY_NOT_FOUND, type RsvpService } from './rsvp-service';
import type { ActivityCore, ActivityHost, ActivityRepository } from './activity-repository';
import type { ActivityView } from './activity-view';
import type { ActivityFacts } from './facts';
import type { IcsSeries } from './ics';
import { dayBefore, horizon, localOf, occurrences, rruleText, type SeriesRule } from './series';
import type { ActivitySeriesRow, SeriesRepository } from './series-repository';

export const SERIES_NOT_FOUND = 'Series not found';

const ruleOf = (s: Pick<ActivitySeriesRow, 'frequency' | 'first_local' | 'time_zone' | 'count' | 'until_day'>): SeriesRule => ({
  frequency: s.frequency,
  firstLocal: s.first_local,
  timeZone: s.time_zone,
  count: s.count,
  until: s.until_day,
});
const sameInstant = (a: Date, b: Date) => a.getTime() === b.getTime();

/**
 * Recurring activities (issue 22). A series is a rule; its dates are activities materialised a rolling 12 months
 * ahead, each with its own answers, capacity and waitlist (modules/activities: rsvp-*.ts). Members may go to all future dates
 * (followers get a 'going' answer on every date, new ones included); the host's admins change or cancel one date
 * or the series from a date on.
 */
export function createSeriesService(deps: {
  db: Knex;
  series: SeriesRepository;
  activities: ActivityRepository;
  answers: RsvpRepository;
  rsvps: RsvpService;
  view: ActivityView;
  groups: Pick<GroupRepository, 'findMembership'>;
  communities: Pick<CommunitiesRepository, 'isLead'>;
  /** Members going are told of a new time or place, and of a cancellation, in the same transaction (issue 22 / 17). */
  facts: ActivityFacts;
}) {
  const { db, series: repo, activities, answers, rsvps, groups, communities, facts } = deps;
  const { view: viewAs, viewOne } = deps.view;
  // One query at a time: a transaction is one connection.
  const current = async (trx: Knex.Transaction, ids: number[]) => {
    const out: ActivityCore[] = [];
    for (const id of ids) {
      const a = await activities.findActivity(id, trx);
      if (a) out.push(a);
    }
    return out;
  };

  /** 'going' for a follower on each new date (the usual rules: a full date waitlists them). */
  async function answerForFollowers(followers: number[], dateIds: number[]): Promise<void> {
    for (const userId of followers) {
      for (const id of dateIds) {
        try {
          await rsvps.rsvp({ id: userId } as CurrentUser, id, { status: 'going' });
        } catch {
          // A follower who left the group keeps no answers: skip.
        }
      }
    }
  }

  /** Materialises the series' dates up to 12 months from now (new dates get the followers' answers). */
  async function extend(seriesId: number, now = new Date()): Promise<void> {
    const created = await db.transaction(async (trx) => {
      const s = await repo.lock(trx, seriesId);
      if (!s) return [];
      const to = horizon(now);
      if (s.materialised_until >= to) return [];
      const template = await repo.template(trx, seriesId);
      const exdates = (s.exdates ?? []).map((d) => new Date(d));
      const starts = occurrences(ruleOf(s), new Date(s.materialised_until.getTime() + 1), to).filter((d) => !exdates.some((x) => sameInstant(x, d)));
      const ids = template ? await repo.insertOccurrences(trx, seriesId, template, starts, s.duration_minutes) : [];
      await repo.update(trx, seriesId, { materialised_until: to });
      return ids;
    });
    if (created.length) await answerForFollowers(await repo.followers(db, seriesId), created);
  }

  /** Keeps a host's series a year ahead (a day's slack: at most one extension per series per day). */
  async function extendDue(host: { groupId?: number; communityId?: number }, now = new Date()): Promise<void> {
    const soon = new Date(horizon(now).getTime() - 86_400_000);
    for (const s of await repo.due(soon, host)) await extend(s.id, now);
  }

  async function assertMayManage(user: CurrentUser, a: { groupId: number | null; communityId: number | null }): Promise<void> {
    if (a.groupId != null) await assertMayCreateActivity(user, () => groups.findMembership(a.groupId!, user.id));
    else await assertMayCreateCommunityActivity(user, () => communities.isLead(a.communityId!, user.id));
  }

  async function requireActivity(id: number): Promise<ActivityCore & { occurrenceStart: Date | null }> {
    const a = await activities.findActivity(id);
    if (!a) throw notFound(ACTIVITY_NOT_FOUND);
    const row = await db('activities').where({ id }).first('occurrence_start');
    return { ...a, occurrenceStart: row?.occurrence_start ? new Date(row.occurrence_start) : null };
  }

  return {
    extendDue,

    /**
     * Creates a series and its dates for the next 12 months; answers the first date's id. With `trx`, as part of
     * that transaction (a group's news of it goes in the same one); otherwise in a transaction of its own.
     */
    async create(
      host: ActivityHost,
      data: CreateActivityData & { repeat: NonNullable<CreateActivityData['repeat']> },
      createdBy: number,
      { now = new Date(), trx }: { now?: Date; trx?: Knex.Transaction } = {},
    ): Promise<number> {
      const zone = data.timeZone ?? (await activities.hostTimeZone(host, trx ?? db));
      const start = new Date(data.startDate);
      const end = new Date(data.endDate);
      const rule: SeriesRule = { frequency: data.repeat.frequency, firstLocal: localOf(start, zone), timeZone: zone, count: data.repeat.count ?? null, until: data.repeat.until ?? null };
      const to = horizon(now);
      const starts = occurrences(rule, start, to);
      if (!starts.length || !sameInstant(starts[0]!, start)) starts.unshift(start);
      const inTransaction = <T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> => (trx ? work(trx) : db.transaction(work));
      return inTransaction(async (trx) => {
        const seriesId = await repo.insertSeries(trx, {
          group_id: 'groupId' in host ? host.groupId : null,
          community_id: 'communityId' in host ? host.communityId : null,
          frequency: rule.frequency,
          rule: rruleText(rule),
          time_zone: zone,
          first_local: rule.firstLocal,
          duration_minutes: Math.round((end.getTime() - start.getTime()) / 60_000),
          count: rule.count,
          until_day: rule.until,
          materialised_until: to,
          created_by: createdBy,
        });
        const ids = await repo.insertOccurrences(
          trx,
          seriesId,
          {
            group_id: 'groupId' in host ? host.groupId : null,
            community_id: 'communityId' in host ? host.communityId : null,
            title: data.title,
            description: data.description,
            location: data.location,
            is_virtual: data.isVirtual,
            meeting_link: data.isVirtual ? data.meetingLink : null,
            max_attendees: data.maxAttendees,
            image: null,
            created_by: createdBy,
            time_zone: zone,
          },
          starts,
          Math.round((end.getTime() - start.getTime()) / 60_000),
        );
        return ids[0]!;
      });
    },

    /** The series, its upcoming dates with the viewer's answers, and whether the viewer goes to all of them. */
    async view(viewer: Actor, seriesId: number, now = new Date()): Promise<ActivitySeriesView> {
      const s = await repo.find(seriesId);
      if (!s) throw notFound(SERIES_NOT_FOUND);
      await extend(seriesId, now);
      const upcoming = (await db('activities').where({ series_id: seriesId }).andWhere('start_date', '>=', now).orderBy('start_date').limit(60).select('id')).map((r) => r.id);
      // One read for all the dates (was one query per date: 52 round trips for a weekly series, issue 22 bench).
      const byId = new Map((await activities.findActivities(upcoming)).map((a) => [a.id, a]));
      const list = upcoming.map((id) => byId.get(id)).filter((a): a is ActivityCore => !!a);
      return {
        repeat: { seriesId, frequency: s.frequency, count: s.count, until: s.until_day },
        timeZone: s.time_zone,
        upcoming: await viewAs(viewer, list),
        followedByMe: viewer ? await repo.isFollower(seriesId, viewer.id) : false,
      };
    },

    /** 'Going to all future dates': a 'going' answer on each (waitlisted where full), and on every date to come. */
    async follow(user: CurrentUser, seriesId: number, now = new Date()): Promise<ActivitySeriesView> {
      if (!(await repo.find(seriesId))) throw notFound(SERIES_NOT_FOUND);
      const dates = await repo.datesFrom(db, seriesId, now);
      const future = dates.filter((d) => d.start_date > now);
      // The first answer checks membership (403 for a non-member) before anything is recorded.
      if (future.length) await rsvps.rsvp(user, future[0]!.id, { status: 'going' });
      await repo.addFollower(seriesId, user.id);
      for (const d of future.slice(1)) await rsvps.rsvp(user, d.id, { status: 'going' });
      return this.view(user, seriesId, now);
    },

    /** No longer going to all: 'not going' on each future date they were going to (or waiting for). */
    async unfollow(user: CurrentUser, seriesId: number, now = new Date()): Promise<ActivitySeriesView> {
      if (!(await repo.find(seriesId))) throw notFound(SERIES_NOT_FOUND);
      await repo.removeFollower(seriesId, user.id);
      const future = (await repo.datesFrom(db, seriesId, now)).filter((d) => d.start_date > now);
      const mine = await answers.myRsvps(future.map((d) => d.id), user.id);
      for (const d of future) {
        const status = mine.get(d.id)?.status;
        if (status === 'going' || status === 'waitlisted') await rsvps.updateRsvp(user, d.id, user.id, 'not_going');
      }
      return this.view(user, seriesId, now);
    },

    /** Changes one date, or (a date of a series) this one and every later one. */
    async update(user: CurrentUser, activityId: number, data: UpdateActivityData): Promise<void> {
      const a = await requireActivity(activityId);
      await assertMayManage(user, a);
      const patch: Record<string, unknown> = {};
      if (data.title !== undefined) patch.title = data.title;
      if (data.description !== undefined) patch.description = data.description;
      if (data.location !== undefined) patch.location = data.location;
      if (data.maxAttendees !== undefined) patch.max_attendees = data.maxAttendees;
      if (data.scope === 'following' && a.repeat && a.occurrenceStart) {
        const seriesId = a.repeat.seriesId;
        await db.transaction(async (trx) => {
          await repo.lock(trx, seriesId);
          const ids = (await repo.datesFrom(trx, seriesId, a.occurrenceStart!)).map((d) => d.id);
          const before = await current(trx, ids);
          await repo.updateDates(trx, ids, patch);
          await facts.moved(trx, before);
          // Earlier dates keep what they had: in calendar files they become changed dates of their own.
          await repo.markModifiedBefore(trx, seriesId, a.occurrenceStart!);
        });
        return;
      }
      const start = data.startDate ? new Date(data.startDate) : new Date(a.startDate);
      const end = data.endDate ? new Date(data.endDate) : a.endDate ? new Date(a.endDate) : null;
      // The same date rules as on creation (issue 18), against the stored time that is not changing.
      if (data.startDate || data.endDate) {
        const [issue] = activityDateIssues(start.getTime(), end ? end.getTime() : start.getTime() + 1, !!data.startDate);
        if (issue) throw badRequest(issue.message, { [issue.path[0]]: issue.message });
      }
      if (data.startDate) patch.start_date = start;
      if (data.endDate) patch.end_date = end;
      await db.transaction(async (trx) => {
        const before = await current(trx, [activityId]);
        await repo.updateDates(trx, [activityId], { ...patch, ...(a.repeat ? { is_modified: true } : {}) });
        await facts.moved(trx, before);
        // More places may let the waitlist move up.
        if (data.maxAttendees !== undefined) {
          const locked = await answers.lockActivity(trx, activityId);
          if (locked) await rsvps.fillFreeSpots(trx, locked);
        }
      });
    },

    /**
     * Cancels one date (a series keeps it as an EXDATE, so it never comes back) or a series from this date on (the
     * series ends the day before; from its first date: the whole series). Answers to cancelled dates go with them.
     */
    async cancel(user: CurrentUser, activityId: number, scope: 'one' | 'following'): Promise<void> {
      const a = await requireActivity(activityId);
      await assertMayManage(user, a);
      if (!a.repeat || !a.occurrenceStart) {
        await db.transaction(async (trx) => {
          await facts.cancelled(trx, [activityId]);
          await repo.deleteDates(trx, [activityId]);
        });
        return;
      }
      const seriesId = a.repeat.seriesId;
      const from = a.occurrenceStart;
      await db.transaction(async (trx) => {
        const s = await repo.lock(trx, seriesId);
        if (!s) throw notFound(SERIES_NOT_FOUND);
        if (scope === 'one') {
          await repo.update(trx, seriesId, { exdates: trx.raw('array_append(exdates, ?::timestamptz)', [from]) as never });
          await facts.cancelled(trx, [activityId]);
          await repo.deleteDates(trx, [activityId]);
          return;
        }
        const later = (await repo.datesFrom(trx, seriesId, from)).map((d) => d.id);
        await facts.cancelled(trx, later);
        await repo.deleteDates(trx, later);
        const first = occurrences(ruleOf(s), new Date(0), from)[0];
        if (!first || sameInstant(first, from)) {
          await trx('activity_series').where({ id: seriesId }).delete();
          return;
        }
        const until = dayBefore(from, s.time_zone);
        const rule = { ...ruleOf(s), count: null, until };
        await repo.update(trx, seriesId, { count: null, until_day: until, rule: rruleText(rule) });
      });
    },

    /** A series as a calendar event: its rule, dates taken out, dates changed on their own. */
    async icsSeries(seriesId: number, viewer: Actor): Promise<IcsSeries | null> {
      const s = await repo.find(seriesId);
      if (!s) return null;
      const firstDate = await repo.firstDate(seriesId);
      if (!firstDate) return null;
      const base = await viewOne(viewer, (await activities.findActivity(firstDate.id))!);
      const rule = ruleOf(s);
      const firstStart = occurrences(rule, new Date(0), horizon(new Date()))[0];
      if (!firstStart) return null;
      // The event's own start is the rule's first date, with the series' current fields.
      const first = { ...base, startDate: firstStart.toISOString(), endDate: new Date(firstStart.getTime() + s.duration_minutes * 60_000).toISOString() };
      const overrides = [];
      for (const m of await repo.modifiedDates(seriesId)) {
        const activity = await activities.findActivity(m.id);
        if (activity) overrides.push({ activity: await viewOne(viewer, activity), originalStart: new Date(m.occurrence_start) });
      }
      // Dates taken out, and dates of the rule that were cut away without an EXDATE (none today: kept for clarity).
      return { id: seriesId, first, rule: rruleText(rule), exdates: (s.exdates ?? []).map((d) => new Date(d)), overrides };
    },

    /** The series a member goes to all of. */
    followedBy: (userId: number) => repo.followedBy(userId),
  };
}
export type SeriesService = ReturnType<typeof createSeriesService>;
