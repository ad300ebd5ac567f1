import type { NamedMigration } from '../../../db/migrations';
import * as assessmentResults from './202611220030_assessment_results';

/** The assessments module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const assessmentsMigrations: NamedMigration[] = [
  ['202611220030_assessment_results', assessmentResults],
];
