import { REPORT_SELF, REPORT_TARGET_MISSING, REPORT_THANKS } from '@afterwork/contracts/safety';
import { createTestApp, signUpMember, unique, type TestApp } from '../support';

let t: TestApp;
beforeAll(() => {
  t = createTestApp({ limits: { reports: { max: 3, windowMs: 60_000 } } });
});
afterAll(() => t.close());

describe('POST /api/reports', () => {
  it('401 for visitors', async () => {
    const res = await t.request().post('/api/reports').send({ targetType: 'member', targetId: 1, reason: 'scam' });
    expect(res.status).toBe(401);
  });

  it('records a report with a copy of the content as it was, and answers a confirmation that names nobody', async () => {
    const reporter = t.agent();
    const { user: me } = await signUpMember(reporter);
    const owner = t.agent();
    const { user: author } = await signUpMember(owner);
    const group = await owner.post('/api/groups').send({ name: unique('Easy money '), description: 'Send us your savings and double them.', type: 'social' });
    expect(group.status).toBe(201);

    const res = await reporter.post('/api/reports').send({ targetType: 'group', targetId: group.body.id, reason: 'scam', note: '  They asked me for money.  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, message: REPORT_THANKS });

    // The group changes afterwards; the report keeps what was reported.
    await t.db('groups').where({ id: group.body.id }).update({ description: 'Nothing to see here.' });
    const row = await t.db('reports').where({ target_type: 'group', target_id: group.body.id }).first();
    expect(row).toMatchObject({
      reporter_id: me.id, reason: 'scam', note: 'They asked me for money.', status: 'open', author_id: author.id,
      target_label: group.body.name, snapshot: { name: group.body.name, description: 'Send us your savings and double them.' },
    });

    // Reporting it again answers the same and adds nothing.
    const again = await reporter.post('/api/reports').send({ targetType: 'group', targetId: group.body.id, reason: 'other' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ ok: true, message: REPORT_THANKS });
    expect((await t.db('reports').where({ target_type: 'group', target_id: group.body.id })).length).toBe(1);
  });

  it('a reported member cannot learn who reported them: no answer they can reach names the reporter', async () => {
    const reporter = t.agent();
    const { user: me, credentials } = await signUpMember(reporter, { name: 'Quiet Reporter' });
    const target = t.agent();
    const { user: them } = await signUpMember(target);
    expect((await reporter.post('/api/reports').send({ targetType: 'member', targetId: them.id, reason: 'harassment' })).status).toBe(201);
    for (const path of ['/api/user', `/api/users/${them.id}`, '/api/users/me/connections', `/api/users/${them.id}/groups`, '/api/user/deletion']) {
      const res = await target.get(path);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(credentials.username);
      expect(text).not.toContain('Quiet Reporter');
      expect(text).not.toContain(`"reporter`);
    }
    expect((await target.get('/api/admin/reports')).status).not.toBe(200);
    expect(me.id).not.toBe(them.id);
  });

  it('validates: target type, id, reason, note length; 400 with clear messages', async () => {
    const agent = t.agent();
    await signUpMember(agent);
    const empty = await agent.post('/api/reports').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toMatchObject({ targetType: 'Please say what you are reporting', reason: 'Please choose a reason' });
    const badReason = await agent.post('/api/reports').send({ targetType: 'group', targetId: 1, reason: 'because' });
    expect(badReason.status).toBe(400);
    expect(badReason.body.error.fields).toEqual({ reason: 'Please choose a reason' });
    const long = await agent.post('/api/reports').send({ targetType: 'group', targetId: 1, reason: 'other', note: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.note).toMatch(/under 1000/);
  });

  it('refuses reporting yourself (400) and what does not exist (404)', async () => {
    const agent = t.agent();
    const { user } = await signUpMember(agent);
    const self = await agent.post('/api/reports').send({ targetType: 'member', targetId: user.id, reason: 'other' });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe(REPORT_SELF);
    const missing = await agent.post('/api/reports').send({ targetType: 'activity', targetId: 2_000_000_000, reason: 'other' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(REPORT_TARGET_MISSING);
  });

  it('every kind of target can be reported', async () => {
    const agent = t.agent();
    await signUpMember(agent);
    const other = t.agent();
    const { user } = await signUpMember(other);
    const [community] = await t.db('communities')
      .insert({ name: unique('Reported community '), location: 'Leeds', type: 'active', description: 'A community.', latitude: 53.8, longitude: -1.55 })
      .returning('id');
    const [resource] = await t.db('resources')
      .insert({ title: unique('Reported resource '), description: 'A resource.', category: 'health', icon_name: 'heart' })
      .returning('id');
    for (const [targetType, targetId] of [['member', user.id], ['community', community.id], ['resource', resource.id]] as const) {
      const res = await agent.post('/api/reports').send({ targetType, targetId, reason: 'false_information' });
      expect(res.status).toBe(201);
    }
  });

  it('throttles reports per member (limit from the environment), with Retry-After', async () => {
    const agent = t.agent();
    await signUpMember(agent);
    const other = t.agent();
    const { user } = await signUpMember(other);
    for (let i = 0; i < 3; i++) expect((await agent.post('/api/reports').send({ targetType: 'member', targetId: user.id, reason: 'other' })).status).toBe(201);
    const over = await agent.post('/api/reports').send({ targetType: 'member', targetId: user.id, reason: 'other' });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/several reports/);
    expect(over.headers['retry-after']).toBeDefined();
    // Another member is not affected.
    const someoneElse = t.agent();
    await signUpMember(someoneElse);
    expect((await someoneElse.post('/api/reports').send({ targetType: 'member', targetId: user.id, reason: 'other' })).status).toBe(201);
  });
});
