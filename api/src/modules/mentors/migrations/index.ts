import type { NamedMigration } from '../../../db/migrations';
import * as mentors from './202611220007_mentors';
import * as mentorSessionStartIndex from './202612010301_mentor_session_start_index';

/** The mentors module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const mentorsMigrations: NamedMigration[] = [
  ['202611220007_mentors', mentors],
  ['202612010301_mentor_session_start_index', mentorSessionStartIndex],
];
