import ICAL from 'ical.js';
import { wallTimeOf, zonedDateTime } from '@afterwork/contracts/time-zones';
import { createTestApp, type TestApp } from '../support';
import { occurrences, rruleText } from '../../src/modules/activities/series';
import { createGroup, member } from './helpers';

/** The local 'YYYY-MM-DD' of the next given weekday (0 = Sunday) at least `minDays` ahead. */
function nextWeekday(weekday: number, minDays = 2): string {
  const d = new Date(Date.now() + minDays * 86_400_000);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const local = (d: Date | string, zone: string) => {
  const w = wallTimeOf(new Date(d), zone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};

/** Parses a calendar file with ical.js and expands each series (RRULE, EXDATE, RECURRENCE-ID) like a calendar app. */
function parseCalendar(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const masters = events.filter((e) => !e.isRecurrenceException());
  for (const e of events.filter((x) => x.isRecurrenceException())) masters.find((m) => m.uid === e.uid)?.relateException(e);
  const expand = (e: ICAL.Event, max = 200) => {
    const out: Array<{ start: ICAL.Time; summary: string }> = [];
    const it = e.iterator();
    for (let next = it.next(), n = 0; next && n < max; next = it.next(), n++) {
      const d = e.getOccurrenceDetails(next);
      out.push({ start: d.startDate, summary: d.item.summary });
    }
    return out;
  };
  return { events, masters, expand };
}

describe('recurrence rules on a zone\'s clocks (DST)', () => {
  it.each([
    ['Europe/London', '2027-03-02', '2027-11-30'],
    ['America/New_York', '2027-03-02', '2027-11-30'],
    ['Australia/Sydney', '2027-03-02', '2027-11-30'],
  ])('a weekly 10:00 walk in %s stays at 10:00 local across both changes', (zone, first, last) => {
    const starts = occurrences({ frequency: 'weekly', firstLocal: `${first}T10:00`, timeZone: zone, count: null, until: last }, new Date('2027-01-01'), new Date('2028-01-01'));
    expect(starts.length).toBe(40);
    expect(new Set(starts.map((d) => local(d, zone)))).toEqual(new Set(['10:00']));
    // The instants do move: two different UTC hours over the year (one per side of the change).
    expect(new Set(starts.map((d) => d.getUTCHours())).size).toBe(2);
  });

  it('writes the rule for calendars: fortnightly, monthly on a weekday or a date; UNTIL in UTC', () => {
    const base = { firstLocal: '2026-12-08T10:00', timeZone: 'Europe/London', count: 6, until: null };
    expect(rruleText({ ...base, frequency: 'weekly' })).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;COUNT=6');
    expect(rruleText({ ...base, frequency: 'fortnightly' })).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=6');
    expect(rruleText({ ...base, frequency: 'monthly_weekday' })).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=+2TU;COUNT=6');
    expect(rruleText({ ...base, frequency: 'monthly_date' })).toBe('FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=8;COUNT=6');
    expect(rruleText({ ...base, frequency: 'weekly', count: null, until: '2027-07-27' })).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;UNTIL=20270727T225959Z');
    const monthly = occurrences({ ...base, frequency: 'monthly_weekday', firstLocal: '2026-12-29T10:00' }, new Date('2026-12-01'), new Date('2027-12-01'));
    // The 5th Tuesday is 'the last Tuesday' of each month.
    expect(monthly.map((d) => d.toISOString().slice(0, 10))).toEqual(['2026-12-29', '2027-01-26', '2027-02-23', '2027-03-30', '2027-04-27', '2027-05-25']);
  });
});

describe('recurring activities (API)', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp();
  });
  afterAll(() => t.close());

  const zone = 'Europe/London';
  async function weeklyWalk(count = 10, extra: Record<string, unknown> = {}) {
    const admin = await member(t, 'Walk Leader');
    const g = await createGroup(admin.agent);
    const day = nextWeekday(2);
    const res = await admin.agent.post(`/api/groups/${g.id}/activities`).send({
      title: 'Tuesday Walk', description: 'A gentle walk round the harbour, every week.',
      startDate: zonedDateTime(day, '10:00', zone)!.toISOString(), endDate: zonedDateTime(day, '11:30', zone)!.toISOString(),
      timeZone: zone, isVirtual: false, location: 'Ferry stop', maxAttendees: 2, repeat: { frequency: 'weekly', count }, ...extra,
    });
    expect(res.status).toBe(201);
    return { admin, group: g, first: res.body as { id: number; repeat: { seriesId: number } } };
  }
  async function joined(groupId: number, name: string) {
    const m = await member(t, name);
    await m.agent.post(`/api/groups/${groupId}/members`).send({});
    return m;
  }

  it("'Tuesday Walk, weekly at 10:00, Europe/London': every date its own activity at 10:00 London time", async () => {
    const { group, first } = await weeklyWalk(30);
    expect(first.repeat).toMatchObject({ frequency: 'weekly', count: 30, until: null });
    const list = (await t.request().get(`/api/groups/${group.id}/activities`)).body as Array<{ id: number; startDate: string; endDate: string; timeZone: string }>;
    expect(list).toHaveLength(30);
    for (const a of list) {
      expect(a.timeZone).toBe(zone);
      expect(local(a.startDate, zone)).toBe('10:00');
      expect(local(a.endDate, zone)).toBe('11:30');
    }
    expect(new Set(list.map((a) => new Date(a.startDate).getUTCDay()))).toEqual(new Set([2]));
  });

  it('members answer dates one by one: own answers, capacity and waitlist per date', async () => {
    const { group, first } = await weeklyWalk(4);
    const [a, b, c] = [await joined(group.id, 'Ann'), await joined(group.id, 'Bea'), await joined(group.id, 'Cyd')];
    const view = (await a.agent.get(`/api/activity-series/${first.repeat.seriesId}`)).body as { upcoming: Array<{ id: number }> };
    const [d1, d2] = view.upcoming.map((x) => x.id);
    for (const m of [a, b]) expect((await m.agent.post(`/api/activities/${d1}/attendees`).send({ status: 'going' })).body.status).toBe('going');
    expect((await c.agent.post(`/api/activities/${d1}/attendees`).send({ status: 'going' })).body).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    // The next date is untouched.
    expect((await c.agent.post(`/api/activities/${d2}/attendees`).send({ status: 'going' })).body.status).toBe('going');
    expect((await t.request().get(`/api/activities/${d2}`)).body).toMatchObject({ goingCount: 1, waitlistCount: 0 });
  });

  it("'going to all future dates' answers every date (waitlisted where full), and new dates; stopping says not going", async () => {
    const { group, first } = await weeklyWalk(5);
    const [a, b, c] = [await joined(group.id, 'Ann'), await joined(group.id, 'Bea'), await joined(group.id, 'Cyd')];
    const seriesId = first.repeat.seriesId;
    await a.agent.post(`/api/activities/${first.id}/attendees`).send({ status: 'going' });
    await b.agent.post(`/api/activities/${first.id}/attendees`).send({ status: 'going' });
    const res = await c.agent.post(`/api/activity-series/${seriesId}/followers`).send({});
    expect(res.status).toBe(200);
    expect(res.body.followedByMe).toBe(true);
    const statuses = (res.body.upcoming as Array<{ myRsvp: { status: string } }>).map((x) => x.myRsvp.status);
    expect(statuses).toEqual(['waitlisted', 'going', 'going', 'going', 'going']);

    const off = await c.agent.delete(`/api/activity-series/${seriesId}/followers`);
    expect(off.body.followedByMe).toBe(false);
    expect((off.body.upcoming as Array<{ myRsvp: { status: string } }>).map((x) => x.myRsvp.status)).toEqual(Array(5).fill('not_going'));

    const outsider = await member(t, 'Not A Member');
    expect((await outsider.agent.post(`/api/activity-series/${seriesId}/followers`).send({})).status).toBe(403);
    expect((await t.request().post(`/api/activity-series/${seriesId}/followers`).send({})).status).toBe(401);
    expect((await t.request().get('/api/activity-series/99999999')).status).toBe(404);
  });

  it('a group admin changes one date or the series from a date on, and cancels one date or the rest; others may not', async () => {
    const { admin, group, first } = await weeklyWalk(8);
    const seriesId = first.repeat.seriesId;
    const dates = ((await t.request().get(`/api/activity-series/${seriesId}`)).body.upcoming as Array<{ id: number; startDate: string }>);
    const plain = await joined(group.id, 'Plain Member');
    expect((await plain.agent.patch(`/api/activities/${dates[1]!.id}`).send({ title: 'Mine now' })).status).toBe(403);
    expect((await plain.agent.delete(`/api/activities/${dates[1]!.id}`)).status).toBe(403);

    // One date later in the day; another renamed from the 6th on; the 3rd cancelled; the series cut from the 8th.
    const later = new Date(new Date(dates[1]!.startDate).getTime() + 3_600_000).toISOString();
    const moved = await admin.agent.patch(`/api/activities/${dates[1]!.id}`).send({ scope: 'one', startDate: later, endDate: new Date(Date.parse(later) + 5_400_000).toISOString(), title: 'Tuesday Walk (late start)' });
    expect(moved.status).toBe(200);
    expect(local(moved.body.startDate, zone)).toBe('11:00');
    expect((await admin.agent.patch(`/api/activities/${dates[5]!.id}`).send({ scope: 'following', title: 'Tuesday Ramble' })).status).toBe(200);
    expect((await admin.agent.delete(`/api/activities/${dates[2]!.id}?scope=one`)).status).toBe(204);
    expect((await admin.agent.delete(`/api/activities/${dates[7]!.id}?scope=following`)).status).toBe(204);
    expect((await admin.agent.patch(`/api/activities/${dates[4]!.id}`).send({ scope: 'following', startDate: later })).status).toBe(400);

    const titles = ((await t.request().get(`/api/groups/${group.id}/activities`)).body as Array<{ title: string }>).map((a) => a.title);
    expect(titles).toEqual(['Tuesday Walk', 'Tuesday Walk (late start)', 'Tuesday Walk', 'Tuesday Walk', 'Tuesday Ramble', 'Tuesday Ramble']);

    // The calendar file, read by a parser as a calendar app would: one series, RRULE with UNTIL, an EXDATE, RECURRENCE-IDs.
    const ics = (await t.request().get(`/api/activities/${dates[0]!.id}/calendar.ics`)).text;
    expect(ics).toContain(`UID:afterwork-series-${seriesId}@afterwork`);
    expect(ics).toMatch(/RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;UNTIL=\d{8}T\d{6}Z/);
    expect(ics).toContain('EXDATE;TZID=Europe/London:');
    expect(ics).toContain('RECURRENCE-ID;TZID=Europe/London:');
    const { masters, expand } = parseCalendar(ics);
    expect(masters).toHaveLength(1);
    expect(masters[0]!.startDate.zone?.tzid).toBe(zone);
    const seen = expand(masters[0]!);
    ICAL.TimezoneService.reset();
    expect(seen.map((o) => o.summary)).toEqual(titles);
    expect(seen.map((o) => `${String(o.start.hour).padStart(2, '0')}:00`)).toEqual(['10:00', '11:00', '10:00', '10:00', '10:00', '10:00']);
  });

  it("a follower's feed carries the series as one event (RRULE) that stays at 10:00 London across the clock change", async () => {
    // 52 weeks: the series crosses both of London's changes.
    const { group, first } = await weeklyWalk(52, { maxAttendees: null });
    const m = await joined(group.id, 'Feed Reader');
    await m.agent.post(`/api/activity-series/${first.repeat.seriesId}/followers`).send({});
    const path = (await m.agent.get(`/api/users/${m.user.id}/calendar-feed`)).body.path as string;
    const ics = (await t.request().get(path)).text;
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London');
    const { events, masters, expand } = parseCalendar(ics);
    expect(events.filter((e) => e.summary === 'Tuesday Walk')).toHaveLength(1);
    const seen = expand(masters.find((e) => e.summary === 'Tuesday Walk')!);
    expect(seen).toHaveLength(52);
    expect(new Set(seen.map((o) => `${o.start.hour}:${o.start.minute}`))).toEqual(new Set(['10:0']));
    const utcHours = new Set(seen.map((o) => o.start.toJSDate().getUTCHours()));
    ICAL.TimezoneService.reset();
    expect(utcHours).toEqual(new Set([9, 10]));
  });

  it('400 for a series without an end, or with an end before its start', async () => {
    const admin = await member(t);
    const g = await createGroup(admin.agent);
    const day = nextWeekday(3);
    const body = (repeat: unknown) => ({
      title: 'Walk', description: 'A gentle walk round the harbour.', startDate: zonedDateTime(day, '10:00', zone)!.toISOString(),
      endDate: zonedDateTime(day, '11:00', zone)!.toISOString(), isVirtual: false, location: 'Ferry stop', repeat,
    });
    expect((await admin.agent.post(`/api/groups/${g.id}/activities`).send(body({ frequency: 'weekly' }))).body.error.fields.repeat).toBe('Please choose when the series ends: after a number of dates or on a last date.');
    expect((await admin.agent.post(`/api/groups/${g.id}/activities`).send(body({ frequency: 'weekly', until: '2020-01-01' }))).body.error.fields.repeat).toBe('The last date must be after the first.');
    expect((await admin.agent.post(`/api/groups/${g.id}/activities`).send(body({ frequency: 'yearly', count: 3 }))).status).toBe(400);
  });
});
