import type { Knex } from 'knex';

/**
 * The scam guard (issue 30, item 5): each message a member sent anyway after the nudge (a "hit"), with its text as it
 * was and the reasons. Enough hits in the window put the member in the moderation queue (a report with no reporter).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('scam_hits', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // Where it was written ('discussion', later 'message') and the id there.
    t.string('source', 30).notNullable();
    t.integer('source_id').notNullable();
    t.text('body').notNullable();
    t.jsonb('reasons').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index scam_hits_user_created on scam_hits (user_id, created_at desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('scam_hits');
}
