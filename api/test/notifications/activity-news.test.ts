import ICAL from 'ical.js';
import { zonedDateTime } from '@afterwork/contracts/time-zones';
import type { MailInbox } from '../../src/dev/mail-inbox';
import { startAppWithInbox, stopAppWithInbox, mailQueueDrained, type TestApp } from '../support';
import { createGroup, member } from '../groups/helpers';

/** The local 'YYYY-MM-DD' of the next given weekday (0 = Sunday) at least `minDays` ahead. */
function nextWeekday(weekday: number, minDays = 2): string {
  const d = new Date(Date.now() + minDays * 86_400_000);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Members going to an activity hear of it (issue 17 §3, issue 22): a new time or place and a cancellation (one
 * date, or a series from a date on), a place opened up from the waitlist, and reminders before it with an .ics;
 * by mail through the queue into a real SMTP server and in the site, each once, as their preferences say.
 */
describe('activity news', () => {
  let inbox: MailInbox;
  let t: TestApp;
  const zone = 'Europe/London';

  beforeAll(async () => ({ t, inbox } = await startAppWithInbox()));
  afterAll(() => stopAppWithInbox({ t, inbox }));

  async function weeklyWalk(count: number, title: string, startInDays = 2) {
    const admin = await member(t, 'Walk Leader');
    const g = await createGroup(admin.agent);
    const day = nextWeekday(2, startInDays);
    const res = await admin.agent.post(`/api/groups/${g.id}/activities`).send({
      title, description: 'A gentle walk round the harbour, every week.',
      startDate: zonedDateTime(day, '10:00', zone)!.toISOString(), endDate: zonedDateTime(day, '11:30', zone)!.toISOString(),
      timeZone: zone, isVirtual: false, location: 'Ferry stop', maxAttendees: 1, ...(count > 1 ? { repeat: { frequency: 'weekly', count } } : {}),
    });
    expect(res.status).toBe(201);
    const first = res.body as { id: number; repeat: { seriesId: number } | null };
    const dates = first.repeat ? ((await t.request().get(`/api/activity-series/${first.repeat.seriesId}`)).body.upcoming as Array<{ id: number; startDate: string }>) : [first as unknown as { id: number; startDate: string }];
    return { admin, group: g, dates };
  }
  async function going(groupId: number, activityIds: number[], name: string) {
    const m = await member(t, name);
    await m.agent.post(`/api/groups/${groupId}/members`).send({});
    for (const id of activityIds) await m.agent.post(`/api/activities/${id}/attendees`).send({ status: 'going' });
    return m;
  }
  // The confirmation link every new member gets (issue 17) is not news about activities.
  const mailsTo = (email: string) => inbox.mails.filter((m) => m.to.includes(email) && m.headers['x-afterwork-kind'] !== 'email-confirmation');

  it('a new time or place: members going get a mail with the new details on the activity\'s clocks and an .ics, and a notice', async () => {
    const { admin, group, dates } = await weeklyWalk(1, 'Harbour Stroll');
    const ann = await going(group.id, [dates[0]!.id], 'Ann Going');
    const later = new Date(Date.parse(dates[0]!.startDate) + 3_600_000).toISOString();
    expect((await admin.agent.patch(`/api/activities/${dates[0]!.id}`).send({ startDate: later, endDate: new Date(Date.parse(later) + 5_400_000).toISOString(), location: 'Lighthouse steps' })).status).toBe(200);

    const mail = await inbox.waitFor((m) => m.to.includes(ann.credentials.email) && m.subject === 'Changed: Harbour Stroll');
    expect(mail.text).toMatch(/It now starts Tuesday, .+ at 11:00 AM (GMT|BST) \(it was Tuesday, .+ at 10:00 AM (GMT|BST)\)\./);
    expect(mail.text).toContain('It now takes place at Lighthouse steps (it was Ferry stop).');
    expect(mail.headers['list-unsubscribe']).toMatch(/activity-change/);
    const cal = new ICAL.Component(ICAL.parse(mail.attachments.find((a) => a.filename === 'activity.ics')!.content));
    const vevent = cal.getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(zone);
    expect(event.startDate.hour).toBe(11);
    expect(event.location).toBe('Lighthouse steps');

    const notices = (await ann.agent.get('/api/notifications')).body.items as Array<{ kind: string; title: string; body: string }>;
    expect(notices).toContainEqual(expect.objectContaining({ kind: 'activity-change', title: 'Harbour Stroll has changed', body: expect.stringContaining('Lighthouse steps') }));
    // A change that is neither time nor place (the title) tells nobody; the admin (not going) got nothing.
    expect((await admin.agent.patch(`/api/activities/${dates[0]!.id}`).send({ title: 'Harbour Stroll!' })).status).toBe(200);
    await mailQueueDrained(t);
    expect(mailsTo(ann.credentials.email)).toHaveLength(1);
    expect(mailsTo(admin.credentials.email)).toHaveLength(0);
  });

  it('a series edited from a date on (scope following) and cancelled one date / from a date on: only those going to the dates hear, once each', async () => {
    const { admin, group, dates } = await weeklyWalk(6, 'Tuesday Walk');
    const [d1, d2, d3, d4] = [dates[1]!.id, dates[2]!.id, dates[3]!.id, dates[4]!.id];
    const bea = await going(group.id, [d1, d3], 'Bea Going');
    const cyd = await going(group.id, [d2], 'Cyd Going');
    // Cyd also off for mail about changes: in the site only.
    await cyd.agent.patch('/api/notification-preferences').send({ kind: 'activity-change', email: false });

    expect((await admin.agent.patch(`/api/activities/${d2}`).send({ scope: 'following', location: 'Town hall steps' })).status).toBe(200);
    await inbox.waitFor((m) => m.to.includes(bea.credentials.email) && m.subject === 'Changed: Tuesday Walk');
    expect((await cyd.agent.get('/api/notifications')).body.items).toContainEqual(expect.objectContaining({ title: 'Tuesday Walk has changed' }));

    expect((await admin.agent.delete(`/api/activities/${d1}?scope=one`)).status).toBe(204);
    await inbox.waitFor((m) => m.to.includes(bea.credentials.email) && m.subject === 'Cancelled: Tuesday Walk');
    expect((await admin.agent.delete(`/api/activities/${d3}?scope=following`)).status).toBe(204);
    await mailQueueDrained(t);
    // Bea: one change (d3 of the following ones), two cancellations (d1, d3); Cyd: no mail at all.
    expect(mailsTo(bea.credentials.email).map((m) => m.subject).sort()).toEqual(['Cancelled: Tuesday Walk', 'Cancelled: Tuesday Walk', 'Changed: Tuesday Walk']);
    expect(mailsTo(cyd.credentials.email)).toHaveLength(0);
    const beaNotices = (await bea.agent.get('/api/notifications')).body.items as Array<{ title: string }>;
    expect(beaNotices.filter((n) => n.title === 'Tuesday Walk is cancelled')).toHaveLength(2);
    expect(d4).toBeGreaterThan(0);
  });

  it('a new activity in a group: its other members hear at once, by mail and in the site, as their preferences say', async () => {
    const admin = await member(t, 'Gwen Host');
    const g = await createGroup(admin.agent);
    const hal = await member(t, 'Hal Member');
    const ida = await member(t, 'Ida Quiet');
    for (const m of [hal, ida]) expect((await m.agent.post(`/api/groups/${g.id}/members`).send({})).status).toBe(201);
    expect((await ida.agent.patch('/api/notification-preferences').send({ kind: 'group-activity', email: false })).status).toBe(200);
    const day = nextWeekday(4, 3);
    const res = await admin.agent.post(`/api/groups/${g.id}/activities`).send({
      title: 'Garden Tea', description: 'Tea and cake in the community garden.',
      startDate: zonedDateTime(day, '15:00', zone)!.toISOString(), endDate: zonedDateTime(day, '16:00', zone)!.toISOString(),
      timeZone: zone, isVirtual: false, location: 'Community garden', maxAttendees: 12,
    });
    expect(res.status).toBe(201);
    const mail = await inbox.waitFor((m) => m.to.includes(hal.credentials.email) && m.subject === `New in ${g.name}: Garden Tea`);
    expect(mail.text).toMatch(/When: Thursday, .+ at 3:00 PM (GMT|BST)\./);
    expect(mail.text).toContain('Place: Community garden');
    expect(mail.headers['list-unsubscribe']).toMatch(/group-activity/);
    for (const m of [hal, ida]) {
      expect((await m.agent.get('/api/notifications')).body.items).toContainEqual(expect.objectContaining({ kind: 'group-activity', title: `New in ${g.name}: Garden Tea`, link: `/activities/${res.body.id}` }));
    }
    await mailQueueDrained(t);
    expect(mailsTo(hal.credentials.email).filter((m) => m.subject.startsWith('New in'))).toHaveLength(1);
    expect(mailsTo(ida.credentials.email)).toHaveLength(0);
    expect(mailsTo(admin.credentials.email)).toHaveLength(0);
    expect((await admin.agent.get('/api/notifications')).body.items).toEqual([]);
  });

  it('a new activity and its news are one transaction: when the news cannot be queued, neither the activity nor any of its news is kept', async () => {
    const admin = await member(t, 'Lou Host');
    const g = await createGroup(admin.agent);
    const max = await member(t, 'Max Member');
    expect((await max.agent.post(`/api/groups/${g.id}/members`).send({})).status).toBe(201);
    const day = nextWeekday(3, 3);
    const body = (title: string, repeat?: object) => ({
      title, description: 'Crosswords and coffee, all welcome.',
      startDate: zonedDateTime(day, '11:00', zone)!.toISOString(), endDate: zonedDateTime(day, '12:00', zone)!.toISOString(),
      timeZone: zone, isVirtual: false, location: 'Corner cafe', maxAttendees: 12, ...(repeat ? { repeat } : {}),
    });
    const mail = t.app.deps.mail;
    const queue = mail.sendMany.bind(mail);
    const kept = async (title: string) => ({
      activities: Number((await t.db('activities').where({ group_id: g.id, title }).count({ n: '*' }))[0]!.n),
      series: Number((await t.db('activity_series').where({ group_id: g.id }).count({ n: '*' }))[0]!.n),
      notices: Number((await t.db('notifications').where({ user_id: max.user.id, kind: 'group-activity', title: `New in ${g.name}: ${title}` }).count({ n: '*' }))[0]!.n),
      jobs: Number(((await t.db.raw(`select count(*)::int as n from ${t.app.deps.jobs.schema}.job where name = 'mail' and data->>'to' = ? and data->'content'->>'subject' = ?`, [max.credentials.email, `New in ${g.name}: ${title}`])) as { rows: Array<{ n: number }> }).rows[0]!.n),
    });

    for (const [title, repeat] of [['Puzzle Morning', undefined], ['Puzzle Mornings', { frequency: 'weekly', count: 4 }]] as const) {
      // The mail jobs are written (in the request's transaction), the notice too; then the enqueue fails.
      const failing = jest.spyOn(mail, 'sendMany').mockImplementationOnce(async (reqs, options) => {
        await queue(reqs, options);
        throw new Error('the queue is down');
      });
      const res = await admin.agent.post(`/api/groups/${g.id}/activities`).send(body(title, repeat));
      failing.mockRestore();
      expect(res.status).toBe(500);
      expect(await kept(title)).toEqual({ activities: 0, series: 0, notices: 0, jobs: 0 });

      // Sent again, it is created once with its news, once.
      expect((await admin.agent.post(`/api/groups/${g.id}/activities`).send(body(title, repeat))).status).toBe(201);
      expect(await kept(title)).toEqual({ activities: repeat ? 4 : 1, series: repeat ? 1 : 0, notices: 1, jobs: 1 });
      await inbox.waitFor((m) => m.to.includes(max.credentials.email) && m.subject === `New in ${g.name}: ${title}`);
    }
    await mailQueueDrained(t);
    expect(mailsTo(max.credentials.email).map((m) => m.subject)).toEqual(expect.arrayContaining([`New in ${g.name}: Puzzle Morning`, `New in ${g.name}: Puzzle Mornings`]));
    expect(mailsTo(max.credentials.email)).toHaveLength(2);
  });

  it('the daily digest instead: one mail a day listing the new activities of the groups, and no mail of its own for each', async () => {
    const admin = await member(t, 'Jo Host');
    const g = await createGroup(admin.agent);
    const kit = await member(t, 'Kit Digest');
    expect((await kit.agent.post(`/api/groups/${g.id}/members`).send({})).status).toBe(201);
    expect((await kit.agent.patch('/api/notification-preferences').send({ kind: 'group-digest', email: true })).status).toBe(200);
    const day = nextWeekday(5, 3);
    const body = (title: string) => ({
      title, description: 'An hour of gentle stretching together.',
      startDate: zonedDateTime(day, '10:00', zone)!.toISOString(), endDate: zonedDateTime(day, '11:00', zone)!.toISOString(),
      timeZone: zone, isVirtual: false, location: 'Church hall', maxAttendees: 12,
    });
    for (const title of ['Stretch Hour', 'Stretch Hour Two']) expect((await admin.agent.post(`/api/groups/${g.id}/activities`).send(body(title))).status).toBe(201);
    expect((await kit.agent.get('/api/notifications')).body.items.filter((n: { kind: string }) => n.kind === 'group-activity')).toHaveLength(2);
    const news = t.app.deps.services.activityNews;
    // The first run only marks the day; a day later the digest goes out, once.
    await t.db('reminder_sweeps').where({ name: 'group-digest' }).delete();
    expect(await news.sendGroupDigests(new Date())).toBe(0);
    await t.db('reminder_sweeps').where({ name: 'group-digest' }).update({ swept_until: new Date(Date.now() - 25 * 3_600_000) });
    expect(await news.sendGroupDigests(new Date())).toBeGreaterThanOrEqual(1);
    expect(await news.sendGroupDigests(new Date())).toBe(0);
    const mail = await inbox.waitFor((m) => m.to.includes(kit.credentials.email) && m.subject === 'New in your groups: 2 activities');
    expect(mail.text).toMatch(/Stretch Hour \(.+\): Friday, .+ at 10:00 AM (GMT|BST)\./);
    expect(mail.text).toContain('Stretch Hour Two');
    expect(mail.headers['list-unsubscribe']).toMatch(/group-digest/);
    await mailQueueDrained(t);
    expect(mailsTo(kit.credentials.email).filter((m) => m.subject.startsWith('New in'))).toHaveLength(1);
  });

  it("'A place opened up for you' by mail the moment a member moves up from the waitlist", async () => {
    const { group, dates } = await weeklyWalk(1, 'Full Walk');
    const first = await going(group.id, [dates[0]!.id], 'First In');
    const dan = await going(group.id, [dates[0]!.id], 'Dan Waiting');
    expect((await dan.agent.get(`/api/activities/${dates[0]!.id}`)).body.myRsvp.status).toBe('waitlisted');
    // Joining the waitlist told Dan his place (issue 17 §3), by mail and in the site.
    const joined = await inbox.waitFor((m) => m.to.includes(dan.credentials.email) && m.subject === 'You are on the waitlist: Full Walk');
    expect(joined.text).toMatch(/You are number 1 on the waitlist for Full Walk on Tuesday, .+ at 10:00 AM (GMT|BST)\./);
    expect(joined.headers['list-unsubscribe']).toMatch(/waitlist/);
    expect((await dan.agent.get('/api/notifications')).body.items).toContainEqual(expect.objectContaining({ kind: 'waitlist', title: 'You are number 1 on the waitlist: Full Walk' }));
    await first.agent.patch(`/api/activities/${dates[0]!.id}/attendees/${first.user.id}`).send({ status: 'not_going' });
    const mail = await inbox.waitFor((m) => m.to.includes(dan.credentials.email) && m.subject.startsWith('A place opened up'));
    expect(mail.subject).toBe('A place opened up for you: Full Walk');
    expect(mail.text).toMatch(/When: Tuesday, .+ at 10:00 AM (GMT|BST)\./);
    expect(mail.attachments.map((a) => a.filename)).toEqual(['activity.ics']);
  });

  it('reminders a day before: swept once per slice of start times, for members going, as their preferences say', async () => {
    const { group, dates } = await weeklyWalk(1, 'Reminder Walk');
    const start = new Date(dates[0]!.startDate);
    const eve = await going(group.id, [], 'Eve Going');
    const fay = await going(group.id, [], 'Fay NoMail');
    // The activity is full at 1: make room for both.
    await t.db('activities').where({ id: dates[0]!.id }).update({ max_attendees: 5 });
    // Eve brings her husband (issue 34): her reminder says so.
    for (const m of [eve, fay]) await m.agent.post(`/api/activities/${dates[0]!.id}/attendees`).send({ status: 'going', guests: m === eve ? 1 : 0 });
    await fay.agent.patch('/api/notification-preferences').send({ kind: 'activity-reminder', email: false });

    const news = t.app.deps.services.activityNews;
    const label = `test-${dates[0]!.id}`;
    // A day and a minute before the start: the slice (now+24h-10min, now+24h] holds the activity.
    const at = new Date(start.getTime() - 24 * 3_600_000 + 60_000);
    expect(await news.sweepReminders(label, 24 * 3_600_000, at)).toBeGreaterThanOrEqual(2);
    // The same slice again (a second worker, the next tick): nothing new.
    expect(await news.sweepReminders(label, 24 * 3_600_000, at)).toBe(0);
    const mail = await inbox.waitFor((m) => m.to.includes(eve.credentials.email) && m.subject === 'Reminder: Reminder Walk is tomorrow');
    expect(mail.text).toMatch(/When: Tuesday, .+ at 10:00 AM (GMT|BST)\./);
    expect(mail.text).toContain('Place: Ferry stop');
    expect(mail.attachments[0]!.content).toContain('DTSTART;TZID=Europe/London:');
    expect(mail.text).toContain('You said you are bringing 1 guest.');
    await mailQueueDrained(t);
    expect(mailsTo(fay.credentials.email)).toHaveLength(0);
    const fayNotice = (await fay.agent.get('/api/notifications')).body.items.find((n: { kind: string }) => n.kind === 'activity-reminder');
    expect(fayNotice).toMatchObject({ title: 'Reminder: Reminder Walk is tomorrow' });
    expect(fayNotice.body).not.toContain('guest');
    expect(mailsTo(eve.credentials.email)).toHaveLength(1);
  });
});
