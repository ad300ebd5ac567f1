import { createTestApp, signUpMember, signInAdmin, type TestApp } from '../support';

let t: TestApp;
beforeAll(() => { t = createTestApp(); });
afterAll(() => t.close());

describe('current user', () => {
  it('GET /api/user and /api/auth/user: 401 signed out, the user signed in', async () => {
    expect((await t.request().get('/api/user')).body).toEqual({ error: { message: 'Please sign in' } });
    expect((await t.request().get('/api/auth/user')).status).toBe(401);
    const agent = t.agent();
    const { user } = await signUpMember(agent);
    for (const path of ['/api/user', '/api/auth/user']) {
      const res = await agent.get(path);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: user.id, role: 'user', avatar: null });
      expect(res.body).not.toHaveProperty('passwordHash');
    }
  });

  it('session-ping: anonymous then active, with cookie settings', async () => {
    const anon = await t.request().get('/api/auth/session-ping');
    expect(anon.status).toBe(200);
    expect(anon.body).toEqual({ status: 'anonymous', cookieSettings: { httpOnly: true, sameSite: 'lax', secure: false, maxAgeMs: 7200000 } });
    const agent = t.agent();
    await signUpMember(agent);
    expect((await agent.get('/api/auth/session-ping')).body.status).toBe('active');
    const https = await agent.get('/api/auth/session-ping').set('X-Forwarded-Proto', 'https');
    expect(https.body.cookieSettings.secure).toBe(true);
  });

  it('cookie is Secure over https (behind a trusted proxy)', async () => {
    const res = await t.request().post('/api/register').set('X-Forwarded-Proto', 'https')
      .send({ username: `sec_${Date.now()}`, password: 'secret-pass', name: 'Sam Secure', email: `sec${Date.now()}@example.com` });
    expect(res.status).toBe(201);
    expect((res.headers['set-cookie'] as unknown as string[]).join('\n')).toMatch(/secure/i);
  });
});

describe('PATCH /api/user', () => {
  it('updates the profile; interests are a list', async () => {
    const agent = t.agent();
    await signUpMember(agent);
    const res = await agent.patch('/api/user').send({ name: 'Margaret H.', bio: 'Gardener', location: 'York', profession: 'Retired nurse', interests: ['Roses', 'Choir'], avatar: 'https://example.com/a.png' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Margaret H.', bio: 'Gardener', location: 'York', profession: 'Retired nurse', interests: ['Roses', 'Choir'], avatar: 'https://example.com/a.png' });
    const cleared = await agent.patch('/api/user').send({ avatar: '', bio: null });
    expect(cleared.body).toMatchObject({ avatar: null, bio: null, name: 'Margaret H.' });
  });

  it('validates with the contract messages', async () => {
    const agent = t.agent();
    await signUpMember(agent);
    const res = await agent.patch('/api/user').send({ name: 'A', email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Name must be at least 2 characters');
    expect(res.body.error.fields).toEqual({ name: 'Name must be at least 2 characters', email: 'Please enter a valid email address' });
    const avatar = await agent.patch('/api/user').send({ avatar: 'javascript-not-a-url' });
    expect(avatar.body.error.fields.avatar).toBe('Please enter a valid URL for the avatar');
  });

  it('can never change role or id, nor take another member\'s email', async () => {
    const other = await signUpMember(t.agent());
    const agent = t.agent();
    const { user, credentials } = await signUpMember(agent);
    const res = await agent.patch('/api/user').send({ role: 'admin', id: 1, roleId: 2, role_id: 2, name: 'Still Member' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, role: 'user', name: 'Still Member' });
    // Issue 32, finding 7: the password first (without it, a taken address reads like a free one).
    const dup = await agent.patch('/api/user').send({ email: other.credentials.email.toUpperCase(), currentPassword: credentials.password });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('An account with that email already exists');
  });

  it('401 for visitors', async () => {
    expect((await t.request().patch('/api/user').send({ name: 'Nobody' })).status).toBe(401);
  });
});

describe('GET /api/users/:id', () => {
  it('public profile for signed-in members, never the email', async () => {
    const owner = t.agent();
    const target = await signUpMember(owner, { bio: 'Hello' });
    // What a stranger sees is the member's choice (issue 18; the defaults: api/test/security/profile-privacy.test.ts).
    expect((await owner.patch('/api/users/me/privacy').send({ profileVisibility: 'members', showUsername: true })).status).toBe(200);
    const agent = t.agent();
    await signUpMember(agent);
    const res = await agent.get(`/api/users/${target.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: target.user.id, username: target.credentials.username, bio: 'Hello' });
    expect(res.body).not.toHaveProperty('email');
    expect(res.body).not.toHaveProperty('role');
    expect(JSON.stringify(res.body)).not.toContain('@example.com');
  });

  it('401 for visitors, 404 unknown, 400 non-numeric', async () => {
    expect((await t.request().get('/api/users/1')).status).toBe(401);
    const agent = t.agent();
    await signInAdmin(agent, t.db);
    const missing = await agent.get('/api/users/99999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('User not found');
    const bad = await agent.get('/api/users/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Invalid id');
  });

  it('signInAdmin gives an admin', async () => {
    const agent = t.agent();
    const { user } = await signInAdmin(agent, t.db);
    expect(user.role).toBe('admin');
    expect((await agent.get('/api/user')).body.role).toBe('admin');
  });
});
