import type { Knex } from 'knex';

/**
 * The site admins' second factor (issue 33 §3):
 * - `totp_secrets`: one authenticator-app secret per member, encrypted with a key derived from the session secret;
 *   `confirmed_at` is set once a first code from the app checked out; `last_step` is the last 30-second step a code
 *   was accepted for (a code is never accepted twice, nor an older one).
 * - `recovery_codes`: the one-time codes handed out with the app, only an HMAC of each stored; `used_at` once spent.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('totp_secrets', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    t.string('secret', 512).notNullable();
    t.timestamp('confirmed_at', { useTz: true });
    t.bigInteger('last_step');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('recovery_codes', (t) => {
    t.bigIncrements('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('code_hash', 64).notNullable().unique();
    t.timestamp('used_at', { useTz: true });
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('recovery_codes');
  await knex.schema.dropTableIfExists('totp_secrets');
}
