import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { createDb } from '../../src/db';
import { createTestApp, type TestApp } from './index';
import { migrateLatest, runSeeds } from '../../src/schema';

/** The test server (the embedded one under TEST_DB_ENGINE=embedded: globalSetup sets TEST_DATABASE_URL to it). */
const serverUrl = () => process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function onServer(sql: string): Promise<void> {
  const server = knexFactory({ client: 'pg', connection: serverUrl(), pool: { min: 0, max: 1 } });
  try {
    await server.raw(sql);
  } finally {
    await server.destroy();
  }
}

export interface OwnDatabase {
  /** Its connection URL. */
  url: string;
  /** Drop it (connections still open are ended). */
  drop(): Promise<void>;
}

/**
 * An empty database of this test file's own on the test server (not migrated), for a test of the migrations or of a
 * rule that must know every row. Call `drop()` in afterAll.
 */
export async function createOwnDatabase(label: string): Promise<OwnDatabase> {
  const name = `afterwork_test_${label}_${randomBytes(5).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

/**
 * The app on a database of its own, migrated and seeded without demo accounts (so the test knows every admin, say).
 * `close()` stops the app, closes the pool and drops the database.
 */
export async function createOwnTestApp(label: string): Promise<TestApp> {
  const own = await createOwnDatabase(label);
  const db = createDb({ databaseUrl: own.url });
  await migrateLatest(db);
  await runSeeds(db, { demoAccounts: false });
  const t = createTestApp({ db, config: { databaseUrl: own.url } });
  return {
    ...t,
    close: async () => {
      await t.close();
      await db.destroy();
      await own.drop();
    },
  };
}
