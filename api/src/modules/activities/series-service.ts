import type { Knex } from 'knex';
import type { ActivitySeriesView, CreateActivityData } from '@afterwork/contracts/groups';
import type { CurrentUser } from '@afterwork/contracts/users';
import { notFound } from '../../platform/errors';
import { assertMayOrganiseActivity } from '../../policies/groups';
import type { Actor } from '../../policies/actor';
import type { CommunitiesRepository } from '../communities/public';
import type { GroupRepository } from '../groups/public';
import type { RsvpRepository } from './rsvp-repository';
import { ACTIVITY_NOT_FOUND, type RsvpService } from './rsvp-service';
import type { ActivityCore, ActivityHost, ActivityRepository } from './activity-repository';
import type { ActivityView } from './activity-view';
import type { ActivityFacts } from './facts';
import type { IcsSeries } from './ics';
import { horizon, localOf, occurrences, rruleText, type SeriesRule } from './series';
import type { SeriesRepository } from './series-repository';
import { createSeriesChanges } from './series-changes';
import { ruleOf, sameInstant, SERIES_NOT_FOUND } from './series-rows';

export { SERIES_NOT_FOUND };

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

  /** May this member organise this activity (edit, cancel, take attendance)? The one rule: policies/groups.ts. */
  async function assertMayManage(user: CurrentUser, a: { groupId: number | null; communityId: number | null }): Promise<void> {
    await assertMayOrganiseActivity(user, a, {
      groupMembership: (groupId) => groups.findMembership(groupId, user.id),
      isCommunityLead: (communityId) => communities.isLead(communityId, user.id),
    });
  }

  async function requireActivity(id: number): Promise<ActivityCore & { occurrenceStart: Date | null }> {
    const a = await activities.findActivity(id);
    if (!a) throw notFound(ACTIVITY_NOT_FOUND);
    return { ...a, occurrenceStart: await repo.occurrenceStartOf(id) };
  }

  const changes = createSeriesChanges({ db, series: repo, answers, rsvps, facts, requireActivity, assertMayManage, current });

  return {
    extendDue,
    /** 403 unless the member may organise the activity with this host (issue 34: attendance calls it too). */
    assertMayOrganise: assertMayManage,

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
            guest_limit: data.guestLimit,
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
      const upcoming = await repo.upcomingDateIds(seriesId, now, 60);
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

    ...changes,

    /** A series as a calendar event: its rule, dates taken out, dates changed on their own. */
    async icsSeries(seriesId: number, viewer: Actor): Promise<IcsSeries | null> {
      const s = await repo.find(seriesId);
      if (!s) return null;
      const firstDate = await repo.firstDate(seriesId);
      if (!firstDate) return null;
      // Its first date may be hidden on its own (a moderator's choice): then the series is not offered as a whole.
      const firstActivity = await activities.findActivity(firstDate.id);
      if (!firstActivity) return null;
      const base = await viewOne(viewer, firstActivity);
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
