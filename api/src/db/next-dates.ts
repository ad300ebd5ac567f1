import type { Knex } from 'knex';
import type { NextDate } from '@afterwork/contracts/groups';
import { iso } from './index';
import { visibleSql } from '../policies/visibility';

/**
 * The next date of each host (a group's or a community's first activity still to start, visible; issue 31: the
 * dashboard's 'My groups' and 'My communities'). One statement for every host of the list (`distinct on`, by the
 * activities' host and start index).
 */
export async function nextDates(db: Knex, host: 'group_id' | 'community_id', ids: number[], now = new Date()): Promise<Map<number, NextDate>> {
  if (!ids.length) return new Map();
  const rows = (await db('activities as a')
    .distinctOn(`a.${host}`)
    .whereIn(`a.${host}`, ids)
    .andWhere('a.start_date', '>', now)
    .andWhereRaw(visibleSql.activity('a'))
    .orderBy([{ column: `a.${host}` }, { column: 'a.start_date' }, { column: 'a.id' }])
    .select(`a.${host} as host`, 'a.id', 'a.title', 'a.start_date', 'a.time_zone')) as Array<{ host: number; id: number; title: string; start_date: Date; time_zone: string }>;
  return new Map(rows.map((r) => [Number(r.host), { id: r.id, title: r.title, startDate: iso(r.start_date)!, timeZone: r.time_zone }]));
}
