import type { NamedMigration } from '../../../db/migrations';
import * as trustAndSafety from './202611270301_trust_and_safety';
import * as warningNotices from './202611300202_warning_notices';
import * as dataExports from './202611300203_data_exports';
import * as scamHits from './202612300102_scam_hits';

/** The safety module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const safetyMigrations: NamedMigration[] = [
  ['202611270301_trust_and_safety', trustAndSafety],
  ['202611300202_warning_notices', warningNotices],
  ['202611300203_data_exports', dataExports],
  ['202612300102_scam_hits', scamHits],
];
