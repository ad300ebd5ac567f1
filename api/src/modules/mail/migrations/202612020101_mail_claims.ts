import type { Knex } from 'knex';

/**
 * When a sender claimed each mail (issue 32, the network test): a sender killed before it handed the mail to the
 * SMTP server leaves the key claimed ('sending'); once the claim is older than the send timeout (the job's expiry)
 * the retried job may take it over and send, instead of finding it taken and sending nothing, ever.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_deliveries', (t) => {
    t.timestamp('claimed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_deliveries', (t) => {
    t.dropColumn('claimed_at');
  });
}
