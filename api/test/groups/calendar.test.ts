import { createTestApp, type TestApp } from '../support';
import ICAL from 'ical.js';
import { buildCalendar, escapeText, foldLine, icsDate, icsLocalDate } from '../../src/modules/activities/ics';
import { createGroup, insertActivity, member } from './helpers';

describe('iCalendar', () => {
  it('escapes text, writes UTC times and folds long lines at 75 octets', () => {
    expect(escapeText('Tea, cake; and\\more\nfun')).toBe('Tea\\, cake\\; and\\\\more\\nfun');
    expect(icsDate('2026-11-25T14:30:00.000Z')).toBe('20261125T143000Z');
    expect(icsDate('2026-11-25T14:30:00+01:00')).toBe('20261125T133000Z');
    const folded = foldLine('DESCRIPTION:' + 'é'.repeat(100));
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe('DESCRIPTION:' + 'é'.repeat(100));
  });

  it('builds a calendar with a stable UID per activity', () => {
    const ics = buildCalendar(
      [{
        id: 7, groupId: 1, groupName: 'Walkers', communityId: null, communityName: null, image: null, title: 'Walk, talk; tea', description: 'Line 1\nLine 2', location: 'Ferry stop', isVirtual: false,
        meetingLink: null, startDate: '2026-12-01T10:00:00.000Z', endDate: null, timeZone: 'Europe/London', repeat: null, maxAttendees: null, guestLimit: 2, createdBy: null, createdAt: '2026-11-01T00:00:00.000Z',
        goingCount: 0, maybeCount: 0, waitlistCount: 0,
      }],
      { origin: 'https://afterwork.example', now: new Date('2026-11-22T00:00:00Z') },
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('UID:afterwork-activity-7@afterwork\r\n');
    expect(ics).toContain('DTSTART;TZID=Europe/London:20261201T100000\r\n');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London\r\n');
    expect(ics).toContain('DTEND;TZID=Europe/London:20261201T110000\r\n');
    expect(ics).toContain('SUMMARY:Walk\\, talk\\; tea\r\n');
    expect(ics).toContain('URL:https://afterwork.example/activities/7\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
  });
});

describe('calendar endpoints', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/activities/:id/calendar.ics is a downloadable .ics for anyone; 400/404', async () => {
    const { agent } = await member(t);
    const g = await createGroup(agent);
    const id = await insertActivity(t.db, g.id, { title: 'Harbour walk, with tea' });
    const res = await t.request().get(`/api/activities/${id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Harbour-walk-with-tea.ics"');
    expect(res.text).toContain(`UID:afterwork-activity-${id}@afterwork`);
    expect(res.text).toContain('SUMMARY:Harbour walk\\, with tea');
    const row = await t.db('activities').where({ id }).first();
    expect(res.text).toContain(`DTSTART;TZID=Europe/London:${icsLocalDate(row!.start_date, 'Europe/London')}`);
    expect((await t.request().get('/api/activities/abc/calendar.ics')).status).toBe(400);
    expect((await t.request().get('/api/activities/99999999/calendar.ics')).status).toBe(404);
  });

  it("a member's private feed lists only the activities they are going to", async () => {
    const { agent, user } = await member(t);
    const g = await createGroup(agent);
    const going = await insertActivity(t.db, g.id, { title: 'Going one' });
    const maybe = await insertActivity(t.db, g.id, { title: 'Maybe one' });
    await agent.post(`/api/activities/${going}/attendees`).send({ status: 'going' });
    await agent.post(`/api/activities/${maybe}/attendees`).send({ status: 'maybe' });

    const feed = await agent.get(`/api/users/${user.id}/calendar-feed`);
    expect(feed.status).toBe(200);
    expect(feed.body.path).toMatch(/^\/api\/calendar\/[0-9a-f]{48}\.ics$/);
    expect((await agent.get(`/api/users/${user.id}/calendar-feed`)).body.path).toBe(feed.body.path);
    const path = feed.body.path;
    const ics = await t.request().get(path);
    expect(ics.status).toBe(200);
    expect(ics.text).toContain('SUMMARY:Going one');
    expect(ics.text).not.toContain('Maybe one');

    const { agent: other } = await member(t);
    expect((await other.get(`/api/users/${user.id}/calendar-feed`)).status).toBe(403);
    expect((await t.request().get(`/api/users/${user.id}/calendar-feed`)).status).toBe(401);
    expect((await t.request().get(`/api/calendar/${'0'.repeat(48)}.ics`)).status).toBe(404);
    expect((await t.request().get('/api/calendar/nope.ics')).status).toBe(404);
  });

  it('a parser reads each event on its own zone\'s clocks (TZID + VTIMEZONE) at the right instant', async () => {
    const { agent } = await member(t);
    const g = await createGroup(agent);
    const summer = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 6, 14, 9, 0)); // 10:00 BST, 05:00 in Toronto
    const london = await insertActivity(t.db, g.id, { title: 'London walk' });
    await t.db('activities').where({ id: london }).update({ start_date: summer, end_date: new Date(summer.getTime() + 3_600_000) });
    const toronto = await insertActivity(t.db, g.id, { title: 'Toronto walk' });
    await t.db('activities').where({ id: toronto }).update({ start_date: summer, end_date: null, time_zone: 'America/Toronto' });

    for (const id of [london, toronto]) {
      const res = await t.request().get(`/api/activities/${id}/calendar.ics`);
      const cal = new ICAL.Component(ICAL.parse(res.text));
      for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
      const event = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
      const zone = id === london ? 'Europe/London' : 'America/Toronto';
      expect(event.startDate.zone?.tzid).toBe(zone);
      expect([event.startDate.hour, event.startDate.minute]).toEqual(id === london ? [10, 0] : [5, 0]);
      expect(event.startDate.toJSDate().toISOString()).toBe(summer.toISOString());
      ICAL.TimezoneService.reset();
    }
  });
});
