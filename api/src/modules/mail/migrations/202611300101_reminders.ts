import type { Knex } from 'knex';

/**
 * Activity reminders (issue 17): how far each reminder window has been swept (so every tick reads only the new
 * slice of start times, and two workers never sweep the same slice), and an index on the start time alone (the
 * host indexes lead with the group or community: a sweep across all hosts scanned the table).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reminder_sweeps', (t) => {
    t.string('name', 40).primary();
    t.timestamp('swept_until', { useTz: true }).notNullable();
  });
  await knex.raw('create index if not exists activities_start_date_index on activities (start_date)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists activities_start_date_index');
  await knex.schema.dropTableIfExists('reminder_sweeps');
}
