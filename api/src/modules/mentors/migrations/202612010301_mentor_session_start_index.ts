import type { Knex } from 'knex';

/**
 * Mentor-session reminders the day before (issue 17 §3): the sweep reads the sessions starting in a slice of time,
 * every minute, through this index instead of scanning the table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index if not exists mentor_sessions_starts_at_index on mentor_sessions (starts_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists mentor_sessions_starts_at_index');
}
