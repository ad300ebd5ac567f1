import { createTestApp, setCookies, signInAdmin, signUpMember, type TestApp } from '../support';

/**
 * Issue 24 §3: each instance keeps the sessions it served (with their member) in memory, so a signed-in read costs
 * no session query; any change to a session, a member or a role reaches every instance at once (NOTIFY from
 * triggers). Two instances share the database, as in production.
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = createTestApp();
  b = createTestApp({ db: a.db });
  for (let i = 0; i < 200 && !(a.app.sessionCache.listening && b.app.sessionCache.listening); i++) await new Promise((r) => setTimeout(r, 25));
  expect(a.app.sessionCache.listening && b.app.sessionCache.listening).toBe(true);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const cookieHeader = (res: { headers: Record<string, unknown> }) => setCookies(res).map((c) => c.split(';')[0]).join('; ');
const sessionId = (cookie: string) => decodeURIComponent(/afterwork\.sid=([^;]+)/.exec(cookie)![1]);

/** A member signed in on instance b, whose session instance a has served (and so keeps). */
async function memberCachedOnA() {
  const owner = b.agent();
  const { credentials, user } = await signUpMember(owner);
  const login = await b.request().post('/api/login').send({ username: credentials.username, password: credentials.password });
  const cookie = cookieHeader(login);
  // The first read on an instance also refreshes the row's expiry (a write, which evicts); a later one is kept.
  for (let i = 0; i < 5 && !(await a.app.sessionCache.get(sessionId(cookie))); i++) {
    expect((await a.request().get('/api/user').set('Cookie', cookie)).status).toBe(200);
  }
  expect((await a.app.sessionCache.get(sessionId(cookie)))?.user?.id).toBe(user.id);
  return { owner, credentials, user, cookie };
}

describe('the session cache', () => {
  it('answers a signed-in read without reading the session again', async () => {
    const { cookie, user } = await memberCachedOnA();
    const sid = sessionId(cookie);
    // Taken out of the database without a notification (a trigger-less path does not exist in production: this
    // only proves the reads below come from the cache), the session still serves its member on instance a.
    await a.db.transaction(async (trx) => {
      await trx.raw('set local session_replication_role = replica'); // no triggers in this transaction
      await trx('sessions').where({ id: sid }).update({ expires_at: new Date(Date.now() - 1000) });
    });
    for (let i = 0; i < 3; i++) expect((await a.request().get('/api/user').set('Cookie', cookie)).body.id).toBe(user.id);
    // Instance b, which never kept it, reads the database and refuses it.
    expect((await b.request().get('/api/user').set('Cookie', cookie)).status).toBe(401);
  });

  it('signing out on another instance ends the session here at once', async () => {
    const { cookie } = await memberCachedOnA();
    expect((await b.request().post('/api/logout').set('Cookie', cookie)).status).toBe(200);
    expect((await a.request().get('/api/user').set('Cookie', cookie)).status).toBe(401);
    expect(await a.app.sessionCache.get(sessionId(cookie))).toBeUndefined();
  });

  it('sign out everywhere on another instance ends every cached session of the member', async () => {
    const { owner, cookie } = await memberCachedOnA();
    expect((await owner.post('/api/user/sign-out-everywhere')).status).toBe(200);
    expect((await a.request().get('/api/user').set('Cookie', cookie)).status).toBe(401);
  });

  it('a suspension, a role change or a new name written straight to the database reaches the cache', async () => {
    const { cookie, user } = await memberCachedOnA();
    await a.db('users').where({ id: user.id }).update({ name: 'Renamed In Psql' });
    expect((await a.request().get('/api/user').set('Cookie', cookie)).body.name).toBe('Renamed In Psql');

    const admin = await a.db('roles').where({ name: 'admin' }).first('id');
    await a.db('users').where({ id: user.id }).update({ role_id: admin!.id });
    expect((await a.request().get('/api/user').set('Cookie', cookie)).body.role).toBe('admin');

    await a.db('users').where({ id: user.id }).update({ suspended_until: new Date(Date.now() + 86_400_000) });
    expect((await a.request().get('/api/user').set('Cookie', cookie)).status).toBe(401);
  });

  it('a change made through this instance is seen by its next request', async () => {
    const agent = a.agent();
    await signUpMember(agent, { name: 'Before Change' });
    expect((await agent.get('/api/user')).body.name).toBe('Before Change');
    await signInAdmin(b.agent(), b.db); // unrelated traffic on the other instance
    const res = await agent.patch('/api/user').send({ name: 'After Change' });
    expect(res.status).toBeLessThan(300);
    expect((await agent.get('/api/user')).body.name).toBe('After Change');
  });

  it('without its LISTEN connection the cache answers nothing (every request reads the database) until it is back', async () => {
    const { cookie, user } = await memberCachedOnA();
    await a.db.raw(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ?`, [a.app.sessionCache.connectionName]);
    for (let i = 0; i < 200 && a.app.sessionCache.listening; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await a.app.sessionCache.get(sessionId(cookie))).toBeUndefined();
    // While it is down, a revocation is still seen (read from the database).
    await a.db('users').where({ id: user.id }).update({ suspended_until: new Date(Date.now() + 86_400_000) });
    expect((await a.request().get('/api/user').set('Cookie', cookie)).status).toBe(401);
    for (let i = 0; i < 300 && !a.app.sessionCache.listening; i++) await new Promise((r) => setTimeout(r, 25));
    expect(a.app.sessionCache.listening).toBe(true);
  });
});
