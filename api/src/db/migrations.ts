import type { Knex } from 'knex';
import * as accounts from '../modules/accounts/migrations/202611220001_accounts';
import * as resources from '../modules/resources/migrations/202611220002_resources';

export interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Every migration, in order. Append new lines at the end: [name, module].
 * Names are stored in knex_migrations: never rename one that has shipped.
 */
export const migrations: Array<[string, Migration]> = [
  ['202611220001_accounts', accounts],
  ['202611220002_resources', resources],
];

/** A static knex migration source, so migrations load under tsx, jest and bundlers alike. */
export const migrationSource: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
