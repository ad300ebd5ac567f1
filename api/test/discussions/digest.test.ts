import { apiPaths } from '@afterwork/contracts/paths';
import type { NotificationPreference } from '@afterwork/contracts/notification-kinds';
import type { MailInbox } from '../../src/dev/mail-inbox';
import { mailQueueDrained, startAppWithInbox, stopAppWithInbox, type TestApp } from '../support';
import { createGroup, insertActivity, member } from '../groups/helpers';

// Issue 30, item 6: the mail of new posts in a member's groups 'At once', 'Once a day' (one digest mail per member per
// day) or 'No emails', chosen on one row of Settings → Notifications; RFC 8058 unsubscribe from the digest; and the
// switch for an activity's 'Questions and chat' notices.
let t: TestApp;
let inbox: MailInbox;
beforeAll(async () => ({ t, inbox } = await startAppWithInbox()));
afterAll(() => stopAppWithInbox({ t, inbox }));

type Member = Awaited<ReturnType<typeof member>>;
const prefs = async (m: Member) => (await m.agent.get(apiPaths.notificationPreferences)).body as NotificationPreference[];
const row = async (m: Member, kind: string) => (await prefs(m)).find((p) => p.kind === kind);
const mailsTo = (email: string) => inbox.mails.filter((x) => x.to.includes(email) && x.headers['x-afterwork-kind'] !== 'email-confirmation');

describe('new posts by mail: at once, once a day, or off', () => {
  it('one row offers the three; the daily one replaces each mail; the digest goes once a day with the posts, and unsubscribes', async () => {
    const ann = await member(t, 'Ann Writer');
    const dot = await member(t, 'Dot Daily');
    const nan = await member(t, 'Nan Now');
    const g = await createGroup(ann.agent);
    for (const m of [dot, nan]) expect((await m.agent.post(apiPaths.groupMembers(g.id)).send({})).status).toBeLessThan(300);

    // Settings lists the choice on the new posts' row (no row of its own), and a chat's switch in the site only.
    const list = await prefs(dot);
    expect(list.find((p) => p.kind === 'discussion-post')).toMatchObject({ email: false, emailDaily: false, inSite: true });
    expect(list.some((p) => p.kind === 'discussion-digest')).toBe(false);
    expect(list.find((p) => p.kind === 'activity-chat')).toMatchObject({ only: 'inSite', inSite: true });

    expect((await dot.agent.patch(apiPaths.notificationPreferences).send({ kind: 'discussion-post', email: false, emailDaily: true })).status).toBe(200);
    expect(await row(dot, 'discussion-post')).toMatchObject({ email: false, emailDaily: true });
    expect((await nan.agent.patch(apiPaths.notificationPreferences).send({ kind: 'discussion-post', email: true, emailDaily: false })).status).toBe(200);
    expect(await row(nan, 'discussion-post')).toMatchObject({ email: true, emailDaily: false });
    // A daily email only exists for kinds that have one.
    const bad = await dot.agent.patch(apiPaths.notificationPreferences).send({ kind: 'waitlist', emailDaily: true });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('These notifications have no daily email.');

    for (const body of ['Who has a spare umbrella for Sunday?', 'The café by the bridge reopens on Monday.']) {
      expect((await ann.agent.post(apiPaths.groupDiscussion(g.id)).send({ body })).status).toBe(201);
    }
    await inbox.waitFor((x) => x.to.includes(nan.credentials.email) && x.subject === `Ann Writer wrote in ${g.name}`);
    await mailQueueDrained(t);
    // Nan: one mail each, at once. Dot: none yet.
    expect(mailsTo(nan.credentials.email).filter((x) => x.subject.startsWith('Ann Writer wrote'))).toHaveLength(2);
    expect(mailsTo(dot.credentials.email)).toHaveLength(0);

    const digest = t.app.deps.services.discussionDigest;
    await t.db('reminder_sweeps').where({ name: 'discussion-digest' }).delete();
    expect(await digest.send(new Date())).toBe(0); // the first run only marks the day
    await t.db('reminder_sweeps').where({ name: 'discussion-digest' }).update({ swept_until: new Date(Date.now() - 25 * 3_600_000) });
    expect(await digest.send(new Date())).toBeGreaterThanOrEqual(1);
    expect(await digest.send(new Date())).toBe(0); // not twice a day
    const mail = await inbox.waitFor((x) => x.to.includes(dot.credentials.email) && x.subject === 'New in your discussions: 2 posts');
    expect(mail.text).toContain(`Ann Writer in ${g.name}: "Who has a spare umbrella for Sunday?"`);
    expect(mail.text).toContain('The café by the bridge reopens on Monday.');
    expect(mail.text).toContain(`/groups/${g.id}?tab=discussion#post-`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toMatch(/discussion-digest/);
    await mailQueueDrained(t);
    expect(mailsTo(dot.credentials.email)).toHaveLength(1);
    // Nan chose 'At once': no digest for her; Ann wrote them: none for her either.
    expect(mailsTo(nan.credentials.email).some((x) => x.subject.startsWith('New in your discussions'))).toBe(false);
    expect(mailsTo(ann.credentials.email).some((x) => x.subject.startsWith('New in your discussions'))).toBe(false);

    // One click in the mail stops the daily one: the row says 'No emails'.
    const url = new URL(/^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!);
    expect((await t.request().post(url.pathname).type('form').send('List-Unsubscribe=One-Click')).status).toBe(200);
    expect(await row(dot, 'discussion-post')).toMatchObject({ email: false, emailDaily: false });
  });

  it("an activity's chat notices follow their switch in Settings", async () => {
    const ann = await member(t, 'Ann Chat');
    const bo = await member(t, 'Bo Quiet');
    const cy = await member(t, 'Cy Told');
    const g = await createGroup(ann.agent);
    for (const m of [bo, cy]) expect((await m.agent.post(apiPaths.groupMembers(g.id)).send({})).status).toBeLessThan(300);
    const walk = await insertActivity(t.db, g.id, { title: 'Quiet harbour walk' });
    await t.db('activity_attendees').insert([bo, cy].map((m) => ({ activity_id: walk, user_id: m.user.id, status: 'going' })));
    expect((await bo.agent.patch(apiPaths.notificationPreferences).send({ kind: 'activity-chat', inSite: false })).status).toBe(200);
    expect(await row(bo, 'activity-chat')).toMatchObject({ inSite: false, only: 'inSite' });
    expect((await ann.agent.post(apiPaths.activityDiscussion(walk)).send({ body: 'Running 5 minutes late' })).status).toBe(201);
    const chatNotices = async (m: Member) => ((await m.agent.get(apiPaths.notifications)).body.items as Array<{ kind: string }>).filter((n) => n.kind === 'activity-chat');
    expect(await chatNotices(cy)).toHaveLength(1);
    expect(await chatNotices(bo)).toHaveLength(0);
  });
});
