import type { Knex } from 'knex';

/**
 * Mail and notifications (issue 17):
 * - `mail_deliveries`: one row per mail, keyed by an idempotency key (kind + member + subject). A sender claims the
 *   key before it sends, so two workers, or a retried job, never send the same mail twice.
 * - `notification_preferences`: a member's choice per kind (email, in the site); no row means the default.
 * - `notifications`: what the bell in the header lists; `dedupe_key` keeps one per event.
 * - `password_reset_tokens`: single-use, expiring, only the SHA-256 of the token is stored.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_deliveries', (t) => {
    t.bigIncrements('id');
    t.string('idempotency_key', 300).notNullable().unique();
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.string('to_address', 320).notNullable();
    t.string('kind', 60).notNullable();
    t.string('subject', 300).notNullable();
    // sending: claimed by a worker; sent; failed: may be claimed again by a retry.
    t.string('status', 16).notNullable().defaultTo('sending');
    t.integer('attempts').notNullable().defaultTo(1);
    t.string('message_id', 300);
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
  });
  // The per-address send limit counts an address's recent mails.
  await knex.raw('create index mail_deliveries_address_created_index on mail_deliveries (lower(to_address), created_at desc)');

  await knex.schema.createTable('notification_preferences', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('kind', 60).notNullable();
    t.boolean('email').notNullable().defaultTo(true);
    t.boolean('in_site').notNullable().defaultTo(true);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'kind']);
  });

  await knex.schema.createTable('notifications', (t) => {
    t.bigIncrements('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('kind', 60).notNullable();
    t.string('dedupe_key', 300).notNullable();
    t.string('title', 300).notNullable();
    t.text('body').notNullable().defaultTo('');
    t.string('link', 500);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('read_at', { useTz: true });
    t.unique(['user_id', 'dedupe_key']);
  });
  await knex.raw('create index notifications_user_created_index on notifications (user_id, created_at desc)');
  await knex.raw('create index notifications_user_unread_index on notifications (user_id) where read_at is null');

  await knex.schema.createTable('password_reset_tokens', (t) => {
    t.bigIncrements('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('password_reset_tokens');
  await knex.schema.dropTableIfExists('notifications');
  await knex.schema.dropTableIfExists('notification_preferences');
  await knex.schema.dropTableIfExists('mail_deliveries');
}
