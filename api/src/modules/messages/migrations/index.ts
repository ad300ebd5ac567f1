import type { NamedMigration } from '../../../db/migrations';
import * as privateMessages from './202612300201_private_messages';
import * as messageScamReasons from './202612300203_message_scam_reasons';

/** The messages module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const messagesMigrations: NamedMigration[] = [
  ['202612300201_private_messages', privateMessages],
  ['202612300203_message_scam_reasons', messageScamReasons],
];
