import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { LAST_ADMIN_CANNOT_DELETE } from '@afterwork/contracts/safety';
import { createDb, migrateLatest } from '../../src/db';
import { runSeeds } from '../../src/db/seed';
import { createTestApp, signInAdmin, type TestApp } from '../support';

// The last-admin rule needs a database where we know every admin: this file makes its own.
const base = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `afterwork_test_lastadmin_${randomBytes(5).toString('hex')}`;
let db: Knex;
let t: TestApp;

beforeAll(async () => {
  const server = knexFactory({ client: 'pg', connection: base, pool: { min: 0, max: 1 } });
  await server.raw(`create database ${dbName}`);
  await server.destroy();
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  db = createDb({ databaseUrl: url.toString() });
  await migrateLatest(db);
  await runSeeds(db, { demoAccounts: false });
  t = createTestApp({ db, config: { databaseUrl: url.toString() } });
});
afterAll(async () => {
  await t.close();
  await db.destroy();
  const server = knexFactory({ client: 'pg', connection: base, pool: { min: 0, max: 1 } });
  await server.raw(`drop database if exists ${dbName} with (force)`);
  await server.destroy();
});

it('refuses to delete the last site admin (400, clear message), and lets an admin go once another exists', async () => {
  const only = t.agent();
  await signInAdmin(only, db);
  expect((await only.get('/api/user/deletion')).body.lastSiteAdmin).toBe(true);
  const refused = await only.post('/api/user/deletion').send({ password: 'admin-test-password', confirm: true });
  expect(refused.status).toBe(400);
  expect(refused.body).toEqual({ error: { message: LAST_ADMIN_CANNOT_DELETE } });
  expect((await only.get('/api/user')).status).toBe(200);

  const second = t.agent();
  await signInAdmin(second, db);
  expect((await only.get('/api/user/deletion')).body.lastSiteAdmin).toBe(false);
  expect((await only.post('/api/user/deletion').send({ password: 'admin-test-password', confirm: true })).status).toBe(200);
  // Now the second is the last one.
  const last = await second.post('/api/user/deletion').send({ password: 'admin-test-password', confirm: true });
  expect(last.status).toBe(400);
  expect(last.body.error.message).toBe(LAST_ADMIN_CANNOT_DELETE);
});
