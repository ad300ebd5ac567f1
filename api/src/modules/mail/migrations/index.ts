import type { NamedMigration } from '../../../db/migrations';
import * as notifications from './202611270101_notifications';
import * as reminders from './202611300101_reminders';
import * as mailClaims from './202612020101_mail_claims';
import * as mailWithdrawals from './202612311602_mail_withdrawals';

/** The mail module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const mailMigrations: NamedMigration[] = [
  ['202611270101_notifications', notifications],
  ['202611300101_reminders', reminders],
  ['202612020101_mail_claims', mailClaims],
  ['202612311602_mail_withdrawals', mailWithdrawals],
];
