import type { Knex } from 'knex';

/**
 * Mails withdrawn before they went (issue 30, item 7): a moderator hid what they are about. A queued mail whose
 * idempotency key begins with a `key_prefix` here (whole parts: 'discussion-post:12' withdraws
 * 'discussion-post:12:345', never 'discussion-post:123:4') is skipped when its turn comes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_withdrawals', (t) => {
    t.text('key_prefix').primary();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('mail_withdrawals');
}
