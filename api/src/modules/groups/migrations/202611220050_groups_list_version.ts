import type { Knex } from 'knex';
import { addListVersionTriggers, dropListVersionTriggers, ensureListVersions } from '../../../db/list-versions';

/**
 * Issue 10 (performance): the groups list's version (see db/list-versions.ts). The list changes with any write
 * to `groups` (any column: member counts, FK SET NULL, ...) and with every insert, delete or truncate of
 * `group_activities` (its activity counts).
 */
export async function up(knex: Knex): Promise<void> {
  await ensureListVersions(knex, 'groups');
  await addListVersionTriggers(knex, 'groups', 'groups', 'insert or update or delete');
  await addListVersionTriggers(knex, 'groups', 'group_activities', 'insert or delete');
}

export async function down(knex: Knex): Promise<void> {
  await dropListVersionTriggers(knex, 'group_activities');
  await dropListVersionTriggers(knex, 'groups');
  await knex('list_versions').where({ name: 'groups' }).delete();
}
