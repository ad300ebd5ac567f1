import type { Knex } from 'knex';
import type { RepeatFrequency } from '@afterwork/contracts/groups';
import type { ActivityRow } from './tables';
import { visibleSql } from '../../policies/visibility';

/** A series of activities (issue 22; snake_case, as stored). */
export interface ActivitySeriesRow {
  id: number;
  group_id: number | null;
  community_id: number | null;
  frequency: RepeatFrequency;
  rule: string;
  time_zone: string;
  first_local: string;
  duration_minutes: number;
  count: number | null;
  until_day: string | null;
  exdates: Date[];
  materialised_until: Date;
  created_by: number | null;
  created_at: Date;
  updated_at: Date;
}
export interface ActivitySeriesFollowerRow {
  series_id: number;
  user_id: number;
  created_at: Date;
}

declare module 'knex/types/tables' {
  interface Tables {
    activity_series: ActivitySeriesRow;
    activity_series_followers: ActivitySeriesFollowerRow;
  }
}

/** The fields a new date of a series copies from the latest one. */
export type OccurrenceTemplate = Pick<ActivityRow, 'group_id' | 'community_id' | 'title' | 'description' | 'location' | 'is_virtual' | 'meeting_link' | 'max_attendees' | 'guest_limit' | 'image' | 'created_by' | 'time_zone'>;

