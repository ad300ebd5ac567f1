import { MODERATION_REASON_REQUIRED } from '@afterwork/contracts/safety';
import { createAdminTestApp, signUpMember, unique, type Agent, type TestApp } from '../support';

let t: TestApp;
let admin: Agent;
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

const act = (body: Record<string, unknown>) => admin.post('/api/admin/moderation').send(body);

describe('moderation', () => {
  it('is for site admins only', async () => {
    const member = t.agent();
    await signUpMember(member);
    expect((await member.get('/api/admin/reports')).status).toBe(403);
    expect((await member.post('/api/admin/moderation').send({})).status).toBe(403);
    expect((await t.request().get('/api/admin/reports/count')).status).toBe(401);
  });

  it('report → the queue shows it grouped by target with the content as reported, no reporter → hide: the group is gone, audited', async () => {
    const owner = t.agent();
    await signUpMember(owner);
    const group = await owner.post('/api/groups').send({ name: unique('Crypto club '), description: 'Invest with us and get rich quick.', type: 'social' });
    for (const reason of ['scam', 'false_information']) {
      const reporter = t.agent();
      await signUpMember(reporter, { name: 'Secret Reporter' });
      expect((await reporter.post('/api/reports').send({ targetType: 'group', targetId: group.body.id, reason })).status).toBe(201);
    }
    const queue = await admin.get('/api/admin/reports');
    expect(queue.status).toBe(200);
    const item = queue.body.items.find((i: { targetType: string; targetId: number }) => i.targetType === 'group' && i.targetId === group.body.id);
    expect(item.reports).toHaveLength(2);
    expect(item.reports[0].reason).toBe('false_information');
    expect(item.reports[0].snapshot.description).toBe('Invest with us and get rich quick.');
    expect(JSON.stringify(queue.body)).not.toContain('Secret Reporter');
    expect((await admin.get('/api/admin/reports/count')).body.open).toBeGreaterThanOrEqual(2);

    const bad = await act({ targetType: 'group', targetId: group.body.id, action: 'hide' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.reason).toBe(MODERATION_REASON_REQUIRED);

    const hid = await act({ targetType: 'group', targetId: group.body.id, action: 'hide', reason: 'Investment scam' });
    expect(hid.status).toBe(200);
    expect(hid.body.closed).toBe(2);
    expect((await t.request().get(`/api/groups/${group.body.id}`)).status).toBe(404);
    const list = await t.request().get(`/api/groups?search=${encodeURIComponent(group.body.name)}`);
    expect(list.body.find((g: { id: number }) => g.id === group.body.id)).toBeUndefined();
    expect(await t.db('admin_audit_log').where({ action: 'moderation.hide', target_id: group.body.id }).first()).toMatchObject({ target_type: 'group' });
    // Acting again: nothing open any more.
    expect((await act({ targetType: 'group', targetId: group.body.id, action: 'dismiss', reason: 'again' })).status).toBe(404);
  });

  it('suspend: the member is signed out at once, every request refused, sign-in explains; for good too', async () => {
    const reporter = t.agent();
    await signUpMember(reporter);
    const bad = t.agent();
    const { user, credentials } = await signUpMember(bad);
    expect((await reporter.post('/api/reports').send({ targetType: 'member', targetId: user.id, reason: 'scam' })).status).toBe(201);
    expect((await act({ targetType: 'member', targetId: user.id, action: 'hide', reason: 'Cannot hide people' })).status).toBe(400);
    expect((await act({ targetType: 'member', targetId: user.id, action: 'suspend', reason: 'Asked members for money' })).body.error.fields.suspendDays).toBeDefined();
    const res = await act({ targetType: 'member', targetId: user.id, action: 'suspend', reason: 'Asked members for money', suspendDays: 7 });
    expect(res.status).toBe(200);
    expect((await bad.get('/api/user')).status).toBe(401);
    const login = await t.request().post('/api/login').send({ username: credentials.username, password: credentials.password });
    expect(login.status).toBe(403);
    expect(login.body.error.message).toMatch(/^Your account is suspended until .+ UTC\. Reason given by our moderators: Asked members for money/);
    expect(await t.db('sessions').where({ user_id: user.id }).first()).toBeUndefined();

    expect((await reporter.post('/api/reports').send({ targetType: 'member', targetId: user.id, reason: 'harassment' })).status).toBe(201);
    expect((await act({ targetType: 'member', targetId: user.id, action: 'suspend', reason: 'Again', suspendDays: null })).status).toBe(200);
    const forGood = await t.request().post('/api/login').send({ username: credentials.username, password: credentials.password });
    expect(forGood.body.error.message).toMatch(/^Your account has been suspended permanently\./);
  });

  it('warn and dismiss close the reports', async () => {
    const reporter = t.agent();
    await signUpMember(reporter);
    const other = t.agent();
    const { user } = await signUpMember(other);
    await reporter.post('/api/reports').send({ targetType: 'member', targetId: user.id, reason: 'inappropriate' });
    expect((await act({ targetType: 'member', targetId: user.id, action: 'warn', reason: 'Please be kind' })).status).toBe(200);
    expect(await t.db('member_warnings').where({ user_id: user.id }).first()).toMatchObject({ reason: 'Please be kind' });
    expect((await other.get('/api/user')).status).toBe(200);
  });
});
