import type { NamedMigration } from '../../../db/migrations';
import * as newsletter from './202611220040_newsletter';

/** The newsletter module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const newsletterMigrations: NamedMigration[] = [
  ['202611220040_newsletter', newsletter],
];
