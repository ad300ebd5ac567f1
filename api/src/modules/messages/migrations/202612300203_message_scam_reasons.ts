import type { Knex } from 'knex';

/**
 * Issue 30: the scam guard in private messages. `scam_reasons`: the guard's reasons when the sender sent the message
 * anyway after the nudge (the reader sees a calm warning; the sender does not).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('messages', (t) => {
    t.jsonb('scam_reasons').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('messages', (t) => {
    t.dropColumn('scam_reasons');
  });
}
