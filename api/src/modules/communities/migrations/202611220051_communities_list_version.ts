import type { Knex } from 'knex';
import { addListVersionTriggers, dropListVersionTriggers, ensureListVersions } from '../../../db/list-versions';

/**
 * Issue 10 (performance): the explorer list's version (see db/list-versions.ts), bumped on every insert,
 * update, delete or truncate of `communities`, instead of count(*) + max(updated_at) + max(id) over 10,000 rows
 * on every GET /api/communities.
 */
export async function up(knex: Knex): Promise<void> {
  await ensureListVersions(knex, 'communities');
  await addListVersionTriggers(knex, 'communities', 'communities', 'insert or update or delete');
}

export async function down(knex: Knex): Promise<void> {
  await dropListVersionTriggers(knex, 'communities');
  await knex('list_versions').where({ name: 'communities' }).delete();
}
