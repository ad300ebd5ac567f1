import { createTestApp, unique, type TestApp } from '../support';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const PATH = '/api/newsletter-subscriptions';
/** A fresh client address per test, so the per-IP limit of one test never touches another. */
const freshIp = () => `10.40.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const rowsFor = (email: string) => t.db('newsletter_subscriptions').whereRaw('lower(email) = ?', [email.toLowerCase()]);

describe('POST /api/newsletter-subscriptions', () => {
  it('stores a valid address (trimmed, lower-cased) and answers 201', async () => {
    const email = `${unique('Reader.')}@Example.COM`;
    const res = await t.request().post(PATH).set('X-Forwarded-For', freshIp()).send({ email: `  ${email}  ` });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ email: email.toLowerCase(), subscribed: true, alreadySubscribed: false });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe(email.toLowerCase());
  });

  it('is idempotent and case-insensitive: subscribing again is a 200 thank-you, never a second row', async () => {
    const email = `${unique('twice')}@example.org`;
    const ip = freshIp();
    expect((await t.request().post(PATH).set('X-Forwarded-For', ip).send({ email })).status).toBe(201);
    const again = await t.request().post(PATH).set('X-Forwarded-For', ip).send({ email });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ subscribed: true, alreadySubscribed: true });
    const upper = await t.request().post(PATH).set('X-Forwarded-For', ip).send({ email: email.toUpperCase() });
    expect(upper.status).toBe(200);
    expect(upper.body.email).toBe(email);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('two subscriptions of one address at the same moment still make one row', async () => {
    const email = `${unique('race')}@example.org`;
    const results = await Promise.all([0, 1, 2].map(() => t.request().post(PATH).set('X-Forwarded-For', freshIp()).send({ email })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it.each([
    ['missing', {}],
    ['empty', { email: '' }],
    ['blank', { email: '   ' }],
    ['no at sign', { email: 'margaret.example.com' }],
    ['no domain dot', { email: 'margaret@example' }],
    ['spaces inside', { email: 'mar garet@example.com' }],
    ['two at signs', { email: 'a@b@example.com' }],
    ['not a string', { email: 42 }],
    ['too long', { email: `${'a'.repeat(250)}@example.com` }],
  ])('refuses an invalid address (%s) with 400 and the spec message', async (_name, body) => {
    const res = await t.request().post(PATH).set('X-Forwarded-For', freshIp()).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { message: 'Please enter a valid email address', fields: { email: 'Please enter a valid email address' } } });
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await t.request().post(PATH).set('Content-Type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Malformed JSON in request body');
  });

  it('rate-limits one address: the 6th try within 15 minutes is 429 with a clear message and Retry-After', async () => {
    const email = `${unique('eager')}@example.org`;
    for (let i = 0; i < 5; i++) {
      const r = await t.request().post(PATH).set('X-Forwarded-For', freshIp()).send({ email });
      expect([200, 201]).toContain(r.status);
    }
    const res = await t.request().post(PATH).set('X-Forwarded-For', freshIp()).send({ email: email.toUpperCase() });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe('You have tried to subscribe too many times. Please wait 15 minutes and try again.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('rate-limits one client address: the 21st try within 15 minutes is 429, another address is unaffected', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await t.request().post(PATH).set('X-Forwarded-For', ip).send({ email: `${unique('bulk')}@example.org` })).status).toBe(201);
    }
    const blocked = await t.request().post(PATH).set('X-Forwarded-For', ip).send({ email: `${unique('bulk')}@example.org` });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toMatch(/^You have tried to subscribe too many times\. Please wait \d+ minutes? and try again\.$/);
    const other = await t.request().post(PATH).set('X-Forwarded-For', freshIp()).send({ email: `${unique('calm')}@example.org` });
    expect(other.status).toBe(201);
  });

  it('refuses a foreign Origin (CSRF) with 403 and stores nothing', async () => {
    const email = `${unique('csrf')}@example.org`;
    const res = await t.request().post(PATH).set('Origin', 'https://evil.example').send({ email });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Cross-site request refused');
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it('accepts the site’s own Origin', async () => {
    const res = await t.request().post(PATH).set('Host', 'afterwork.test').set('Origin', 'http://afterwork.test').set('X-Forwarded-For', freshIp()).send({ email: `${unique('own')}@example.org` });
    expect(res.status).toBe(201);
  });

  it('answers only POST', async () => {
    const res = await t.request().get(PATH);
    expect([404, 405]).toContain(res.status);
    expect(JSON.stringify(res.body)).not.toContain('@');
  });
});