/** Data access for series: their rule, their dates (rows of `activities`) and who goes to all of them. */
export function createSeriesRepository(db: Knex) {
  return {
    /** The start its rule gave a date of a series (null for a single activity or none). */
    async occurrenceStartOf(activityId: number): Promise<Date | null> {
      const row = await db('activities').where({ id: activityId }).first('occurrence_start');
      return row?.occurrence_start ? new Date(row.occurrence_start) : null;
    },

    /** The ids of the series' dates from `now` on, soonest first, at most `limit`. */
    async upcomingDateIds(seriesId: number, now: Date, limit: number): Promise<number[]> {
      return (await db('activities').where({ series_id: seriesId }).andWhere('start_date', '>=', now).orderBy('start_date').limit(limit).select('id')).map((r) => r.id);
    },

    /** The rule skips this date from now on (one date cancelled). */
    async skipDate(trx: Knex.Transaction, seriesId: number, start: Date): Promise<void> {
      await trx('activity_series').where({ id: seriesId }).update({ exdates: trx.raw('array_append(exdates, ?::timestamptz)', [start]), updated_at: trx.fn.now() } as never);
    },

    /** The series itself goes (its dates were deleted first). */
    async remove(trx: Knex.Transaction, seriesId: number): Promise<void> {
      await trx('activity_series').where({ id: seriesId }).delete();
    },

    async insertSeries(trx: Knex.Transaction, row: Omit<ActivitySeriesRow, 'id' | 'created_at' | 'updated_at' | 'exdates'>): Promise<number> {
      const [r] = await trx('activity_series').insert(row).returning('id');
      return (r as { id: number }).id;
    },

    /** The series, unless its group or community is hidden (then it is not there for anyone, issue 32). */
    find: (id: number, q: Knex = db): Promise<ActivitySeriesRow | undefined> => q('activity_series').where({ id }).whereRaw(visibleSql.series()).first(),
    lock: (trx: Knex.Transaction, id: number): Promise<ActivitySeriesRow | undefined> => trx('activity_series').where({ id }).forUpdate().first(),

    update: async (trx: Knex.Transaction, id: number, patch: Partial<ActivitySeriesRow>): Promise<void> => {
      await trx('activity_series').where({ id }).update({ ...patch, updated_at: trx.fn.now() } as never);
    },

    /** Series whose dates reach less far than `before` (to be extended), optionally of one host. */
    due: (before: Date, host?: { groupId?: number; communityId?: number }): Promise<ActivitySeriesRow[]> => {
      const q = db('activity_series').where('materialised_until', '<', before);
      if (host?.groupId) q.andWhere({ group_id: host.groupId });
      if (host?.communityId) q.andWhere({ community_id: host.communityId });
      return q.orderBy('id');
    },

    /** The fields new dates copy: those of the latest date not changed on its own (else the latest). */
    template: (q: Knex, seriesId: number): Promise<OccurrenceTemplate | undefined> =>
      q('activities')
        .where({ series_id: seriesId })
        .orderBy([{ column: 'is_modified', order: 'asc' }, { column: 'occurrence_start', order: 'desc' }])
        .first('group_id', 'community_id', 'title', 'description', 'location', 'is_virtual', 'meeting_link', 'max_attendees', 'guest_limit', 'image', 'created_by', 'time_zone'),

    /** Adds dates (a date already there is left alone); answers the ids of the new ones. */
    async insertOccurrences(trx: Knex.Transaction, seriesId: number, template: OccurrenceTemplate, starts: Date[], durationMinutes: number): Promise<number[]> {
      if (!starts.length) return [];
      const rows = starts.map((start) => ({
        ...template,
        series_id: seriesId,
        occurrence_start: start,
        start_date: start,
        end_date: new Date(start.getTime() + durationMinutes * 60_000),
      }));
      const out = (await trx('activities')
        .insert(rows as never)
        .onConflict(trx.raw('(series_id, occurrence_start) where series_id is not null') as never)
        .ignore()
        .returning('id')) as Array<{ id: number }>;
      return out.map((r) => r.id);
    },

    /** The series' dates starting at or after `from`, in order. */
    datesFrom: (q: Knex, seriesId: number, from: Date): Promise<Array<Pick<ActivityRow, 'id' | 'start_date'> & { occurrence_start: Date }>> =>
      q('activities').where({ series_id: seriesId }).andWhere('occurrence_start', '>=', from).orderBy('occurrence_start').select('id', 'start_date', 'occurrence_start'),

    /** Dates changed on their own (RECURRENCE-ID overrides in calendar files). */
    modifiedDates: (seriesId: number): Promise<Array<{ id: number; occurrence_start: Date }>> =>
      db('activities').where({ series_id: seriesId, is_modified: true }).orderBy('occurrence_start').select('id', 'occurrence_start'),

    firstDate: (seriesId: number): Promise<{ id: number; is_modified: boolean } | undefined> =>
      db('activities').where({ series_id: seriesId }).orderBy([{ column: 'is_modified', order: 'asc' }, { column: 'occurrence_start', order: 'asc' }]).first('id', 'is_modified'),

    async deleteDates(trx: Knex.Transaction, ids: number[]): Promise<void> {
      if (ids.length) await trx('activities').whereIn('id', ids).delete();
    },

    async updateDates(trx: Knex.Transaction, ids: number[], patch: Partial<ActivityRow>): Promise<void> {
      if (ids.length) await trx('activities').whereIn('id', ids).update({ ...patch, updated_at: trx.fn.now() } as never);
    },

    async markModifiedBefore(trx: Knex.Transaction, seriesId: number, before: Date): Promise<void> {
      await trx('activities').where({ series_id: seriesId }).andWhere('occurrence_start', '<', before).update({ is_modified: true });
    },

    followers: async (q: Knex, seriesId: number): Promise<number[]> =>
      (await q('activity_series_followers').where({ series_id: seriesId }).orderBy('created_at').select('user_id')).map((r) => r.user_id),
    isFollower: async (seriesId: number, userId: number): Promise<boolean> =>
      !!(await db('activity_series_followers').where({ series_id: seriesId, user_id: userId }).first('user_id')),
    async addFollower(seriesId: number, userId: number): Promise<void> {
      await db('activity_series_followers').insert({ series_id: seriesId, user_id: userId }).onConflict(['series_id', 'user_id']).ignore();
    },
    async removeFollower(seriesId: number, userId: number): Promise<void> {
      await db('activity_series_followers').where({ series_id: seriesId, user_id: userId }).delete();
    },
    /** Series a member goes to all of (their calendar feed writes them as one event each). */
    followedBy: async (userId: number): Promise<number[]> =>
      (await db('activity_series_followers').where({ user_id: userId }).select('series_id')).map((r) => r.series_id),
  };
}
export type SeriesRepository = ReturnType<typeof createSeriesRepository>;
