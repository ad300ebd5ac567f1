import type { NamedMigration } from '../../../db/migrations';
import * as goals from './202611270501_goals';

/** The goals module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const goalsMigrations: NamedMigration[] = [
  ['202611270501_goals', goals],
];
