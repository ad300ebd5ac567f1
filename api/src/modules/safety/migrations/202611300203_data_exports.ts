import type { Knex } from 'knex';

/**
 * 'Download my data' (issue 21, GDPR art. 15 and 20): an export is asked for, produced by a job, and offered for
 * 7 days (`expires_at`); it goes with the account.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('data_exports', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('status', 20).notNullable().defaultTo('pending');
    t.jsonb('content');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('ready_at', { useTz: true });
    t.timestamp('expires_at', { useTz: true });
    t.index(['user_id', 'created_at'], 'data_exports_user_index');
  });
  await knex.raw(`alter table data_exports add constraint data_exports_status_check check (status in ('pending','ready','failed'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('data_exports');
}
