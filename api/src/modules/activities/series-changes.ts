import type { Knex } from 'knex';
import { activityDateIssues, type UpdateActivityData } from '@afterwork/contracts/groups';
import type { CurrentUser } from '@afterwork/contracts/users';
import { badRequest, notFound } from '../../platform/errors';
import type { ActivityCore } from './activity-repository';
import type { ActivityFacts } from './facts';
import type { RsvpRepository } from './rsvp-repository';
import type { RsvpService } from './rsvp-service';
import { dayBefore, occurrences, rruleText } from './series';
import type { SeriesRepository } from './series-repository';
import { ruleOf, sameInstant, SERIES_NOT_FOUND } from './series-rows';

/**
 * Changing and cancelling dates (issue 22): one date, or a date of a series and every later one. Members going are
 * told in the same transaction (ActivityFacts); more places let the waitlist move up. Part of the series service.
 */
export function createSeriesChanges(deps: {
  db: Knex;
  series: SeriesRepository;
  answers: Pick<RsvpRepository, 'lockActivity'>;
  rsvps: Pick<RsvpService, 'fillFreeSpots'>;
  facts: ActivityFacts;
  requireActivity: (id: number) => Promise<ActivityCore & { occurrenceStart: Date | null }>;
  assertMayManage: (user: CurrentUser, a: { groupId: number | null; communityId: number | null }) => Promise<void>;
  current: (trx: Knex.Transaction, ids: number[]) => Promise<ActivityCore[]>;
}) {
  const { db, series: repo, answers, rsvps, facts, requireActivity, assertMayManage, current } = deps;
  return {
    /** Changes one date, or (a date of a series) this one and every later one. */
    async update(user: CurrentUser, activityId: number, data: UpdateActivityData): Promise<void> {
      const a = await requireActivity(activityId);
      await assertMayManage(user, a);
      const patch: Record<string, unknown> = {};
      if (data.title !== undefined) patch.title = data.title;
      if (data.description !== undefined) patch.description = data.description;
      if (data.location !== undefined) patch.location = data.location;
      if (data.maxAttendees !== undefined) patch.max_attendees = data.maxAttendees;
      if (data.guestLimit !== undefined) patch.guest_limit = data.guestLimit;
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
     * `message`: the organiser's words to the members going, in their mail and notice (issue 31).
     */
    async cancel(user: CurrentUser, activityId: number, scope: 'one' | 'following', message: string | null = null): Promise<void> {
      const a = await requireActivity(activityId);
      await assertMayManage(user, a);
      if (!a.repeat || !a.occurrenceStart) {
        await db.transaction(async (trx) => {
          await facts.cancelled(trx, [activityId], message);
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
          await repo.skipDate(trx, seriesId, from);
          await facts.cancelled(trx, [activityId], message);
          await repo.deleteDates(trx, [activityId]);
          return;
        }
        const later = (await repo.datesFrom(trx, seriesId, from)).map((d) => d.id);
        await facts.cancelled(trx, later, message);
        await repo.deleteDates(trx, later);
        const first = occurrences(ruleOf(s), new Date(0), from)[0];
        if (!first || sameInstant(first, from)) {
          await repo.remove(trx, seriesId);
          return;
        }
        const until = dayBefore(from, s.time_zone);
        const rule = { ...ruleOf(s), count: null, until };
        await repo.update(trx, seriesId, { count: null, until_day: until, rule: rruleText(rule) });
      });
    },

  };
}
