import type { NamedMigration } from '../../db/migrations';
import * as rateLimits from './202612020101_rate_limits';

/** The platform's own tables (the rate limits' counters): [name as stored in knex_migrations, migration]. */
export const platformMigrations: NamedMigration[] = [
  ['202612020101_rate_limits', rateLimits],
];
