import type { Knex } from 'knex';
import type { RevokeSessions } from '../../src/modules/accounts/revoke-sessions';
import { purgeExpiredSessions } from '../../src/modules/accounts/session-repository';
import { createTestApp, setCookies, signUpMember, type TestApp } from '../support';
import { createGroup, insertActivity } from '../groups/helpers';
import { scheduleSessionPurge } from '../../src/modules/accounts/session-purge';
import { createLogger } from '../../src/http/logger';

/**
 * Issue 18, finding 1: a revoked session stays dead. A request still in flight on a session when it is revoked
 * (sign-out, sign out everywhere, a password change) used to re-insert the row on its routine save, so a stolen
 * cookie survived. Two API instances share the database, as in production: `a` serves the request held in flight,
 * `b` everything else (each instance skips some rolling saves it made itself; the other instance never does).
 */
let a: TestApp;
let b: TestApp;
/** The app's own revoker (built once by src/compose.ts, with the calendar feed among the lasting secrets). */
const revokeSessions: RevokeSessions = (...args) => b.app.deps.services.revokeSessions(...args);
beforeAll(() => {
  a = createTestApp();
  b = createTestApp({ db: a.db });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** The Cookie header a browser would send back (both instances share the signing key). */
const cookieHeader = (res: { headers: Record<string, unknown> }) => setCookies(res).map((c) => c.split(';')[0]).join('; ');

/** Sign in (on instance b) and answer the session's Cookie header, like a second device or a stolen cookie. */
async function signInDevice(t: TestApp, username: string, password: string): Promise<string> {
  const res = await t.request().post('/api/login').send({ username, password });
  expect(res.status).toBe(200);
  return cookieHeader(res);
}

/** Waits until a backend is blocked by the lock `holder` (a backend pid) holds: the request we keep in flight. */
async function untilBlockedBy(db: Knex, holder: number): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    const { rows } = await db.raw(`select count(*)::int as n from pg_stat_activity where ? = any(pg_blocking_pids(pid))`, [holder]);
    if (rows[0].n > 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the held request never reached the lock');
}

/**
 * Runs `revoke` while an RSVP on `cookie` is in flight on instance a: the RSVP has loaded its (valid) session and
 * waits for the activity's row lock, which the test holds; after `revoke` the lock is released and the RSVP
 * finishes, saving its session.
 */
async function revokeDuringRequest(cookie: string, activityId: number, revoke: () => Promise<void>): Promise<number> {
  const lock = await a.db.transaction();
  try {
    const { rows } = await lock.raw('select pg_backend_pid() as pid');
    await lock('activities').where({ id: activityId }).forUpdate().first();
    const inFlight = a.request().post(`/api/activities/${activityId}/attendees`).set('Cookie', cookie).send({ status: 'maybe' }).then((r) => r.status);
    await untilBlockedBy(b.db, rows[0].pid);
    await revoke();
    await lock.commit();
    return await inFlight;
  } catch (err) {
    await lock.rollback().catch(() => undefined);
    throw err;
  }
}

async function memberInGroup() {
  const owner = b.agent();
  const { credentials, user } = await signUpMember(owner);
  const group = await createGroup(owner);
  const activityId = await insertActivity(b.db, group.id);
  return { owner, credentials, user, activityId };
}

describe('a session revoked while one of its requests is in flight stays revoked', () => {
  it('sign out everywhere (from another device)', async () => {
    const { owner, credentials, activityId } = await memberInGroup();
    const stolen = await signInDevice(b, credentials.username, credentials.password);
    const status = await revokeDuringRequest(stolen, activityId, async () => {
      expect((await owner.post('/api/user/sign-out-everywhere')).status).toBe(200);
    });
    expect(status).toBeLessThan(300); // the request was signed in when it started
    expect((await b.request().get('/api/user').set('Cookie', stolen)).status).toBe(401);
    expect((await a.request().get('/api/user').set('Cookie', stolen)).status).toBe(401);
  });

  it('signing out (the same session, from another tab)', async () => {
    const { credentials, activityId } = await memberInGroup();
    const cookie = await signInDevice(b, credentials.username, credentials.password);
    await revokeDuringRequest(cookie, activityId, async () => {
      expect((await b.request().post('/api/logout').set('Cookie', cookie)).status).toBe(200);
    });
    expect((await b.request().get('/api/user').set('Cookie', cookie)).status).toBe(401);
  });

  it('a password change (other devices end, this one stays)', async () => {
    const { owner, credentials, activityId } = await memberInGroup();
    const stolen = await signInDevice(b, credentials.username, credentials.password);
    await revokeDuringRequest(stolen, activityId, async () => {
      const res = await owner.post('/api/user/password').send({ currentPassword: credentials.password, newPassword: 'another-long-secret', confirmPassword: 'another-long-secret' });
      expect(res.body).toEqual({ ok: true, otherSessionsSignedOut: 1 });
    });
    expect((await b.request().get('/api/user').set('Cookie', stolen)).status).toBe(401);
    expect((await owner.get('/api/user')).status).toBe(200);
  });
});

describe('revokeSessions(db, memberId, { except })', () => {
  it('wins over a write that lands after it: a session issued before the revocation is refused even if its row is back', async () => {
    const { credentials, user } = await memberInGroup();
    const cookie = await signInDevice(b, credentials.username, credentials.password);
    const [row] = await b.db('sessions').where({ user_id: user.id }).orderBy('created_at', 'desc').limit(1);
    expect(await revokeSessions(b.db, user.id)).toBeGreaterThanOrEqual(1);
    // Any late write (an old instance still upserting, a sign-in racing the revocation) puts the row back.
    await b.db('sessions').insert(row);
    expect((await b.request().get('/api/user').set('Cookie', cookie)).status).toBe(401);
    // And a sign-in after the revocation works.
    const fresh = await signInDevice(b, credentials.username, credentials.password);
    expect((await b.request().get('/api/user').set('Cookie', fresh)).status).toBe(200);
  });

  it('keeps the session named in `except`, ends the others, and runs inside a caller\'s transaction', async () => {
    const { credentials, user } = await memberInGroup();
    const keep = await signInDevice(b, credentials.username, credentials.password);
    const other = await signInDevice(b, credentials.username, credentials.password);
    const keepId = decodeURIComponent(/afterwork\.sid=([^;]+)/.exec(keep)![1]);
    const ended = await b.db.transaction((trx) => revokeSessions(trx, user.id, { except: keepId }));
    expect(ended).toBe(2); // the sign-up's session and `other`
    expect((await b.request().get('/api/user').set('Cookie', keep)).status).toBe(200);
    expect((await b.request().get('/api/user').set('Cookie', other)).status).toBe(401);
  });
});

describe('purgeExpiredSessions', () => {
  it('deletes expired and revoked sessions, keeps live ones', async () => {
    const { credentials, user } = await memberInGroup();
    const live = await signInDevice(b, credentials.username, credentials.password);
    const [expired] = await b.db('sessions')
      .insert({ id: `expired-${user.id}-${Date.now()}`, data: JSON.stringify({ userId: user.id }) as unknown as Record<string, unknown>, user_id: user.id, expires_at: new Date(Date.now() - 1000) })
      .returning('id');
    const revoked = { id: `revoked-${user.id}-${Date.now()}`, data: JSON.stringify({ userId: user.id }) as unknown as Record<string, unknown>, user_id: user.id, expires_at: new Date(Date.now() + 3_600_000), created_at: new Date(Date.now() - 60_000) };
    await b.db('users').where({ id: user.id }).update({ sessions_valid_after: new Date(Date.now() - 30_000) });
    await b.db('sessions').insert(revoked);
    expect(await purgeExpiredSessions(b.db)).toBeGreaterThanOrEqual(2);
    const left = (await b.db('sessions').where({ user_id: user.id }).select('id')).map((r) => r.id);
    expect(left).not.toContain(expired.id);
    expect(left).not.toContain(revoked.id);
    expect((await b.request().get('/api/user').set('Cookie', live)).status).toBe(200);
  });
});

describe('scheduleSessionPurge', () => {
  it('runs the purge on its schedule (and stops when asked)', async () => {
    const { user } = await memberInGroup();
    const id = `scheduled-${user.id}-${Date.now()}`;
    await b.db('sessions').insert({ id, data: JSON.stringify({ userId: user.id }) as unknown as Record<string, unknown>, user_id: user.id, expires_at: new Date(Date.now() - 1000) });
    const stop = scheduleSessionPurge(b.db, createLogger('silent'), { firstAfterMs: 10, everyMs: 50 });
    try {
      for (let i = 0; i < 100 && (await b.db('sessions').where({ id }).first()); i++) await new Promise((r) => setTimeout(r, 50));
      expect(await b.db('sessions').where({ id }).first()).toBeUndefined();
    } finally {
      stop();
    }
  });
});

