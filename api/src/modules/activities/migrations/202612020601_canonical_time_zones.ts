import type { Knex } from 'knex';

/**
 * Issue 32 finding 12: zones were stored as typed ('europe/london'). From now on the contracts store the canonical
 * IANA name; this corrects the rows already stored, by the database's own list of zone names (the spelling only: a
 * name that matches none is left as it is). Every table with a time zone: activities, their series, mentor sessions
 * (whose zone came with the activities' in 202611270600_time_zones) and goals.
 */
const TABLES = ['activities', 'activity_series', 'mentor_sessions', 'goals'];

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.raw(
      `update ?? t set time_zone = n.name
         from (select distinct on (lower(name)) name from pg_timezone_names where name not like 'posix/%' and name not like 'right/%' order by lower(name), name) n
        where lower(t.time_zone) = lower(n.name) and t.time_zone <> n.name`,
      [table],
    );
  }
}

/** Nothing to undo: the corrected names are the same zones. */
export async function down(): Promise<void> {}
