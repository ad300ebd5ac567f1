import type { Knex } from 'knex';

/**
 * The rate limits move to rate-limiter-flexible's PostgreSQL store (issue 36 §7): its table, as the library would
 * create it (key, points, expire in epoch milliseconds), made here so no instance runs DDL at run time. The key is
 * text (the library's own varchar(255) would refuse a long address in a key). The old fixed-window counters of
 * `form_rate_limits` are dropped: they only ever held the current window, so at worst a key starts a fresh one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.text('key').primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
  });
  await knex.schema.dropTableIfExists('form_rate_limits');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('form_rate_limits', (t) => {
    t.string('key', 400).primary();
    t.integer('hits').notNullable();
    t.timestamp('window_start', { useTz: true }).notNullable();
  });
  await knex.schema.dropTableIfExists('rate_limits');
}
