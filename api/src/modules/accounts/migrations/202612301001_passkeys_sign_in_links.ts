import type { Knex } from 'knex';

/**
 * Signing in without remembering a password (issue 33 §3):
 * - `passkeys`: a member's WebAuthn credentials, each named for its device ('My iPad'), with the public key, the
 *   signature counter (checked on every use), when it was added and last used. `user_handle` is the random id the
 *   member's authenticators know them by (never the database id); a credential id is unique across the site.
 * - `webauthn_challenges`: the challenge of each ceremony begun, single use (deleted when spent) and short-lived;
 *   a registration's is bound to the member who asked for it.
 * - `sign_in_link_tokens`: 'Email me a sign-in link', as the password reset's tokens (only their SHA-256 stored,
 *   single use, 15 minutes); spent with the member's other links by a password or email change or 'sign out everywhere'.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('passkeys', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('name', 60).notNullable();
    t.string('credential_id', 1400).notNullable().unique();
    t.binary('public_key').notNullable();
    t.bigInteger('counter').notNullable().defaultTo(0);
    t.string('user_handle', 128).notNullable();
    t.specificType('transports', 'text[]').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_used_at', { useTz: true });
    t.index(['user_id']);
  });
  await knex.schema.createTable('webauthn_challenges', (t) => {
    t.bigIncrements('id');
    t.string('challenge', 128).notNullable().unique();
    t.string('purpose', 16).notNullable();
    t.integer('user_id').references('users.id').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['expires_at']);
  });
  await knex.schema.createTable('sign_in_link_tokens', (t) => {
    t.bigIncrements('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sign_in_link_tokens');
  await knex.schema.dropTableIfExists('webauthn_challenges');
  await knex.schema.dropTableIfExists('passkeys');
}
