import type { Knex } from 'knex';

/**
 * Reply by email (issue 30): the Message-ID of every answer received, so a mail that a sending server delivers twice
 * (it never heard our '250 OK') is posted once. Kept 30 days (a sender retries for a few days at most).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('inbound_replies', (t) => {
    t.text('message_id').primary();
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('inbound_replies');
}
