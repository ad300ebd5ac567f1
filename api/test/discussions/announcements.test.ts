import { zonedDateTime } from '@afterwork/contracts/time-zones';
import { ANNOUNCEMENT_MESSAGES, type AnnouncementReceipt } from '@afterwork/contracts/announcements';
import type { DiscussionPage } from '@afterwork/contracts/discussions';
import { apiPaths } from '@afterwork/contracts/paths';
import type { MailInbox } from '../../src/dev/mail-inbox';
import { startAppWithInbox, stopAppWithInbox, unique, type TestApp } from '../support';
import { createGroup, member } from '../groups/helpers';

/**
 * Issue 30, item 3: announcements. Group admins send one to all members, or to those going to one activity (every
 * coming date of its series) or to one date; it sits at the top of the discussion, goes by mail and notice at once,
 * and the answer counts whom it reached. Members and outsiders may not; bad input is a clear 4xx; a daily limit.
 */
// Mails go through the real queue into an SMTP server: room for a loaded machine.
jest.setTimeout(60_000);

describe('announcements', () => {
  let inbox: MailInbox;
  let t: TestApp;
  const zone = 'Europe/London';

  beforeAll(async () => ({ t, inbox } = await startAppWithInbox()));
  afterAll(() => stopAppWithInbox({ t, inbox }));

  /** The local 'YYYY-MM-DD' of the next Tuesday at least two days ahead. */
  function nextTuesday(): string {
    const d = new Date(Date.now() + 2 * 86_400_000);
    while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString().slice(0, 10);
  }

  /** A group with a weekly walk (3 dates) and a one-off tea; Ann goes to date 1, Bob to date 2, Cat to the tea. */
  async function groupWithActivities() {
    const admin = await member(t, 'Grace Organiser');
    const g = await createGroup(admin.agent);
    const day = nextTuesday();
    const walk = await admin.agent.post(`/api/groups/${g.id}/activities`).send({
      title: 'Tuesday Walk', description: 'A gentle walk round the harbour, every week.',
      startDate: zonedDateTime(day, '10:00', zone)!.toISOString(), endDate: zonedDateTime(day, '11:30', zone)!.toISOString(),
      timeZone: zone, isVirtual: false, location: 'Ferry stop', maxAttendees: 20, repeat: { frequency: 'weekly', count: 3 },
    });
    expect(walk.status).toBe(201);
    const dates = (await t.request().get(`/api/activity-series/${walk.body.repeat.seriesId}`)).body.upcoming as Array<{ id: number }>;
    const tea = await admin.agent.post(`/api/groups/${g.id}/activities`).send({
      title: 'Garden Tea', description: 'Tea and cake in the community garden.',
      startDate: zonedDateTime(day, '15:00', zone)!.toISOString(), endDate: zonedDateTime(day, '16:00', zone)!.toISOString(),
      timeZone: zone, isVirtual: false, location: 'Community garden', maxAttendees: 20,
    });
    expect(tea.status).toBe(201);
    const join = async (name: string, activityIds: number[]) => {
      const m = await member(t, name);
      expect((await m.agent.post(apiPaths.groupMembers(g.id)).send({})).status).toBeLessThan(300);
      for (const id of activityIds) expect((await m.agent.post(`/api/activities/${id}/attendees`).send({ status: 'going' })).status).toBeLessThan(300);
      return m;
    };
    const ann = await join('Ann Walker', [dates[0]!.id]);
    const bob = await join('Bob Walker', [dates[1]!.id]);
    const cat = await join('Cat Tea', [tea.body.id as number]);
    return { admin, g, dates, teaId: tea.body.id as number, ann, bob, cat };
  }

  const announcementsIn = async (groupId: number) =>
    Number((await t.db('discussion_posts').where({ group_id: groupId, kind: 'announcement' }).count<{ n: string }[]>('* as n'))[0]!.n);
  const announce = (agent: ReturnType<TestApp['agent']>, groupId: number, body: object) => agent.post(apiPaths.groupAnnouncements(groupId)).send(body);

  it('to all members: at the top of the discussion, by mail and notice at once, counted (a member who blocked the organiser too)', async () => {
    const { admin, g, ann, bob, cat } = await groupWithActivities();
    // Ann blocked the organiser: announcements still reach her (docs/architecture.md, 'Announcements').
    expect((await ann.agent.post(apiPaths.blocks).send({ userId: admin.user.id })).status).toBeLessThan(300);
    const res = await announce(admin.agent, g.id, { body: 'The walk now starts at the park gate.\n\nSee you there!', audience: 'all' });
    expect(res.status).toBe(201);
    const receipt = res.body as AnnouncementReceipt;
    expect(receipt).toMatchObject({ sent: 3, message: 'Sent to 3 members', post: { kind: 'announcement', audience: { label: 'All members', count: 3 } } });

    for (const m of [ann, bob, cat]) {
      const page = (await m.agent.get(apiPaths.groupDiscussion(g.id))).body as DiscussionPage;
      expect(page.announcements[0]).toMatchObject({ id: receipt.post.id, body: 'The walk now starts at the park gate.\n\nSee you there!', kind: 'announcement' });
      expect(page.posts.map((p) => p.id)).not.toContain(receipt.post.id);
      const mail = await inbox.waitFor((x) => x.to.includes(m.credentials.email) && x.subject === `Announcement from ${g.name}`);
      expect(mail.text).toContain('Grace Organiser sent this announcement');
      expect(mail.text).toContain('The walk now starts at the park gate.');
      expect(mail.headers['list-unsubscribe']).toMatch(/announcement/);
      const notices = (await m.agent.get('/api/notifications')).body.items as Array<{ kind: string; title: string }>;
      expect(notices).toContainEqual(expect.objectContaining({ kind: 'announcement', title: `Announcement from ${g.name}` }));
    }
    // The organiser is not sent their own; an announcement cannot be answered or pinned.
    expect(inbox.mails.some((x) => x.to.includes(admin.credentials.email) && x.subject === `Announcement from ${g.name}`)).toBe(false);
    expect((await bob.agent.post(apiPaths.discussionReplies(receipt.post.id)).send({ body: 'Thanks!' })).status).toBe(400);
    expect((await admin.agent.put(apiPaths.discussionPin(receipt.post.id))).status).toBe(400);
  });

  it('to those going to one activity (every coming date of its series) or to one date only', async () => {
    const { admin, g, dates, teaId, ann, bob, cat } = await groupWithActivities();
    const series = await announce(admin.agent, g.id, { body: 'Bring a raincoat on the walks.', audience: 'activity', activityId: dates[0]!.id });
    expect(series.status).toBe(201);
    expect(series.body).toMatchObject({ sent: 2, message: 'Sent to 2 members', post: { audience: { label: 'Members going to Tuesday Walk (its coming dates)', count: 2 } } });
    await inbox.waitFor((x) => x.to.includes(ann.credentials.email) && x.text.includes('Bring a raincoat'));
    await inbox.waitFor((x) => x.to.includes(bob.credentials.email) && x.text.includes('Bring a raincoat'));

    const oneDate = await announce(admin.agent, g.id, { body: 'The second walk starts late.', audience: 'date', activityId: dates[1]!.id });
    expect(oneDate.status).toBe(201);
    expect(oneDate.body.sent).toBe(1);
    expect(oneDate.body.post.audience.label).toMatch(/^Members going to Tuesday Walk on Tuesday \d+ \w+$/);
    await inbox.waitFor((x) => x.to.includes(bob.credentials.email) && x.text.includes('The second walk starts late.'));

    const tea = await announce(admin.agent, g.id, { body: 'The tea moves indoors.', audience: 'activity', activityId: teaId });
    expect(tea.body).toMatchObject({ sent: 1, message: 'Sent to 1 member' });
    await inbox.waitFor((x) => x.to.includes(cat.credentials.email) && x.text.includes('The tea moves indoors.'));
    expect(inbox.mails.some((x) => (x.to.includes(ann.credentials.email) || x.to.includes(cat.credentials.email)) && x.text.includes('The second walk starts late.'))).toBe(false);
  });

  it('only group admins may announce; bad input is a clear 4xx; nobody going is said plainly', async () => {
    const { admin, g, dates, ann } = await groupWithActivities();
    const outsider = await member(t, 'Olive Outsider');
    const other = await createGroup(outsider.agent);
    const body = { body: 'Hello everyone', audience: 'all' };
    expect((await t.request().post(apiPaths.groupAnnouncements(g.id)).send(body)).status).toBe(401);
    for (const who of [ann, outsider]) {
      const res = await announce(who.agent, g.id, body);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(ANNOUNCEMENT_MESSAGES.organisersOnly);
    }
    const bad: Array<[object, number, string]> = [
      [{ body: '   ', audience: 'all' }, 400, ANNOUNCEMENT_MESSAGES.empty],
      [{ body: 'x'.repeat(2001), audience: 'all' }, 400, ANNOUNCEMENT_MESSAGES.tooLong],
      [{ body: 'Hello' }, 400, ANNOUNCEMENT_MESSAGES.audience],
      [{ body: 'Hello', audience: 'everyone' }, 400, ANNOUNCEMENT_MESSAGES.audience],
      [{ body: 'Hello', audience: 'date' }, 400, ANNOUNCEMENT_MESSAGES.activityMissing],
      [{ body: 'Hello', audience: 'all', extra: 1 }, 400, ''],
    ];
    for (const [input, status, message] of bad) {
      const res = await announce(admin.agent, g.id, input);
      expect(res.status).toBe(status);
      if (message) expect(JSON.stringify(res.body.error)).toContain(message);
    }
    // Another group's activity, a hidden one, and a group that does not exist.
    const theirs = await outsider.agent.post(`/api/groups/${other.id}/activities`).send({
      title: 'Their Walk', description: 'Not in this group at all.', startDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      endDate: new Date(Date.now() + 5 * 86_400_000 + 3_600_000).toISOString(), timeZone: zone, isVirtual: false, location: 'Elsewhere', maxAttendees: 5,
    });
    expect((await announce(admin.agent, g.id, { body: 'Hello', audience: 'activity', activityId: theirs.body.id })).status).toBe(404);
    expect((await announce(admin.agent, 2147483000, body)).status).toBe(404);
    expect((await admin.agent.post(apiPaths.groupAnnouncements('abc')).send(body)).status).toBe(400);
    // The third date has nobody going.
    const nobody = await announce(admin.agent, g.id, { body: 'Hello', audience: 'date', activityId: dates[2]!.id });
    expect(nobody.status).toBe(400);
    expect(nobody.body.error.message).toBe(ANNOUNCEMENT_MESSAGES.nobody);
    // Nothing refused was posted.
    expect(await announcementsIn(g.id)).toBe(0);
  });

  it('a community lead announces to the community\'s members; a member of the community may not', async () => {
    const lead = await member(t, 'Lena Lead');
    const [c] = (await t.db('communities')
      .insert({ name: unique('Announce Circle '), location: 'Exeter, UK', type: 'learn', description: 'A circle', latitude: 50.72, longitude: -3.53 })
      .returning('id')) as Array<{ id: number }>;
    await t.db('community_leads').insert({ community_id: c!.id, user_id: lead.user.id, role: 'leader' });
    const dora = await member(t, 'Dora Circle');
    expect((await dora.agent.post(apiPaths.communityMembership(c!.id))).status).toBeLessThan(300);
    const res = await lead.agent.post(apiPaths.communityAnnouncements(c!.id)).send({ body: 'The circle meets in the library this week.', audience: 'all' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ sent: 1, message: 'Sent to 1 member' });
    await inbox.waitFor((x) => x.to.includes(dora.credentials.email) && x.text.includes('The circle meets in the library this week.'));
    expect(((await dora.agent.get(apiPaths.communityDiscussion(c!.id))).body as DiscussionPage).announcements[0]!.id).toBe(res.body.post.id);
    expect((await dora.agent.post(apiPaths.communityAnnouncements(c!.id)).send({ body: 'Me too', audience: 'all' })).status).toBe(403);
  });

  it('an organiser sends at most ANNOUNCEMENTS_PER_DAY (3 by default) a day; the next is a 429 in plain words', async () => {
    const { admin, g } = await groupWithActivities();
    for (let i = 1; i <= 3; i += 1) expect((await announce(admin.agent, g.id, { body: `Notice ${i}`, audience: 'all' })).status).toBe(201);
    const over = await announce(admin.agent, g.id, { body: 'Notice 4', audience: 'all' });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/^You have sent several announcements today\. You can send another in \d+ hours\.$/);
    expect(over.headers['retry-after']).toBeDefined();
    expect(await announcementsIn(g.id)).toBe(3);
  });
});
