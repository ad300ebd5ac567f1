import { createTestApp, type TestApp } from '../support';
import { createGroup, insertActivity, member } from '../groups/helpers';

/** 'A place opened up for you': written by the transaction that promotes the member, once, and listed for them. */
describe('waitlist promotion notice', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp();
  });
  afterAll(() => t.close());

  it('the promoted member finds it in their notifications, unread until marked; others never see it', async () => {
    const { agent: owner } = await member(t);
    const g = await createGroup(owner);
    const full = await insertActivity(t.db, g.id, { max: 1, title: 'Morning walk by the lake' });
    await owner.post(`/api/activities/${full}/attendees`).send({ status: 'going' });
    const { agent } = await member(t);
    await agent.post(`/api/groups/${g.id}/members`).send({});
    const joined = await agent.post(`/api/activities/${full}/attendees`).send({ status: 'going' });
    expect(joined.body).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    // Joining tells the member their place (issue 17 §3).
    expect((await agent.get('/api/notifications')).body).toEqual({
      unread: 1,
      items: [expect.objectContaining({ kind: 'waitlist', title: 'You are number 1 on the waitlist: Morning walk by the lake', body: expect.stringContaining('We will tell you at once if a place opens up for you.'), link: `/activities/${full}` })],
    });
    const third = await member(t);
    await third.agent.post(`/api/groups/${g.id}/members`).send({});
    await third.agent.post(`/api/activities/${full}/attendees`).send({ status: 'going' });
    expect((await third.agent.get('/api/notifications')).body.items).toEqual([expect.objectContaining({ title: 'You are number 2 on the waitlist: Morning walk by the lake' })]);
    await agent.post('/api/notifications/read');

    // The owner steps back: the waitlisted member moves up, and hears of it.
    const ownerId = (await owner.get('/api/user')).body.id as number;
    expect((await owner.patch(`/api/activities/${full}/attendees/${ownerId}`).send({ status: 'not_going' })).status).toBe(200);
    const list = await agent.get('/api/notifications');
    expect(list.status).toBe(200);
    expect(list.body.unread).toBe(1);
    expect(list.body.items[0]).toEqual(
      expect.objectContaining({
        kind: 'waitlist',
        title: 'A place opened up for you',
        body: expect.stringContaining('You are now going to Morning walk by the lake.'),
        link: `/activities/${full}`,
        read: false,
      }),
    );
    expect((await owner.get('/api/notifications')).body.unread).toBe(0);

    // 'Mark all as read'.
    expect((await agent.post('/api/notifications/read')).body).toEqual({ marked: 1 });
    const after = (await agent.get('/api/notifications')).body as { unread: number; items: Array<{ read: boolean }> };
    expect(after.unread).toBe(0);
    expect(after.items.every((n) => n.read)).toBe(true);
    expect((await t.request().get('/api/notifications')).status).toBe(401);
  });

  it('is not written for a member who turned in-site waitlist news off', async () => {
    const { agent: owner } = await member(t);
    const g = await createGroup(owner);
    const full = await insertActivity(t.db, g.id, { max: 1 });
    await owner.post(`/api/activities/${full}/attendees`).send({ status: 'going' });
    const { agent, user } = await member(t);
    await agent.post(`/api/groups/${g.id}/members`).send({});
    await t.db('notification_preferences').insert({ user_id: user.id, kind: 'waitlist', email: true, in_site: false });
    await agent.post(`/api/activities/${full}/attendees`).send({ status: 'going' });
    const ownerId = (await owner.get('/api/user')).body.id as number;
    await owner.patch(`/api/activities/${full}/attendees/${ownerId}`).send({ status: 'not_going' });
    expect((await agent.get(`/api/activities/${full}`)).body.myRsvp.status).toBe('going');
    expect((await agent.get('/api/notifications')).body).toEqual({ items: [], unread: 0 });
  });
});

describe('notification preferences', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp();
  });
  afterAll(() => t.close());

  it('lists every kind with its defaults, saves one switch at a time, refuses unknown kinds', async () => {
    const { agent } = await member(t);
    const first = await agent.get('/api/notification-preferences');
    expect(first.status).toBe(200);
    expect(first.body).toContainEqual(expect.objectContaining({ kind: 'waitlist', email: true, inSite: true }));
    const saved = await agent.patch('/api/notification-preferences').send({ kind: 'waitlist', email: false });
    expect(saved.status).toBe(200);
    expect(saved.body).toContainEqual(expect.objectContaining({ kind: 'waitlist', email: false, inSite: true }));
    expect((await agent.get('/api/notification-preferences')).body).toContainEqual(expect.objectContaining({ kind: 'waitlist', email: false, inSite: true }));
    const bad = await agent.patch('/api/notification-preferences').send({ kind: 'spam', email: false });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.kind).toBe('Unknown kind of notification');
    expect((await t.request().get('/api/notification-preferences')).status).toBe(401);
  });
});
