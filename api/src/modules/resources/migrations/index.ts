import type { NamedMigration } from '../../../db/migrations';
import * as resources from './202611220002_resources';
import * as resourcesSearch from './202611220031_resources_search';
import * as resourcesListVersion from './202611230060_resources_list_version';

/** The resources module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const resourcesMigrations: NamedMigration[] = [
  ['202611220002_resources', resources],
  ['202611220031_resources_search', resourcesSearch],
  ['202611230060_resources_list_version', resourcesListVersion],
];
