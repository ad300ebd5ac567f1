import type { NamedMigration } from '../../../db/migrations';
import * as trustedHelpers from './202612310401_trusted_helpers';

/** The helpers module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const helpersMigrations: NamedMigration[] = [['202612310401_trusted_helpers', trustedHelpers]];
