import type { Knex } from 'knex';

/**
 * Issue 22: recurring activities. A series holds the rule (RFC 5545 RRULE), the local time and zone of its first
 * date and the dates taken out; each date is an ordinary row of `activities` (its own answers, capacity and
 * waitlist), materialised a rolling 12 months ahead. `occurrence_start` is the start the rule gave the date
 * (its RECURRENCE-ID in calendar files); `is_modified` marks a date changed on its own. Followers are the members
 * going to all future dates: each new date gets their 'going' answer.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('activity_series', (t) => {
    t.increments('id').primary();
    t.integer('group_id').references('id').inTable('groups').onDelete('CASCADE');
    t.integer('community_id').references('id').inTable('communities').onDelete('CASCADE');
    t.string('frequency', 20).notNullable();
    t.string('rule', 200).notNullable();
    t.string('time_zone', 64).notNullable();
    /** Local date and time of the first date on the zone's clocks, 'YYYY-MM-DDTHH:MM'. */
    t.string('first_local', 16).notNullable();
    t.integer('duration_minutes').notNullable();
    t.integer('count');
    /** Last local day of the series, 'YYYY-MM-DD'. */
    t.string('until_day', 10);
    t.specificType('exdates', 'timestamptz[]').notNullable().defaultTo('{}');
    t.timestamp('materialised_until', { useTz: true }).notNullable();
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamps(true, true);
  });
  await knex.raw('alter table activity_series add constraint activity_series_one_host check ((group_id is null) <> (community_id is null))');
  await knex.raw('create index activity_series_materialised_index on activity_series (materialised_until)');
  await knex.raw('alter table activities add column series_id integer references activity_series(id) on delete set null');
  await knex.raw('alter table activities add column occurrence_start timestamptz');
  await knex.raw('alter table activities add column is_modified boolean not null default false');
  await knex.raw('create unique index activities_series_occurrence_unique on activities (series_id, occurrence_start) where series_id is not null');
  await knex.schema.createTable('activity_series_followers', (t) => {
    t.integer('series_id').notNullable().references('id').inTable('activity_series').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['series_id', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('activity_series_followers');
  await knex.raw('drop index activities_series_occurrence_unique');
  await knex.raw('alter table activities drop column is_modified, drop column occurrence_start, drop column series_id');
  await knex.schema.dropTable('activity_series');
}
