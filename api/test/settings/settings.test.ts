import { TOO_MANY_INTERESTS, WRONG_CURRENT_PASSWORD, INTEREST_OPTIONS } from '@afterwork/contracts/users';
import { createTestApp, signUpMember, unique, type TestApp } from '../support';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a-brand-new-secret';

describe('POST /api/user/password', () => {
  it('401 for visitors', async () => {
    const res = await t.request().post('/api/user/password').send({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdef' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { message: 'Please sign in' } });
  });

  it('changes the password, keeps this session, signs the other sessions out', async () => {
    const here = t.agent();
    const { credentials } = await signUpMember(here);
    const phone = t.agent();
    expect((await phone.post('/api/login').send({ username: credentials.username, password: credentials.password })).status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(200);

    const res = await here.post('/api/user/password').send({ currentPassword: credentials.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, otherSessionsSignedOut: 1 });

    expect((await here.get('/api/user')).status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(401);

    const oldLogin = await t.request().post('/api/login').send({ username: credentials.username, password: credentials.password });
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.request().post('/api/login').send({ username: credentials.username, password: NEW_PASSWORD });
    expect(newLogin.status).toBe(200);
  });

  it('refuses a wrong current password with a clear message on the field, and changes nothing', async () => {
    const agent = t.agent();
    const { credentials } = await signUpMember(agent);
    const res = await agent.post('/api/user/password').send({ currentPassword: 'not-my-password', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { message: WRONG_CURRENT_PASSWORD, fields: { currentPassword: WRONG_CURRENT_PASSWORD } } });
    expect((await agent.get('/api/user')).status).toBe(200);
    expect((await t.request().post('/api/login').send({ username: credentials.username, password: credentials.password })).status).toBe(200);
  });

  it('validates: current required, new at least 6, confirmation must match, must differ', async () => {
    const agent = t.agent();
    const { credentials } = await signUpMember(agent);
    const empty = await agent.post('/api/user/password').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toMatchObject({ currentPassword: 'Please enter your current password' });
    const short = await agent.post('/api/user/password').send({ currentPassword: credentials.password, newPassword: 'abc', confirmPassword: 'abc' });
    expect(short.body.error.fields).toEqual({ newPassword: 'Password must be at least 6 characters' });
    const mismatch = await agent.post('/api/user/password').send({ currentPassword: credentials.password, newPassword: NEW_PASSWORD, confirmPassword: 'something-else' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields).toEqual({ confirmPassword: 'The two new passwords do not match' });
    const same = await agent.post('/api/user/password').send({ currentPassword: credentials.password, newPassword: credentials.password, confirmPassword: credentials.password });
    expect(same.status).toBe(400);
    expect(same.body.error.fields.newPassword).toMatch(/different/);
  });

  it('throttles guessing like sign-in: after 5 wrong current passwords, 429', async () => {
    const agent = t.agent();
    const { credentials } = await signUpMember(agent);
    for (let i = 0; i < 5; i++) {
      const r = await agent.post('/api/user/password').send({ currentPassword: `guess-${i}`, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(r.status).toBe(400);
    }
    const locked = await agent.post('/api/user/password').send({ currentPassword: credentials.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/user/sign-out-everywhere', () => {
  it('401 for visitors', async () => {
    expect((await t.request().post('/api/user/sign-out-everywhere')).status).toBe(401);
  });

  it('signs this and every other session out', async () => {
    const here = t.agent();
    const { credentials } = await signUpMember(here);
    const other = t.agent();
    await other.post('/api/login').send({ username: credentials.username, password: credentials.password });
    const bystander = t.agent();
    await signUpMember(bystander);

    const res = await here.post('/api/user/sign-out-everywhere');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, sessionsSignedOut: 2 });
    expect((await here.get('/api/user')).status).toBe(401);
    expect((await other.get('/api/user')).status).toBe(401);
    expect((await bystander.get('/api/user')).status).toBe(200);
  });
});

describe('interests', () => {
  it('saves up to 10 and refuses the eleventh with a clear message', async () => {
    const agent = t.agent();
    await signUpMember(agent);
    const ten = INTEREST_OPTIONS.slice(0, 10);
    const ok = await agent.patch('/api/user').send({ interests: ten });
    expect(ok.status).toBe(200);
    expect(ok.body.interests).toEqual(ten);
    expect((await agent.get('/api/user')).body.interests).toEqual(ten);

    const eleven = await agent.patch('/api/user').send({ interests: INTEREST_OPTIONS.slice(0, 11) });
    expect(eleven.status).toBe(400);
    expect(eleven.body).toEqual({ error: { message: TOO_MANY_INTERESTS, fields: { interests: TOO_MANY_INTERESTS } } });
    expect((await agent.get('/api/user')).body.interests).toEqual(ten);

    const none = await agent.patch('/api/user').send({ interests: [] });
    expect(none.body.interests).toEqual([]);
  });

  it('the picker offers the 24 interests of the spec', () => {
    expect(INTEREST_OPTIONS).toHaveLength(24);
    expect(new Set(INTEREST_OPTIONS).size).toBe(24);
  });
});

describe('public profile GET /api/users/:id', () => {
  it('shows another member to signed-in members only, never the email, role or RSVPs', async () => {
    const owner = t.agent();
    const { user } = await signUpMember(owner, { name: 'Harold Finch', bio: 'Chess and long walks', location: 'Bath' });
    expect((await t.request().get(`/api/users/${user.id}`)).status).toBe(401);
    // Harold shows his details to all members (issue 18: the member's choice; the defaults are tested in security/).
    expect((await owner.patch('/api/users/me/privacy').send({ profileVisibility: 'members' })).status).toBe(200);

    const viewer = t.agent();
    await signUpMember(viewer);
    const res = await viewer.get(`/api/users/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, name: 'Harold Finch', bio: 'Chess and long walks', location: 'Bath' });
    expect(Object.keys(res.body).sort()).toEqual(['avatar', 'bio', 'blockedByMe', 'createdAt', 'id', 'interests', 'limited', 'location', 'name', 'profession', 'username']);
    expect(JSON.stringify(res.body)).not.toMatch(/@example\.com/);
  });

  it('unknown 404 "User not found", bad id 400', async () => {
    const viewer = t.agent();
    await signUpMember(viewer);
    expect((await viewer.get('/api/users/2147483600')).body).toEqual({ error: { message: 'User not found' } });
    expect((await viewer.get('/api/users/abc')).status).toBe(400);
  });
});

describe('GET /api/users/me/connections', () => {
  it('401 for visitors', async () => {
    expect((await t.request().get('/api/users/me/connections')).status).toBe(401);
  });

  it('lists the members you share a group with, by name, never their email', async () => {
    const me = t.agent();
    const { user: mine } = await signUpMember(me, { name: 'Connie Link' });
    const friendAgent = t.agent();
    const { user: friend } = await signUpMember(friendAgent, { name: 'Frank Friend', profession: 'Retired pilot' });
    const strangerAgent = t.agent();
    const { user: stranger } = await signUpMember(strangerAgent, { name: 'Stan Stranger' });

    expect((await me.get('/api/users/me/connections')).body).toEqual([]);

    const [{ id: shared }] = await t.db('groups').insert({ name: unique('Shared '), description: 'A group we share for testing', type: 'social' }).returning('id');
    const [{ id: other }] = await t.db('groups').insert({ name: unique('Other '), description: 'A group only the stranger is in', type: 'social' }).returning('id');
    // Sharing for a while: a fresh join shows no details (issue 32, finding 5).
    const joined_at = new Date(Date.now() - 15 * 86_400_000);
    await t.db('group_members').insert([
      { group_id: shared, user_id: mine.id, joined_at },
      { group_id: shared, user_id: friend.id, joined_at },
      { group_id: other, user_id: stranger.id },
    ]);
    try {
      const res = await me.get('/api/users/me/connections');
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      expect(res.body[0]).toMatchObject({ id: friend.id, name: 'Frank Friend', profession: 'Retired pilot' });
      expect(res.body[0].sharedGroups).toHaveLength(1);
      expect(JSON.stringify(res.body)).not.toMatch(/@|email/);
      // And the friend sees me.
      expect((await friendAgent.get('/api/users/me/connections')).body.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    } finally {
      await t.db('groups').whereIn('id', [shared, other]).delete();
    }
  });
});
