import { createTestApp, signUpMember, unique, type TestApp } from '../support';

let t: TestApp;
beforeAll(() => {
  t = createTestApp({ limits: { throttle: { accountMaxFailures: 3, ipMaxFailures: 10_000, windowMs: 60_000, lockBaseMs: 1500, lockMaxMs: 4000 } } });
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('sign-in throttling', () => {
  it('per account: 429 with Retry-After, the right password refused while locked, then allowed again', async () => {
    const { credentials } = await signUpMember(t.agent());
    const ip = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 3; i++) {
      const r = await t.request().post('/api/login').set('X-Forwarded-For', ip).send({ username: credentials.username, password: 'wrong-password' });
      expect(r.status).toBe(401);
    }
    const locked = await t.request().post('/api/login').set('X-Forwarded-For', '10.9.9.9').send({ username: credentials.username, password: credentials.password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(locked.body.error.message).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    const viaAuth = await t.request().post('/api/auth/login').send({ username: credentials.username, password: credentials.password });
    expect(viaAuth.status).toBe(429);
    await sleep(1700);
    const ok = await t.request().post('/api/login').send({ username: credentials.username, password: credentials.password });
    expect(ok.status).toBe(200);
  });

  it('per address: many usernames from one IP get locked', async () => {
    const t2 = createTestApp({ limits: { throttle: { accountMaxFailures: 100, ipMaxFailures: 4, windowMs: 60_000, lockBaseMs: 60_000, lockMaxMs: 900_000 } } });
    try {
      const ip = `10.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      for (let i = 0; i < 4; i++) {
        expect((await t2.request().post('/api/login').set('X-Forwarded-For', ip).send({ username: unique('x_'), password: 'wrong-password' })).status).toBe(401);
      }
      const res = await t2.request().post('/api/login').set('X-Forwarded-For', ip).send({ username: unique('x_'), password: 'wrong-password' });
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(50);
      // Another address is unaffected.
      const other = await t2.request().post('/api/login').set('X-Forwarded-For', '10.3.3.3').send({ username: unique('x_'), password: 'wrong-password' });
      expect(other.status).toBe(401);
    } finally {
      await t2.close();
    }
  });
});
