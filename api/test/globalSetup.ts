import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { createDb, migrateLatest } from '../src/db';
import { runSeeds } from '../src/db/seed';

/** Creates `afterwork_test_<random>` on TEST_DATABASE_URL's server, migrates it and exposes its URL as TEST_DB_URL. */
export default async function globalSetup(): Promise<void> {
  const base = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
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
