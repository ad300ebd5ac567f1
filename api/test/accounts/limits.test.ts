import { randomInt } from 'node:crypto';
import { loadConfig } from '../../src/config';
import { cookieValue, createTestApp, setCookies, signUpMember, unique, type TestApp } from '../support';

/** Issue 18, finding 4: registration is limited per address, a member's live sessions are capped. */
const body = () => {
  const username = unique('lim_');
  return { username, password: 'a-good-password', name: 'Walter Price', email: `${username}@example.com` };
};
const randomIp = () => `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;

describe('registrations per address', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp({ limits: { registrations: { max: 3, windowMs: 30 * 60_000 } } });
  });
  afterAll(() => t.close());

  it('after the limit: 429 with Retry-After and a plain message saying when to try again; no account is made', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) {
      expect((await t.request().post('/api/register').set('X-Forwarded-For', ip).send(body())).status).toBe(201);
    }
    const refused = body();
    const res = await t.request().post('/api/register').set('X-Forwarded-For', ip).send(refused);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(25 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    expect(res.body.error.message).toMatch(/^Several accounts have just been created from your connection\. Please wait (29|30) minutes and try again\.$/);
    expect(await t.db('users').where({ username: refused.username }).first()).toBeUndefined();
    expect(setCookies(res).join('')).not.toMatch(/afterwork\.sid=[^;]/);
  });

  it('another address is not affected', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) await t.request().post('/api/register').set('X-Forwarded-For', ip).send(body());
    expect((await t.request().post('/api/register').set('X-Forwarded-For', randomIp()).send(body())).status).toBe(201);
  });

  it('a refused registration (taken username, bad input) does not use up the limit', async () => {
    const ip = randomIp();
    const first = body();
    expect((await t.request().post('/api/register').set('X-Forwarded-For', ip).send(first)).status).toBe(201);
    for (let i = 0; i < 5; i++) {
      expect((await t.request().post('/api/register').set('X-Forwarded-For', ip).send({ ...body(), username: first.username })).status).toBe(409);
      expect((await t.request().post('/api/register').set('X-Forwarded-For', ip).send({ ...body(), email: 'nope' })).status).toBe(400);
    }
    expect((await t.request().post('/api/register').set('X-Forwarded-For', ip).send(body())).status).toBe(201);
    expect((await t.request().post('/api/register').set('X-Forwarded-For', ip).send(body())).status).toBe(201);
    expect((await t.request().post('/api/register').set('X-Forwarded-For', ip).send(body())).status).toBe(429);
  });

  it('a burst of parallel registrations from one address creates no more accounts than the limit', async () => {
    const ip = randomIp();
    const bodies = Array.from({ length: 12 }, body);
    const statuses = await Promise.all(bodies.map((b) => t.request().post('/api/register').set('X-Forwarded-For', ip).send(b).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    const made = await t.db('users').whereIn('username', bodies.map((b) => b.username)).select('id');
    expect(made).toHaveLength(3);
  });
});

describe('live sessions per member', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp({ limits: { session: { maxPerMember: 2 } } });
  });
  afterAll(() => t.close());

  it('signing in beyond the cap ends the least recently used session, never the new one', async () => {
    const first = t.agent();
    const { credentials, user } = await signUpMember(first);
    const second = t.agent();
    const login = await second.post('/api/login').send({ username: credentials.username, password: credentials.password });
    expect(login.status).toBe(200);
    expect((await first.get('/api/user')).status).toBe(200); // two sessions: both live
    // `second` was used least recently.
    await t.db('sessions').where({ id: cookieValue(login) }).update({ updated_at: t.db.raw(`now() - interval '1 minute'`) });

    const third = t.agent();
    expect((await third.post('/api/login').send({ username: credentials.username, password: credentials.password })).status).toBe(200);
    expect((await t.db('sessions').where({ user_id: user.id }).select('id')).length).toBe(2);
    expect((await third.get('/api/user')).status).toBe(200);
    expect((await first.get('/api/user')).status).toBe(200);
    expect((await second.get('/api/user')).status).toBe(401);
  });
});

describe('configuration', () => {
  it('is strict by default and can be set, but never switched off', () => {
    const defaults = loadConfig({});
    expect(defaults.registrationsPerIp).toBe(5);
    expect(defaults.registrationWindowMs).toBe(30 * 60_000);
    expect(defaults.sessionsPerMember).toBe(10);
    const set = loadConfig({ REGISTRATIONS_PER_IP: '500', REGISTRATION_WINDOW_MINUTES: '10', SESSIONS_PER_MEMBER: '3' });
    expect([set.registrationsPerIp, set.registrationWindowMs, set.sessionsPerMember]).toEqual([500, 600_000, 3]);
    for (const name of ['REGISTRATIONS_PER_IP', 'REGISTRATION_WINDOW_MINUTES', 'SESSIONS_PER_MEMBER']) {
      expect(() => loadConfig({ [name]: '0' })).toThrow(new RegExp(name));
    }
  });
});
