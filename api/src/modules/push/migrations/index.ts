import type { NamedMigration } from '../../../db/migrations';
import * as push from './202612311301_push';

/** The push module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const pushMigrations: NamedMigration[] = [['202612311301_push', push]];
