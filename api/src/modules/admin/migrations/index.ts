import type { NamedMigration } from '../../../db/migrations';
import * as adminAudit from './202611220009_admin_audit';

/** The admin module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const adminMigrations: NamedMigration[] = [
  ['202611220009_admin_audit', adminAudit],
];
