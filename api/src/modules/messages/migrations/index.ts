import type { NamedMigration } from '../../../db/migrations';
import * as privateMessages from './202612300201_private_messages';

/** The messages module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const messagesMigrations: NamedMigration[] = [['202612300201_private_messages', privateMessages]];
