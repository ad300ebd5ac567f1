import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { createDb } from '../src/db';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded';
import { migrateLatest, runSeeds } from '../src/schema';

/** The embedded server of this run (TEST_DB_ENGINE=embedded), for globalTeardown. */
export const embeddedRun = globalThis as { afterworkEmbedded?: { server: EmbeddedPostgres; dir: string } };

const EMBEDDED_PREFIX = 'afterwork-embedded-test-';

/** Folders of earlier runs that were killed before their teardown (their server stopped with them). */
function removeStaleClusters(): void {
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(EMBEDDED_PREFIX)) continue;
    const dir = path.join(os.tmpdir(), name);
    try {
      if (fs.statSync(dir).mtimeMs < hourAgo && !fs.existsSync(path.join(dir, 'pgdata', 'postmaster.pid'))) fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // another run's, or gone meanwhile
    }
  }
}

/**
 * Creates `afterwork_test_<random>` on TEST_DATABASE_URL's server, migrates it and exposes its URL as TEST_DB_URL.
 * With TEST_DB_ENGINE=embedded the server is the embedded PostgreSQL that `npm start` uses, started here on a
 * throwaway cluster (fsync off) through the same code as the API's start.
 */
export default async function globalSetup(): Promise<void> {
  let base = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  if (process.env.TEST_DB_ENGINE === 'embedded') {
    removeStaleClusters();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), EMBEDDED_PREFIX));
    fs.chmodSync(dir, 0o755); // as root the server runs as the user postgres, which must reach the cluster
    const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pgdata'), database: 'postgres', ephemeral: true });
    embeddedRun.afterworkEmbedded = { server, dir };
    base = server.adminUrl;
    process.env.TEST_DATABASE_URL = base; // tests that make databases of their own use the same server
  }
  const name = `afterwork_test_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: base, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`create database ${name}`);
  } finally {
    await admin.destroy();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.TEST_DB_URL = url.toString();
  process.env.TEST_DB_NAME = name;
  const db = createDb({ databaseUrl: url.toString() });
  try {
    await migrateLatest(db);
    await runSeeds(db, { demoAccounts: false });
  } finally {
    await db.destroy();
  }
}
