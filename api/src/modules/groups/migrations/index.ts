import type { NamedMigration } from '../../../db/migrations';
import * as groups from './202611220006_groups';
import * as groupsListVersion from './202611220050_groups_list_version';
import * as coOrganisers from './202612310402_co_organisers';

/** The groups module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const groupsMigrations: NamedMigration[] = [
  ['202611220006_groups', groups],
  ['202611220050_groups_list_version', groupsListVersion],
  ['202612310402_co_organisers', coOrganisers],
];
