import type { NamedMigration } from '../../../db/migrations';
import * as discussions from './202612290001_discussions';

/** The discussions module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const discussionsMigrations: NamedMigration[] = [['202612290001_discussions', discussions]];
