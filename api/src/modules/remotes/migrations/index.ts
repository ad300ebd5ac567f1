import type { NamedMigration } from '../../../db/migrations';
import * as remoteFailures from './202611250001_remote_failures';

/** The remotes module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const remotesMigrations: NamedMigration[] = [
  ['202611250001_remote_failures', remoteFailures],
];
