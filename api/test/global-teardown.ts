import fs from 'node:fs';
import knexFactory from 'knex';
import { embeddedRun } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const embedded = embeddedRun.afterworkEmbedded;
  const name = process.env.TEST_DB_NAME;
  if (embedded) {
    // The whole throwaway cluster goes (KEEP_TEST_DB keeps nothing here: the server stops with the run).
    await embedded.server.stop();
    fs.rmSync(embedded.dir, { recursive: true, force: true });
    return;
  }
  if (!name || process.env.KEEP_TEST_DB) return;
  const base = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = knexFactory({ client: 'pg', connection: base, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.destroy();
  }
}
