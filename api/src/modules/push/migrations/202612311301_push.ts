import type { Knex } from 'knex';

/**
 * Web Push (issue 33 §2):
 * - `push_vapid_keys`: this installation's VAPID key pair, made on first use (one row; never in git, never shared).
 * - `push_subscriptions`: the devices a member turned 'On this device' on for: the push service's endpoint (unique:
 *   a device belongs to one member at a time) and the keys its payloads are encrypted for. Removed when the push
 *   service says it is gone (404/410).
 * - `notification_preferences.push`: the member's 'On this device' switch per kind (null: the kind's default).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('push_vapid_keys', (t) => {
    t.integer('id').primary();
    t.string('public_key', 200).notNullable();
    t.string('private_key', 200).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('push_subscriptions', (t) => {
    t.bigIncrements('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('endpoint', 1000).notNullable().unique();
    t.string('p256dh', 200).notNullable();
    t.string('auth', 100).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_sent_at', { useTz: true });
    t.index(['user_id']);
  });
  await knex.schema.alterTable('notification_preferences', (t) => {
    t.boolean('push');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('notification_preferences', (t) => {
    t.dropColumn('push');
  });
  await knex.schema.dropTableIfExists('push_subscriptions');
  await knex.schema.dropTableIfExists('push_vapid_keys');
}
