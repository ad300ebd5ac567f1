import { SESSION_NOT_FOUND, SESSION_SPOTS_BELOW_TAKEN, MENTOR_NOT_FOUND } from '@afterwork/contracts/mentors';
import { zonedDateTime } from '@afterwork/contracts/time-zones';
import { seedMentors } from '../../src/modules/mentors/seed';
import { createTestApp, newAdmin, signUpMember, unique, type Agent, type TestApp } from '../support';

// Issue 22: mentor sessions are planned in a time zone, in a form; mentors have no accounts, so site admins plan,
// change and cancel them.
let t: TestApp;
let admin: Agent;
let member: Agent;
let mentorId: number;
const made: number[] = [];

/** 'YYYY-MM-DD' some days ahead. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const at = (day: string, time: string, zone: string) => zonedDateTime(day, time, zone)!.toISOString();
const sessionsPath = (mentor = mentorId) => `/api/mentors/${mentor}/sessions`;
const body = (overrides: Record<string, unknown> = {}) => ({
  title: unique('Planning your next chapter '),
  description: 'An hour on what you want the next years to hold.',
  startsAt: at(dayAhead(10), '10:00', 'America/Los_Angeles'),
  timeZone: 'America/Los_Angeles',
  durationMinutes: 90,
  totalSpots: 6,
  ...overrides,
});
const localTime = (iso: string, zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

async function create(overrides: Record<string, unknown> = {}) {
  const res = await admin.post(sessionsPath()).send(body(overrides));
  expect(res.status).toBe(201);
  made.push(res.body.id);
  return res.body as { id: number; startsAt: string; timeZone: string; totalSpots: number; availableSpots: number };
}

beforeAll(async () => {
  t = createTestApp();
  await seedMentors(t.db);
  mentorId = (await t.db('mentors').where({ name: 'Eleanor Whitfield' }).first('id'))!.id;
  ({ agent: admin } = await newAdmin(t));
  member = t.agent();
  await signUpMember(member);
});
afterAll(async () => {
  if (made.length) await t.db('mentor_sessions').whereIn('id', made).delete();
  await t.close();
});

describe('POST /api/mentors/:id/sessions', () => {
  it('plans a session at 10:00 Pacific time; the profile lists it with its zone', async () => {
    const s = await create();
    expect(s.timeZone).toBe('America/Los_Angeles');
    expect(localTime(s.startsAt, 'America/Los_Angeles')).toBe('10:00');
    expect(s).toMatchObject({ totalSpots: 6, availableSpots: 6, durationMinutes: 90, reservedByMe: false });
    const profile = await member.get(`/api/mentors/${mentorId}`);
    expect(profile.body.upcomingSessions.find((x: { id: number }) => x.id === s.id)).toMatchObject({ timeZone: 'America/Los_Angeles', startsAt: s.startsAt });
  });

  it('401 for visitors, 403 for members: only site admins plan sessions', async () => {
    expect((await t.request().post(sessionsPath()).send(body())).status).toBe(401);
    const res = await member.post(sessionsPath()).send(body());
    expect(res.status).toBe(403);
  });

  it('400 with a clear message per field', async () => {
    const res = await admin.post(sessionsPath()).send({ title: 'Hi', startsAt: 'tomorrow', timeZone: 'Mars/Olympus', durationMinutes: 5, totalSpots: 0 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      title: 'Title must be at least 3 characters.',
      startsAt: 'Please choose a date and start time.',
      timeZone: 'Please choose a time zone.',
      durationMinutes: 'A session lasts at least 15 minutes.',
      totalSpots: 'A session has at least 1 spot.',
    });
    const past = await admin.post(sessionsPath()).send(body({ startsAt: new Date(Date.now() - 3_600_000).toISOString() }));
    expect(past.status).toBe(400);
    expect(past.body.error.fields.startsAt).toBe('The start must be in the future.');
  });

  it('404 for an unknown mentor', async () => {
    const res = await admin.post(sessionsPath(987654)).send(body());
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(MENTOR_NOT_FOUND);
  });
});

describe('PATCH /api/mentors/:id/sessions/:sessionId', () => {
  it('moves a session to 09:30 London time and keeps the reservations', async () => {
    const s = await create();
    expect((await member.post(`${sessionsPath()}/${s.id}/reservations`)).status).toBe(201);
    const res = await admin.patch(`${sessionsPath()}/${s.id}`).send(body({ startsAt: at(dayAhead(12), '09:30', 'Europe/London'), timeZone: 'Europe/London', totalSpots: 4 }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: s.id, timeZone: 'Europe/London', totalSpots: 4, availableSpots: 3 });
    expect(localTime(res.body.startsAt, 'Europe/London')).toBe('09:30');
    const profile = await member.get(`/api/mentors/${mentorId}`);
    expect(profile.body.upcomingSessions.find((x: { id: number }) => x.id === s.id)).toMatchObject({ reservedByMe: true, availableSpots: 3 });
  });

  it('never offers fewer spots than are reserved (400 on the field)', async () => {
    const s = await create({ totalSpots: 3 });
    expect((await member.post(`${sessionsPath()}/${s.id}/reservations`)).status).toBe(201);
    const res = await admin.patch(`${sessionsPath()}/${s.id}`).send(body({ totalSpots: 0 }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields.totalSpots).toBe('A session has at least 1 spot.');
    const other = t.agent();
    await signUpMember(other);
    expect((await other.post(`${sessionsPath()}/${s.id}/reservations`)).status).toBe(201);
    const fewer = await admin.patch(`${sessionsPath()}/${s.id}`).send(body({ totalSpots: 1 }));
    expect(fewer.status).toBe(400);
    expect(fewer.body.error.fields.totalSpots).toBe(SESSION_SPOTS_BELOW_TAKEN(2));
    expect(fewer.body.error.message).toBe('2 spots are already reserved: offer at least 2.');
  });

  it('403 for members; 404 for an unknown session or one of another mentor', async () => {
    const s = await create();
    expect((await member.patch(`${sessionsPath()}/${s.id}`).send(body())).status).toBe(403);
    const unknown = await admin.patch(`${sessionsPath()}/987654`).send(body());
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(SESSION_NOT_FOUND);
    const otherMentor = (await t.db('mentors').whereNot({ id: mentorId }).first('id'))!.id;
    expect((await admin.patch(`${sessionsPath(otherMentor)}/${s.id}`).send(body())).status).toBe(404);
  });
});

describe('DELETE /api/mentors/:id/sessions/:sessionId', () => {
  it('cancels a session with its reservations; a second cancel is 404', async () => {
    const s = await create();
    expect((await member.post(`${sessionsPath()}/${s.id}/reservations`)).status).toBe(201);
    expect((await member.delete(`${sessionsPath()}/${s.id}`)).status).toBe(403);
    expect((await admin.delete(`${sessionsPath()}/${s.id}`)).status).toBe(204);
    expect(await t.db('mentor_session_reservations').where({ session_id: s.id }).first()).toBeUndefined();
    const profile = await member.get(`/api/mentors/${mentorId}`);
    expect(profile.body.upcomingSessions.some((x: { id: number }) => x.id === s.id)).toBe(false);
    expect((await admin.delete(`${sessionsPath()}/${s.id}`)).status).toBe(404);
  });
});
