import { createTestApp, signUpMember, unique, cookieValue, setCookies, type TestApp } from '../support';

let t: TestApp;
beforeAll(() => { t = createTestApp(); });
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => {
  const username = unique('reg_');
  return { username, password: 'a-good-password', name: 'Walter Price', email: `${username}@example.com`, ...over };
};

describe('POST /api/register', () => {
  it('creates a member, signs them in and never returns the hash', async () => {
    const agent = t.agent();
    const input = body({ bio: 'Keen birdwatcher', interests: ['Birds', 'Walking'] });
    const res = await agent.post('/api/register').send(input);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: input.username, name: 'Walter Price', email: input.email, role: 'user', interests: ['Birds', 'Walking'], bio: 'Keen birdwatcher' });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|argon/i);
    const cookies = setCookies(res).join('\n');
    expect(cookies).toMatch(/afterwork\.sid=/);
    expect(cookies).toMatch(/httponly/i);
    expect(cookies).toMatch(/samesite=lax/i);
    expect(cookies).toMatch(/afterwork\.sid\.sig=/);
    const me = await agent.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.id);
    const row = await t.db('users').where({ id: res.body.id }).first();
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ name: 'A' }, 'name', 'Name is required'],
    [{ email: 'not-an-email' }, 'email', 'Valid email is required'],
    [{ username: 'bad name!' }, 'username', 'Username may only contain letters, numbers, dots, dashes and underscores'],
    [{ username: undefined }, 'username', 'This field is required'],
  ])('400 with the spec message for %j', async (over, field, message) => {
    const res = await t.request().post('/api/register').send(body(over));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.fields[field]).toBe(message);
  });

  it('409 on a duplicate username (case-insensitive) or email', async () => {
    const first = body();
    expect((await t.request().post('/api/register').send(first)).status).toBe(201);
    const dupUser = await t.request().post('/api/register').send(body({ username: first.username.toUpperCase() }));
    expect(dupUser.status).toBe(409);
    expect(dupUser.body.error).toEqual({ message: 'That username is already taken', fields: { username: 'That username is already taken' } });
    const dupEmail = await t.request().post('/api/register').send(body({ email: first.email.toUpperCase() }));
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.body.error).toEqual({ message: 'An account with that email already exists', fields: { email: 'An account with that email already exists' } });
  });

  it('ignores role and id in the body', async () => {
    const res = await t.request().post('/api/register').send(body({ role: 'admin', id: 999999, role_id: 2, roleId: 2 }));
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('user');
    expect(res.body.id).not.toBe(999999);
  });
});

