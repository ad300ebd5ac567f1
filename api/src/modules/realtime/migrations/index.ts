import type { NamedMigration } from '../../../db/migrations';
import * as events from './202612290301_realtime_events';

/** The realtime module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const realtimeMigrations: NamedMigration[] = [['202612290301_realtime_events', events]];
