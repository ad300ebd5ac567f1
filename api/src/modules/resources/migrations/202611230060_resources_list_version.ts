import type { Knex } from 'knex';
import { addListVersionTriggers, dropListVersionTriggers, ensureListVersions } from '../../../db/list-versions';

/**
 * Issue 10 (performance): the library list's version, bumped on every write to `resources`, so GET /api/resources
 * answers from a cache of serialised bodies per filter (a search over 5,000 resources was a 16 ms scan and a
 * 170 KB serialisation on every request: 45 req/s).
 */
export async function up(knex: Knex): Promise<void> {
  await ensureListVersions(knex, 'resources');
  await addListVersionTriggers(knex, 'resources', 'resources', 'insert or update or delete');
}

export async function down(knex: Knex): Promise<void> {
  await dropListVersionTriggers(knex, 'resources');
  await knex('list_versions').where({ name: 'resources' }).delete();
}
