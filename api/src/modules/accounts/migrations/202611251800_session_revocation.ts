import type { Knex } from 'knex';

/**
 * Revocation that wins over requests in flight (issue 18, finding 1): a member's sessions issued before
 * `users.sessions_valid_after` are refused when loaded, whatever a late save may have written. A session's
 * `created_at` is the time it was issued (routine saves never change it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('sessions_valid_after', { useTz: true });
  });
  // The purge of expired sessions scans by expiry; the per-member cap reads a member's sessions newest first.
  await knex.raw('create index if not exists sessions_user_updated_index on sessions (user_id, updated_at desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists sessions_user_updated_index');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('sessions_valid_after');
  });
}
