import { DELETE_CONFIRM_REQUIRED, DELETE_WRONG_PASSWORD, FORMER_MEMBER } from '@afterwork/contracts/safety';
import { createTestApp, signUpMember, unique, type Agent, type TestApp } from '../support';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct-horse-battery';
const del = (agent: Agent, body: Record<string, unknown> = { password: PASSWORD, confirm: true }) => agent.post('/api/user/deletion').send(body);

async function groupBy(agent: Agent, name = unique('Group ')) {
  const res = await agent.post('/api/groups').send({ name: name.slice(0, 50), description: 'A group for the deletion tests.', type: 'social' });
  expect(res.status).toBe(201);
  return res.body as { id: number; name: string };
}

describe('POST /api/user/deletion', () => {
  it('401 for visitors', async () => {
    expect((await t.request().post('/api/user/deletion').send({ password: 'x', confirm: true })).status).toBe(401);
    expect((await t.request().get('/api/user/deletion')).status).toBe(401);
  });

  it('needs the password and the confirmation: 400 with clear messages, nothing deleted', async () => {
    const agent = t.agent();
    const { user } = await signUpMember(agent);
    const empty = await del(agent, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toMatchObject({ password: 'Please enter your password', confirm: DELETE_CONFIRM_REQUIRED });
    const unticked = await del(agent, { password: PASSWORD, confirm: false });
    expect(unticked.status).toBe(400);
    expect(unticked.body.error.fields).toEqual({ confirm: DELETE_CONFIRM_REQUIRED });
    const wrong = await del(agent, { password: 'not-my-password', confirm: true });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: { message: DELETE_WRONG_PASSWORD, fields: { password: DELETE_WRONG_PASSWORD } } });
    expect((await agent.get('/api/user')).status).toBe(200);
    expect(await t.db('users').where({ id: user.id }).first('id')).toBeDefined();
  });

  it('throttles password guessing like sign-in', async () => {
    const agent = t.agent();
    await signUpMember(agent);
    for (let i = 0; i < 5; i++) expect((await del(agent, { password: `guess-${i}`, confirm: true })).status).toBe(400);
    expect((await del(agent)).status).toBe(429);
  });

  it('removes the personal data (checked in the database), ends every session and the calendar feed at once', async () => {
    const agent = t.agent();
    const { user, credentials } = await signUpMember(agent, { bio: 'I love long walks', location: 'Leeds', profession: 'Nurse' });
    const phone = t.agent();
    expect((await phone.post('/api/login').send({ username: credentials.username, password: PASSWORD })).status).toBe(200);
    const feed = await agent.get(`/api/users/${user.id}/calendar-feed`);
    expect(feed.status).toBe(200);
    const feedUrl = feed.body.path as string;
    expect((await t.request().get(feedUrl)).status).toBe(200);
    await t.db('newsletter_subscriptions').insert({ email: credentials.email });

    const res = await del(agent);
    expect(res.status).toBe(200);
    // The goodbye page says where the confirmation went (issue 31).
    expect(res.body).toEqual({ ok: true, email: credentials.email });

    expect((await agent.get('/api/user')).status).toBe(401);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await t.request().get(feedUrl)).status).toBe(404);
    expect(await t.db('users').where({ id: user.id }).first()).toBeUndefined();
    expect(await t.db('users').whereRaw('lower(email) = lower(?)', [credentials.email]).first()).toBeUndefined();
    expect(await t.db('sessions').where({ user_id: user.id }).first()).toBeUndefined();
    expect(await t.db('calendar_feeds').where({ user_id: user.id }).first()).toBeUndefined();
    expect(await t.db('newsletter_subscriptions').where({ email: credentials.email }).first()).toBeUndefined();
    const login = await t.request().post('/api/login').send({ username: credentials.username, password: PASSWORD });
    expect(login.status).toBe(401);
    // The audit log says an account was deleted, by 'Former member', with nothing that names them.
    const entry = await t.db('admin_audit_log').where({ action: 'account.deleted', target_id: user.id }).first();
    expect(entry).toMatchObject({ actor_id: null, actor_name: FORMER_MEMBER, target_label: FORMER_MEMBER });
  });

  it('hands a group they organise alone to the longest-standing member, closes a group with nobody else, and frees their spot to the waitlist', async () => {
    const owner = t.agent();
    const { user: ownerUser } = await signUpMember(owner);
    const first = t.agent();
    const { user: firstUser } = await signUpMember(first, { name: 'Ruth Firstjoined' });
    const second = t.agent();
    await signUpMember(second);
    const shared = await groupBy(owner);
    const lonely = await groupBy(owner);
    expect((await first.post(`/api/groups/${shared.id}/members`).send({})).status).toBe(201);
    expect((await second.post(`/api/groups/${shared.id}/members`).send({})).status).toBe(201);
    const act = await owner
      .post(`/api/groups/${shared.id}/activities`)
      .send({
        title: 'Morning walk', description: 'A gentle walk in the park.', location: 'Central Park', maxAttendees: 1,
        startDate: new Date(Date.now() + 3 * 86_400_000).toISOString(), endDate: new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString(),
      });
    if (act.status !== 201) throw new Error(JSON.stringify(act.body));
    expect(act.status).toBe(201);
    expect((await owner.post(`/api/activities/${act.body.id}/attendees`).send({ status: 'going' })).status).toBe(201);
    const waiting = await first.post(`/api/activities/${act.body.id}/attendees`).send({ status: 'going' });
    expect(waiting.body.status).toBe('waitlisted');

    const preview = await owner.get('/api/user/deletion');
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      groupsHandedOver: [{ id: shared.id, name: shared.name, newOrganiser: 'Ruth Firstjoined' }],
      groupsClosed: [{ id: lonely.id, name: lonely.name }],
      lastSiteAdmin: false,
    });

    expect((await del(owner)).status).toBe(200);
    expect(await t.db('groups').where({ id: lonely.id }).first()).toBeUndefined();
    const kept = await t.db('groups').where({ id: shared.id }).first();
    expect(kept).toMatchObject({ member_count: 2, created_by: null });
    expect(await t.db('group_members').where({ group_id: shared.id, user_id: firstUser.id }).first('role')).toEqual({ role: 'admin' });
    expect(await t.db('group_members').where({ user_id: ownerUser.id }).first()).toBeUndefined();
    expect(await t.db('activity_attendees').where({ activity_id: act.body.id, user_id: firstUser.id }).first('status')).toEqual({ status: 'going' });
  });

  it('keeps reports about the member for the moderators, anonymised', async () => {
    const reporter = t.agent();
    await signUpMember(reporter);
    const target = t.agent();
    const { user } = await signUpMember(target, { name: 'Dodgy Dan', bio: 'Send me money' });
    expect((await reporter.post('/api/reports').send({ targetType: 'member', targetId: user.id, reason: 'scam' })).status).toBe(201);
    expect((await del(target)).status).toBe(200);
    const row = await t.db('reports').where({ target_type: 'member', target_id: user.id }).first();
    expect(row).toMatchObject({ target_label: FORMER_MEMBER, snapshot: { name: FORMER_MEMBER }, status: 'closed' });
    expect(JSON.stringify(row)).not.toContain('Send me money');
  });
});
