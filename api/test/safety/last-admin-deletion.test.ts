import type { Knex } from 'knex';
import { LAST_ADMIN_CANNOT_DELETE } from '@afterwork/contracts/safety';
import { signInAdmin, type TestApp } from '../support';
import { createOwnTestApp } from '../support/own-database';

// The last-admin rule needs a database where we know every admin: this file makes its own.
let db: Knex;
let t: TestApp;

beforeAll(async () => {
  t = await createOwnTestApp('lastadmin');
  db = t.db;
});
afterAll(() => t.close());

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
