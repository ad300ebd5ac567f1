import { MENTOR_NOT_FOUND, SESSION_NOT_FOUND } from '@afterwork/contracts/mentors';
import { seedMentors } from '../../src/modules/mentors/seed';
import { createTestApp, signUpMember, unique, type TestApp } from '../support';

/** Issue 19 §15: a member's mentor reservations as 'My bookings', each with its calendar file. */

let t: TestApp;
let mentorId: number;
let mentorName: string;
const own: number[] = [];

async function makeSession(inHours: number, title = unique('Booking session ')): Promise<number> {
  const [row] = await t.db('mentor_sessions')
    .insert({ mentor_id: mentorId, title, description: 'Bring your questions', starts_at: new Date(Date.now() + inHours * 3_600_000), duration_minutes: 60, total_spots: 5, spots_taken: 0, time_zone: 'Europe/London' })
    .returning('id');
  own.push((row as { id: number }).id);
  return (row as { id: number }).id;
}
const reserve = (agent: ReturnType<TestApp['agent']>, session: number) => agent.post(`/api/mentors/${mentorId}/sessions/${session}/reservations`).send({});

beforeAll(async () => {
  t = createTestApp();
  await seedMentors(t.db);
  const row = await t.db('mentors').where({ name: 'Eleanor Whitfield' }).first('id', 'name');
  mentorId = row!.id;
  mentorName = row!.name;
});
afterAll(async () => {
  if (own.length) await t.db('mentor_sessions').whereIn('id', own).delete();
  await t.close();
});

describe('GET /api/users/me/mentor-bookings', () => {
  it('401 for visitors', async () => {
    expect((await t.request().get('/api/users/me/mentor-bookings')).status).toBe(401);
  });

  it("lists the member's own reserved sessions still to come, soonest first, with the mentor's name", async () => {
    const later = await makeSession(72);
    const sooner = await makeSession(24);
    const notMine = await makeSession(48);
    const me = t.agent();
    await signUpMember(me);
    expect((await reserve(me, later)).status).toBe(201);
    expect((await reserve(me, sooner)).status).toBe(201);
    const other = t.agent();
    await signUpMember(other);
    expect((await reserve(other, notMine)).status).toBe(201);

    const res = await me.get('/api/users/me/mentor-bookings');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body.map((b: { session: { id: number } }) => b.session.id)).toEqual([sooner, later]);
    expect(res.body[0]).toMatchObject({ mentorId, mentorName, session: { reservedByMe: true, durationMinutes: 60, timeZone: 'Europe/London' } });

    // A cancelled booking goes.
    expect((await me.delete(`/api/mentors/${mentorId}/sessions/${sooner}/reservations`)).status).toBe(200);
    expect((await me.get('/api/users/me/mentor-bookings')).body.map((b: { session: { id: number } }) => b.session.id)).toEqual([later]);
  });

  it('a session that has ended is no longer listed', async () => {
    const session = await makeSession(24);
    const me = t.agent();
    await signUpMember(me);
    expect((await reserve(me, session)).status).toBe(201);
    await t.db('mentor_sessions').where({ id: session }).update({ starts_at: new Date(Date.now() - 3 * 3_600_000) });
    expect((await me.get('/api/users/me/mentor-bookings')).body).toEqual([]);
  });
});

describe('GET /api/mentors/:id/sessions/:sessionId/calendar.ics', () => {
  it('a calendar file built like an activity’s: zoned times, the mentor, a link back', async () => {
    const session = await makeSession(30, 'Planning; your, next steps');
    const res = await t.request().get(`/api/mentors/${mentorId}/sessions/${session}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Planning-your-next-steps.ics"');
    const text = res.text;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain(`UID:afterwork-mentor-session-${session}@afterwork`);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London');
    expect(text).toMatch(/DTSTART;TZID=Europe\/London:\d{8}T\d{6}\r\n/);
    expect(text.replace(/\r\n /g, '')).toContain(`SUMMARY:Planning\\; your\\, next steps with ${mentorName}`);
    expect(text).toMatch(new RegExp(`URL:http://[^\\r]+/mentors/${mentorId}\\r\\n`));
  });

  it('404 for an unknown mentor or session, 400 for a bad id', async () => {
    const missing = await t.request().get(`/api/mentors/987654/sessions/1/calendar.ics`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(MENTOR_NOT_FOUND);
    const noSession = await t.request().get(`/api/mentors/${mentorId}/sessions/987654/calendar.ics`);
    expect(noSession.status).toBe(404);
    expect(noSession.body.error.message).toBe(SESSION_NOT_FOUND);
    expect((await t.request().get(`/api/mentors/${mentorId}/sessions/x/calendar.ics`)).status).toBe(400);
  });
});