describe('sign in', () => {
  it('POST /api/login answers the user; POST /api/auth/login answers { user }', async () => {
    const { credentials } = await signUpMember(t.agent());
    const a = await t.request().post('/api/login').send({ username: credentials.username, password: credentials.password });
    expect(a.status).toBe(200);
    expect(a.body.username).toBe(credentials.username);
    const b = await t.request().post('/api/auth/login').send({ username: credentials.username.toUpperCase(), password: credentials.password });
    expect(b.status).toBe(200);
    expect(b.body.user.id).toBe(a.body.id);
    expect(JSON.stringify(b.body)).not.toMatch(/hash/i);
  });

  it('wrong password or unknown user → 401 Invalid username or password', async () => {
    const { credentials } = await signUpMember(t.agent());
    const wrong = await t.request().post('/api/login').send({ username: credentials.username, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: { message: 'Invalid username or password' } });
    const nobody = await t.request().post('/api/auth/login').send({ username: unique('ghost_'), password: 'whatever1' });
    expect(nobody.status).toBe(401);
    expect(nobody.body.error.message).toBe('Invalid username or password');
  });

  it('signs in with the email address in the same field (any case); one message whichever is unknown (issue 31)', async () => {
    const { credentials } = await signUpMember(t.agent());
    const byEmail = await t.request().post('/api/auth/login').send({ username: credentials.email.toUpperCase(), password: credentials.password });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.user.username).toBe(credentials.username);
    const wrong = await t.request().post('/api/auth/login').send({ username: credentials.email, password: 'not-the-password' });
    const ghost = await t.request().post('/api/auth/login').send({ username: `${unique('ghost_')}@example.com`, password: 'not-the-password' });
    expect([wrong.status, ghost.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(ghost.body);
    expect(wrong.body).toEqual({ error: { message: 'Invalid username or password' } });
  });

  it('failures by email and by username count against one account', async () => {
    const { credentials } = await signUpMember(t.agent());
    await t.request().post('/api/login').send({ username: credentials.email, password: 'wrong-pass-1' });
    await t.request().post('/api/login').send({ username: credentials.username, password: 'wrong-pass-2' });
    const row = await t.db('login_throttle').where({ key: `user:${credentials.username.toLowerCase()}` }).first('failures');
    expect(Number(row?.failures)).toBe(2);
    expect(await t.db('login_throttle').where({ key: `user:${credentials.email.toLowerCase()}` }).first()).toBeUndefined();
  });

  it('400 with the sign-in form messages', async () => {
    const res = await t.request().post('/api/login').send({ username: 'ab', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ username: 'Username must be at least 3 characters', password: 'Password must be at least 6 characters' });
  });

  it('issues a NEW session id at sign-in and destroys the old one', async () => {
    const agent = t.agent();
    const reg = await agent.post('/api/register').send(body());
    const before = cookieValue(reg);
    expect(before).toBeTruthy();
    const login = await agent.post('/api/login').send({ username: reg.body.username, password: 'a-good-password' });
    const after = cookieValue(login);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    // The pre-login cookie (with its signature) no longer signs anyone in.
    const sig = cookieValue(reg, 'afterwork.sid.sig');
    const replay = await t.request().get('/api/user').set('Cookie', `afterwork.sid=${before}; afterwork.sid.sig=${sig}`);
    expect(replay.status).toBe(401);
    expect((await agent.get('/api/user')).status).toBe(200);
  });

  it('rememberMe gives a long-lived cookie; a normal sign-in an idle lifetime of 2 hours', async () => {
    const { credentials } = await signUpMember(t.agent());
    const normal = await t.request().post('/api/login').send({ username: credentials.username, password: credentials.password });
    const long = await t.request().post('/api/login').send({ username: credentials.username, password: credentials.password, rememberMe: true });
    const expires = (res: typeof normal) => Date.parse(/expires=([^;]+)/i.exec(setCookies(res).find((c) => c.startsWith('afterwork.sid='))!)![1]);
    expect(expires(normal) - Date.now()).toBeLessThanOrEqual(2 * 3600_000 + 5000);
    expect(expires(long) - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
  });
});

describe('the rolling session cookie', () => {
  it('is sent again only when its expiry would move by more than the slack (30 s): most reads set no cookie', async () => {
    const agent = t.agent();
    const reg = await agent.post('/api/register').send(body());
    const sid = cookieValue(reg);
    const soon = await agent.get('/api/user');
    expect(soon.status).toBe(200);
    expect(setCookies(soon)).toEqual([]);
    const realNow = Date.now;
    const spy = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 60_000);
    try {
      const moved = await agent.get('/api/user');
      expect(moved.status).toBe(200);
      // The same session, its idle lifetime counted again from now (a minute on).
      expect(cookieValue(moved)).toBe(sid);
      const expires = Date.parse(/expires=([^;]+)/i.exec(setCookies(moved).find((c) => c.startsWith('afterwork.sid='))!)![1]);
      expect(Math.abs(expires - (realNow() + 60_000 + 2 * 3600_000))).toBeLessThan(5_000);
      expect(setCookies(moved).some((c) => c.startsWith('afterwork.sid.sig='))).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect((await agent.get('/api/user')).status).toBe(200);
  });
});

describe('sign out', () => {
  it('logout signs out, and replaying the old cookie afterwards is signed out', async () => {
    const agent = t.agent();
    const reg = await agent.post('/api/register').send(body());
    const sid = cookieValue(reg)!;
    const sig = cookieValue(reg, 'afterwork.sid.sig')!;
    const out = await agent.post('/api/logout');
    expect(out.status).toBe(200);
    expect((await agent.get('/api/user')).status).toBe(401);
    const replay = await t.request().get('/api/user').set('Cookie', `afterwork.sid=${sid}; afterwork.sid.sig=${sig}`);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ error: { message: 'Please sign in' } });
    expect(await t.db('sessions').where({ id: sid }).first()).toBeUndefined();
  });

  it('logout as a visitor is fine', async () => {
    expect((await t.request().post('/api/logout')).status).toBe(200);
  });
});
