import type { Knex } from 'knex';

/**
 * Email address confirmation (issue 17 §4): `users.email_confirmed_at` (null until the member follows the link sent
 * after registering or after changing the address) and the links' tokens: single use, valid 7 days, only their
 * SHA-256 stored, each for the address it was sent to. Members who registered before this change keep getting
 * their mail: their addresses are taken as confirmed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_confirmed_at', { useTz: true });
  });
  await knex.raw('update users set email_confirmed_at = created_at');
  await knex.schema.createTable('email_confirmation_tokens', (t) => {
    t.bigIncrements('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('email', 320).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('email_confirmation_tokens');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('email_confirmed_at');
  });
}
