import type { NamedMigration } from '../../../db/migrations';
import * as inboundReplies from './202612300101_inbound_replies';

/** The inbound mail module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const inboundMailMigrations: NamedMigration[] = [['202612300101_inbound_replies', inboundReplies]];
