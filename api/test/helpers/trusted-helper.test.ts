import { HELPER_MESSAGES } from '@afterwork/contracts/helpers';
import { startMailInbox, type MailInbox } from '../../src/dev/mail-inbox';
import { createTestApp, signUpMember, type Agent, type TestApp } from '../support';
import { createGroup, insertActivity } from '../groups/helpers';

/** A trusted helper (issue 34 item 1), through the API as the pages use it, with the mail read from a real inbox. */
describe('a trusted helper', () => {
  let t: TestApp;
  let inbox: MailInbox;
  beforeAll(async () => {
    inbox = await startMailInbox();
    t = createTestApp({
      worker: true,
      config: { smtpUrl: `smtp://127.0.0.1:${inbox.smtpPort}`, publicUrl: 'http://afterwork.test', mailLimit: { max: 1000, windowMs: 60_000 }, helpersPerMember: 2, membersPerHelper: 1 },
    });
    await t.ready();
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const tokenIn = async (email: string, count = 1): Promise<string> => {
    await inbox.waitFor(() => inbox.mails.filter((m) => m.to.includes(email) && m.subject.includes('asks you to help')).length >= count);
    const mail = inbox.mails.filter((m) => m.to.includes(email) && m.subject.includes('asks you to help'))[count - 1]!;
    return /helper-invitation\?token=([\w-]+)/.exec(mail.text)![1]!;
  };
  async function person(name: string): Promise<{ agent: Agent; id: number; email: string }> {
    const agent = t.agent();
    const { user, credentials } = await signUpMember(agent, { name });
    return { agent, id: user.id, email: credentials.email };
  }

  it('invite, accept once, act for her within the grants, be recorded, and stop at once when removed', async () => {
    const mother = await person('Edith Marsh');
    const daughter = await person('Sarah Marsh');
    const groupId = (await createGroup(mother.agent)).id;
    const activityId = await insertActivity(t.db, groupId, { title: 'Thursday coffee morning' });

    // Inviting her own address is refused; a second invitation to the same address replaces the first.
    const own = await mother.agent.post('/api/user/helpers').send({ email: mother.email, grants: ['see'] });
    expect(own.status).toBe(400);
    expect(own.body.error.message).toBe(HELPER_MESSAGES.ownAddress);
    expect((await mother.agent.post('/api/user/helpers').send({ email: daughter.email, grants: [] })).body.error.message).toBe(HELPER_MESSAGES.noGrant);
    expect((await mother.agent.post('/api/user/helpers').send({ email: daughter.email, grants: ['see'] })).status).toBe(201);
    const first = await tokenIn(daughter.email);
    const invited = await mother.agent.post('/api/user/helpers').send({ email: daughter.email.toUpperCase(), grants: ['see', 'answer'] });
    expect(invited.status).toBe(201);
    expect(invited.body.invitations).toHaveLength(1);
    expect(invited.body.invitations[0].grants).toEqual(['see', 'answer']);
    const second = await tokenIn(daughter.email, 2);
    const mail = inbox.mails.filter((m) => m.to.includes(daughter.email) && m.subject.includes('asks you'))[1]!;
    expect(mail.subject).toBe('Edith Marsh asks you to help her on Afterwork');
    // Only the hash is stored.
    const stored = (await t.db('helper_invitations').where({ member_id: mother.id }).select('token_hash')) as Array<{ token_hash: string }>;
    expect(stored.map((r) => r.token_hash)).not.toContain(second);

    expect((await daughter.agent.post('/api/helper-invitations/acceptance').send({ token: first })).body.error.message).toBe(HELPER_MESSAGES.badToken);
    // The member cannot accept her own invitation (and the link stays unspent).
    expect((await mother.agent.post('/api/helper-invitations/acceptance').send({ token: second })).body.error.message).toBe(HELPER_MESSAGES.ownInvitation);
    const accepted = await daughter.agent.post('/api/helper-invitations/acceptance').send({ token: second });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ memberId: mother.id, name: 'Edith Marsh' });
    expect((await daughter.agent.post('/api/helper-invitations/acceptance').send({ token: second })).status).toBe(400);
    expect((await mother.agent.get('/api/user/helpers')).body.helpers).toEqual([expect.objectContaining({ userId: daughter.id, name: 'Sarah Marsh', grants: ['see', 'answer'] })]);

    // Acting for someone she does not help: 403.
    const stranger = await person('Olive Stranger');
    expect((await daughter.agent.put('/api/user/acting-for').send({ memberId: stranger.id })).body.error.message).toBe(HELPER_MESSAGES.notHelping);
    const switched = await daughter.agent.put('/api/user/acting-for').send({ memberId: mother.id });
    expect(switched.body.actingFor).toEqual({ userId: mother.id, name: 'Edith Marsh', grants: ['see', 'answer'] });
    expect((await daughter.agent.get('/api/user')).body.name).toBe('Edith Marsh');
    expect((await daughter.agent.get('/api/user/helping')).body.helperName).toBe('Sarah Marsh');

    // Answers for her: recorded, and she is told.
    const rsvp = await daughter.agent.post(`/api/activities/${activityId}/attendees`).send({ status: 'going' });
    expect(rsvp.status).toBe(201);
    expect((await t.db('activity_attendees').where({ activity_id: activityId, user_id: mother.id }).first())?.status).toBe('going');
    expect(await t.db('activity_attendees').where({ activity_id: activityId, user_id: daughter.id })).toHaveLength(0);
    const did = await mother.agent.get('/api/user/helper-actions');
    expect(did.body).toEqual([expect.objectContaining({ helperName: 'Sarah Marsh', what: 'said you are going to Thursday coffee morning', link: `/activities/${activityId}` })]);
    const notices = await mother.agent.get('/api/notifications');
    expect(notices.body.items.map((n: { title: string }) => n.title)).toContain('Sarah Marsh said you are going to Thursday coffee morning');

    // Never allowed: messages, results, password, email, privacy, export, deletion, admin, her helpers.
    for (const [method, url] of [
      ['get', '/api/conversations'], ['get', '/api/assessment-results'], ['post', '/api/user/password'], ['patch', '/api/users/me/privacy'],
      ['post', '/api/data-exports'], ['post', '/api/user/deletion'], ['get', '/api/admin/reports'], ['get', '/api/user/helpers'], ['post', '/api/user/email-confirmation'],
    ] as const) {
      const res = await daughter.agent[method](url).send({});
      expect({ url, status: res.status, message: res.body.error?.message }).toEqual({ url, status: 403, message: HELPER_MESSAGES.forbidden });
    }

    // Never for someone else, nor with her admin rights: she runs the group, yet her helper cannot remove a member.
    await stranger.agent.post(`/api/groups/${groupId}/members`).send({});
    const removeOther = await daughter.agent.delete(`/api/groups/${groupId}/members/${stranger.id}`);
    expect(removeOther.status).toBe(403);
    expect(removeOther.body.error.message).toBe(HELPER_MESSAGES.forbidden);
    expect(await t.db('group_members').where({ group_id: groupId, user_id: stranger.id })).toHaveLength(1);
    const roleId = async (name: string) => ((await t.db('roles').where({ name }).first('id')) as { id: number }).id;
    await t.db('users').where({ id: mother.id }).update({ role_id: await roleId('admin') });
    expect((await daughter.agent.get(`/api/users/${stranger.id}/activities`)).status).toBe(403);
    expect((await daughter.agent.get('/api/admin/reports')).status).toBe(403);
    await t.db('users').where({ id: mother.id }).update({ role_id: await roleId('user') });

    // Removed: the very next request of every session of the helper is refused, then she is herself again.
    expect((await mother.agent.delete(`/api/user/helpers/${daughter.id}`)).body.helpers).toEqual([]);
    const after = await daughter.agent.get(`/api/activities/${activityId}`);
    expect(after.status).toBe(403);
    expect(after.body.error.message).toBe(HELPER_MESSAGES.noLongerHelping);
    expect((await daughter.agent.get('/api/user')).body.name).toBe('Sarah Marsh');
    // What she did stays on the member's list.
    expect((await mother.agent.get('/api/user/helper-actions')).body).toHaveLength(1);
  });

  it('keeps to the limits: a member has at most HELPERS_PER_MEMBER, a helper helps at most MEMBERS_PER_HELPER', async () => {
    const member = await person('Ada Lane');
    const [h1, h2, h3] = [await person('Helper One'), await person('Helper Two'), await person('Helper Three')];
    await t.db('member_helpers').insert([{ member_id: member.id, helper_id: h1.id, grants: ['see'] }, { member_id: member.id, helper_id: h2.id, grants: ['see'] }]);
    const third = await member.agent.post('/api/user/helpers').send({ email: h3.email, grants: ['see'] });
    expect(third.status).toBe(400);
    expect(third.body.error.message).toBe(HELPER_MESSAGES.tooManyHelpers(2));

    // h3 already helps someone (the limit is 1 here): a second member's invitation cannot be accepted.
    const other = await person('Bea Lane');
    await t.db('member_helpers').insert({ member_id: other.id, helper_id: h3.id, grants: ['see'] });
    const third2 = await person('Cleo Lane');
    expect((await third2.agent.post('/api/user/helpers').send({ email: h3.email, grants: ['answer'] })).status).toBe(201);
    const refused = await h3.agent.post('/api/helper-invitations/acceptance').send({ token: await tokenIn(h3.email) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(HELPER_MESSAGES.tooManyMembers(1));
    expect(await t.db('member_helpers').where({ member_id: third2.id })).toHaveLength(0);
  });

  it('a helper with the reminders grant gets a copy of her reminders by mail', async () => {
    const member = await person('Iris Copy');
    const helper = await person('Jack Copy');
    await t.db('member_helpers').insert({ member_id: member.id, helper_id: helper.id, grants: ['reminders'] });
    const groupId = (await createGroup(member.agent)).id;
    const activityId = await insertActivity(t.db, groupId, { title: 'Copy walk' });
    expect((await member.agent.post(`/api/activities/${activityId}/attendees`).send({ status: 'going' })).status).toBe(201);
    const start = ((await t.db('activities').where({ id: activityId }).first('start_date')) as { start_date: Date }).start_date;
    await t.app.deps.services.activityNews.sweepReminders(`copy-${activityId}`, 24 * 3_600_000, new Date(start.getTime() - 24 * 3_600_000 + 60_000));
    const copy = await inbox.waitFor((m) => m.to.includes(helper.email) && m.subject.startsWith('For Iris Copy'));
    expect(copy.subject).toBe('For Iris Copy: Reminder: Copy walk is tomorrow');
    expect(copy.text).toContain("You are getting a copy of Iris Copy's reminder because you are her helper on Afterwork.");
  });

  it('a data export carries the relationships on both sides; deleting an account removes them', async () => {
    const member = await person('Dora Wise');
    const helper = await person('Finn Wise');
    await t.db('member_helpers').insert({ member_id: member.id, helper_id: helper.id, grants: ['see'] });
    const exported = await t.app.deps.services.helpers.exportFor(member.id);
    expect(exported.myHelpers).toEqual([expect.objectContaining({ name: 'Finn Wise', grants: ['see'] })]);
    expect((await t.app.deps.services.helpers.exportFor(helper.id)).membersIHelp).toEqual([expect.objectContaining({ name: 'Dora Wise' })]);
  });
});
