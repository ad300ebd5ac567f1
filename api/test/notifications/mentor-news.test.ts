import ICAL from 'ical.js';
import { zonedDateTime } from '@afterwork/contracts/time-zones';
import type { MailInbox } from '../../src/dev/mail-inbox';
import { seedMentors } from '../../src/modules/mentors/seed';
import { startAppWithInbox, stopAppWithInbox, mailQueueDrained, newAdmin, signUpMember, unique, type Agent, type TestApp } from '../support';

/**
 * Mentor sessions tell people (issue 17 §3 "Mentor sessions", issue 22 changes): a confirmation of a reservation
 * with the session's .ics, a reminder the day before, members holding a spot told when the time changes or the
 * session is cancelled, and the mentor told of new requests; by mail through the queue into a real SMTP server and
 * in the site, each once, as the member's preferences say.
 */
describe('mentor-session news', () => {
  let inbox: MailInbox;
  let t: TestApp;
  let admin: Agent;
  let mentor: { id: number; name: string; contact_email: string };
  const zone = 'America/Los_Angeles';
  const made: number[] = [];

  beforeAll(async () => {
    ({ t, inbox } = await startAppWithInbox());
    await seedMentors(t.db);
    mentor = (await t.db('mentors').where({ name: 'Eleanor Whitfield' }).first('id', 'name', 'contact_email'))!;
    ({ agent: admin } = await newAdmin(t));
  });
  afterAll(async () => {
    if (made.length) await t.db('mentor_sessions').whereIn('id', made).delete();
    await stopAppWithInbox({ t, inbox });
  });

  async function newMember(name: string) {
    const agent = t.agent();
    const { credentials } = await signUpMember(agent, { name });
    return { agent, email: credentials.email, name };
  }
  /** A session `days` ahead at 10:00 Pacific time, 60 minutes. */
  async function session(days: number, title = unique('Your next chapter ')) {
    const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const res = await admin.post(`/api/mentors/${mentor.id}/sessions`).send({
      title, description: 'An hour on what the next years could hold.', startsAt: zonedDateTime(day, '10:00', zone)!.toISOString(), timeZone: zone, durationMinutes: 60, totalSpots: 4,
    });
    expect(res.status).toBe(201);
    made.push(res.body.id);
    return res.body as { id: number; title: string; startsAt: string };
  }
  const reserve = (who: Agent, sessionId: number) => who.post(`/api/mentors/${mentor.id}/sessions/${sessionId}/reservations`);
  // The confirmation link every new member gets (issue 17 §4) is not mentor news.
  const mailsTo = (email: string) => inbox.mails.filter((m) => m.to.includes(email) && m.headers['x-afterwork-kind'] !== 'email-confirmation');
  const notices = async (who: Agent) => (await who.get('/api/notifications')).body.items as Array<{ kind: string; title: string; body: string; link: string }>;
  const calendar = (content: string) => {
    const vevent = new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent')!;
    return Object.assign(new ICAL.Event(vevent), { tzid: vevent.getFirstProperty('dtstart')!.getParameter('tzid') });
  };

  it('a reservation is confirmed by mail with the .ics on the session\'s clocks, and in the bell; once, as preferences say', async () => {
    const s = await session(6);
    const ann = await newMember('Ann Booker');
    const ben = await newMember('Ben Quiet');
    expect((await ben.agent.patch('/api/notification-preferences').send({ kind: 'mentor-session', email: false })).status).toBe(200);
    expect((await reserve(ann.agent, s.id)).status).toBe(201);
    expect((await reserve(ben.agent, s.id)).status).toBe(201);

    const mail = await inbox.waitFor((m) => m.to.includes(ann.email) && m.subject === `Booked: ${s.title} with Eleanor Whitfield`);
    expect(mail.text).toMatch(/When: \w+day, .+ at 10:00 AM P[SD]T, for 60 minutes\./);
    expect(mail.headers['list-unsubscribe']).toMatch(/mentor-session/);
    const event = calendar(mail.attachments.find((a) => a.filename === 'mentor-session.ics')!.content);
    expect([event.startDate.hour, event.tzid, event.summary]).toEqual([10, zone, `${s.title} with Eleanor Whitfield`]);
    expect(await notices(ann.agent)).toContainEqual(expect.objectContaining({ kind: 'mentor-session', title: `Your place is booked: ${s.title}`, link: `/mentors/${mentor.id}` }));
    // Ben turned the mail off: the notice only.
    expect(await notices(ben.agent)).toContainEqual(expect.objectContaining({ kind: 'mentor-session' }));
    // Reserving twice is refused and tells nobody again; giving the place back and taking it again confirms again.
    expect((await reserve(ann.agent, s.id)).status).toBe(409);
    expect((await ann.agent.delete(`/api/mentors/${mentor.id}/sessions/${s.id}/reservations`)).status).toBe(200);
    expect((await reserve(ann.agent, s.id)).status).toBe(201);
    await mailQueueDrained(t);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(ann.email)).toHaveLength(2);
    expect(mailsTo(ben.email)).toHaveLength(0);
  });

  it('a new time tells members holding a spot, with the updated .ics; the same edit saved twice, or a new title, tells nobody again', async () => {
    const s = await session(8);
    const cat = await newMember('Cat Holder');
    const dan = await newMember('Dan Elsewhere');
    expect((await reserve(cat.agent, s.id)).status).toBe(201);
    const later = new Date(Date.parse(s.startsAt) + 2 * 3_600_000).toISOString();
    const change = { title: s.title, description: 'An hour on what the next years could hold.', startsAt: later, timeZone: zone, durationMinutes: 90, totalSpots: 4 };
    expect((await admin.patch(`/api/mentors/${mentor.id}/sessions/${s.id}`).send(change)).status).toBe(200);
    expect((await admin.patch(`/api/mentors/${mentor.id}/sessions/${s.id}`).send(change)).status).toBe(200);
    expect((await admin.patch(`/api/mentors/${mentor.id}/sessions/${s.id}`).send({ ...change, title: `${s.title}!` })).status).toBe(200);

    const mail = await inbox.waitFor((m) => m.to.includes(cat.email) && m.subject === `New time: ${s.title} with Eleanor Whitfield`);
    expect(mail.text).toMatch(/It now starts \w+day, .+ at 12:00 PM P[SD]T and lasts 90 minutes \(it was \w+day, .+ at 10:00 AM P[SD]T, 60 minutes\)\./);
    const event = calendar(mail.attachments[0]!.content);
    expect([event.startDate.hour, event.endDate.hour, event.endDate.minute]).toEqual([12, 13, 30]);
    expect((await notices(cat.agent)).filter((n) => n.title.endsWith('has a new time'))).toHaveLength(1);
    await mailQueueDrained(t);
    expect(mailsTo(cat.email).filter((m) => m.subject.startsWith('New time'))).toHaveLength(1);
    expect(mailsTo(dan.email)).toHaveLength(0);
  });

  it('a cancelled session tells members holding a spot, once, by mail and in the bell', async () => {
    const s = await session(9);
    const eve = await newMember('Eve Holder');
    expect((await reserve(eve.agent, s.id)).status).toBe(201);
    expect((await admin.delete(`/api/mentors/${mentor.id}/sessions/${s.id}`)).status).toBe(204);
    const mail = await inbox.waitFor((m) => m.to.includes(eve.email) && m.subject === `Cancelled: ${s.title} with Eleanor Whitfield`);
    expect(mail.text).toContain('which you reserved, will not take place');
    expect(await notices(eve.agent)).toContainEqual(expect.objectContaining({ kind: 'mentor-session', title: `${s.title} is cancelled` }));
    expect((await admin.delete(`/api/mentors/${mentor.id}/sessions/${s.id}`)).status).toBe(404);
  });

  it('a reminder the day before, once per slice even when swept twice; members who turned reminders off get none', async () => {
    const s = await session(3);
    const fay = await newMember('Fay Reminded');
    const gus = await newMember('Gus Unbothered');
    expect((await gus.agent.patch('/api/notification-preferences').send({ kind: 'mentor-reminder', email: false, inSite: false })).status).toBe(200);
    expect((await reserve(fay.agent, s.id)).status).toBe(201);
    expect((await reserve(gus.agent, s.id)).status).toBe(201);
    const news = t.app.deps.services.mentorNews;
    const name = `test-mentor-${s.id}`;
    const at = new Date(Date.parse(s.startsAt) - 24 * 3_600_000 + 60_000);
    expect(await news.sweepReminders(at, name)).toBeGreaterThanOrEqual(1);
    expect(await news.sweepReminders(at, name)).toBe(0);
    const mail = await inbox.waitFor((m) => m.to.includes(fay.email) && m.subject === `Reminder: ${s.title} with Eleanor Whitfield is tomorrow`);
    expect(mail.text).toMatch(/When: \w+day, .+ at 10:00 AM P[SD]T, for 60 minutes\./);
    expect(mail.attachments[0]!.content).toContain(`DTSTART;TZID=${zone}:`);
    expect(await notices(fay.agent)).toContainEqual(expect.objectContaining({ kind: 'mentor-reminder', title: `Reminder: ${s.title} is tomorrow` }));
    await mailQueueDrained(t);
    expect(mailsTo(gus.email).filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(0);
    expect((await notices(gus.agent)).filter((n) => n.kind === 'mentor-reminder')).toHaveLength(0);
  });

  it('the mentor hears of a new request at their contact address, once per request', async () => {
    const hal = await newMember('Hal Asking');
    const res = await hal.agent.post(`/api/mentors/${mentor.id}/requests`).send({ message: 'I would love help planning my volunteering.' });
    expect(res.status).toBe(201);
    const mail = await inbox.waitFor((m) => m.to.includes(mentor.contact_email) && m.subject === 'New mentorship request from Hal Asking');
    expect(mail.text).toContain('I would love help planning my volunteering.');
    expect(mail.text).toContain(`http://afterwork.test/mentors/${mentor.id}`);
    // Asking again answers the first request (200) and mails nobody.
    expect((await hal.agent.post(`/api/mentors/${mentor.id}/requests`).send({ message: 'Again' })).status).toBe(200);
    await mailQueueDrained(t);
    expect(inbox.mails.filter((m) => m.subject === 'New mentorship request from Hal Asking')).toHaveLength(1);
  });

  it('the member who asked gets a copy by mail and in the bell, once; an unconfirmed address gets the notice only (issue 31)', async () => {
    const ida = await newMember('Ida Asking');
    expect((await ida.agent.post(`/api/mentors/${mentor.id}/requests`).send({ message: 'Help with my first year retired?' })).status).toBe(201);
    const mail = await inbox.waitFor((m) => m.to.includes(ida.email) && m.subject === 'Your mentorship request to Eleanor Whitfield');
    expect(mail.text).toContain('Your request for mentorship was sent to Eleanor Whitfield.');
    expect(mail.text).toContain('Your message: “Help with my first year retired?”');
    expect(mail.text).toContain('never ask you for money');
    expect(await notices(ida.agent)).toContainEqual(
      expect.objectContaining({ kind: 'mentor-session', title: 'Your request was sent to Eleanor Whitfield', link: `/mentors/${mentor.id}` }),
    );
    // Asking again is the same request: no second copy.
    expect((await ida.agent.post(`/api/mentors/${mentor.id}/requests`).send({ message: 'Again' })).status).toBe(200);

    const agent = t.agent();
    const { credentials } = await signUpMember(agent, { name: 'Jo Unconfirmed' }, { confirmEmail: false });
    expect((await agent.post(`/api/mentors/${mentor.id}/requests`).send({})).status).toBe(201);
    await mailQueueDrained(t);
    expect(mailsTo(ida.email).filter((m) => m.subject === 'Your mentorship request to Eleanor Whitfield')).toHaveLength(1);
    expect(mailsTo(credentials.email)).toHaveLength(0);
    expect(await notices(agent)).toContainEqual(expect.objectContaining({ kind: 'mentor-session', body: expect.stringContaining('They will get in touch by email') }));
  });
});
