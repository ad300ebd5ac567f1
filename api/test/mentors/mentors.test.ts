import {
  MENTOR_NOT_FOUND,
  RESERVATION_NOT_FOUND,
  SESSION_ALREADY_RESERVED,
  SESSION_FULLY_BOOKED,
  SESSION_NOT_FOUND,
  SESSION_PAST,
} from '@afterwork/contracts/mentors';
import { DEMO_MENTORS, seedMentors } from '../../src/modules/mentors/seed';
import { createTestApp, signUpMember, unique, type Agent, type TestApp } from '../support';

let t: TestApp;
let mentorId: number;
const ownSessions: number[] = [];

/** A session of our own (other tests never touch it), starting in `inDays` days. */
async function makeSession(total: number, taken = 0, inDays = 3): Promise<number> {
  const [row] = await t.db('mentor_sessions')
    .insert({ mentor_id: mentorId, title: unique('Test session '), description: null, starts_at: new Date(Date.now() + inDays * 86_400_000), duration_minutes: 60, total_spots: total, spots_taken: taken })
    .returning('id');
  const id = (row as { id: number }).id;
  ownSessions.push(id);
  return id;
}

const reservePath = (sessionId: number, mentor = mentorId) => `/api/mentors/${mentor}/sessions/${sessionId}/reservations`;

beforeAll(async () => {
  t = createTestApp();
  await seedMentors(t.db);
  const row = await t.db('mentors').where({ name: 'Eleanor Whitfield' }).first('id');
  mentorId = row!.id;
});
afterAll(async () => {
  if (ownSessions.length) await t.db('mentor_sessions').whereIn('id', ownSessions).delete();
  await t.close();
});

describe('GET /api/mentors', () => {
  it('lists the five demo mentors with card fields, ratings 4.7 to 4.9', async () => {
    const res = await t.request().get('/api/mentors');
    expect(res.status).toBe(200);
    // Other test files may add mentors of their own to the shared test database: look at the demo five.
    const demo = res.body.filter((m: { name: string }) => DEMO_MENTORS.some((d) => d.name === m.name));
    expect(demo).toHaveLength(5);
    for (const m of demo) {
      expect(Object.keys(m).sort()).toEqual(['avatar', 'bio', 'id', 'languages', 'location', 'name', 'rating', 'reviewCount', 'role', 'specialties'].sort());
      expect(m.rating).toBeGreaterThanOrEqual(4.7);
      expect(m.rating).toBeLessThanOrEqual(4.9);
      expect(m.specialties.length).toBeGreaterThanOrEqual(3);
      expect(m.languages.length).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('GET /api/mentors/:id', () => {
  it('answers the full profile with testimonials and upcoming sessions with spots left', async () => {
    const res = await t.request().get(`/api/mentors/${mentorId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: mentorId, name: 'Eleanor Whitfield', education: expect.any(String), yearsExperience: 34, mentoringSince: '2017',
      contactEmail: 'eleanor.whitfield@example.com', coverImage: 'cover-books', requestedByMe: false,
      socialLinks: { linkedin: 'linkedin.com/in/eleanor-whitfield-example' },
    });
    expect(res.body.testimonials.length).toBeGreaterThanOrEqual(3);
    expect(res.body.testimonials[0]).toEqual({ id: expect.any(Number), name: expect.any(String), text: expect.any(String), rating: expect.any(Number), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const seeded = res.body.upcomingSessions.filter((s: { title: string }) => !s.title.startsWith('Test session'));
    expect(seeded.map((s: { availableSpots: number }) => s.availableSpots)).toEqual([5, 1, 0]);
    expect(seeded[2]).toMatchObject({ title: 'Speaking with Confidence', totalSpots: 10, availableSpots: 0, reservedByMe: false });
  });

  it('does not list past sessions', async () => {
    const past = await makeSession(5, 0, -2);
    const res = await t.request().get(`/api/mentors/${mentorId}`);
    expect(res.body.upcomingSessions.map((s: { id: number }) => s.id)).not.toContain(past);
  });

  it('400 for a malformed id, 404 for an unknown one', async () => {
    const bad = await t.request().get('/api/mentors/abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: { message: 'Invalid mentor id' } });
    const missing = await t.request().get('/api/mentors/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(MENTOR_NOT_FOUND);
  });
});

describe('reservations', () => {
  let member: Agent;
  beforeAll(async () => {
    member = t.agent();
    await signUpMember(member);
  });

  it('401 for visitors', async () => {
    const session = await makeSession(3);
    const res = await t.request().post(reservePath(session)).send({});
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Please sign in');
  });

  it('reserves a spot, shows it as mine, refuses a second reservation with 409, and cancels', async () => {
    const session = await makeSession(3, 1);
    const first = await member.post(reservePath(session)).send({});
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: session, totalSpots: 3, availableSpots: 1, reservedByMe: true });

    const again = await member.post(reservePath(session)).send({});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(SESSION_ALREADY_RESERVED);

    const detail = await member.get(`/api/mentors/${mentorId}`);
    expect(detail.body.upcomingSessions.find((s: { id: number }) => s.id === session)).toMatchObject({ availableSpots: 1, reservedByMe: true });
    const anon = await t.request().get(`/api/mentors/${mentorId}`);
    expect(anon.body.upcomingSessions.find((s: { id: number }) => s.id === session).reservedByMe).toBe(false);

    const cancel = await member.delete(reservePath(session));
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ availableSpots: 2, reservedByMe: false });
    const cancelAgain = await member.delete(reservePath(session));
    expect(cancelAgain.status).toBe(404);
    expect(cancelAgain.body.error.message).toBe(RESERVATION_NOT_FOUND);
  });

  it('409 Fully booked when no spots remain', async () => {
    const session = await makeSession(4, 4);
    const res = await member.post(reservePath(session)).send({});
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(SESSION_FULLY_BOOKED);
  });

  it('409 for a session that has already taken place', async () => {
    const session = await makeSession(4, 0, -1);
    const res = await member.post(reservePath(session)).send({});
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(SESSION_PAST);
  });

  it('404 for an unknown session or a session of another mentor; 400 for malformed ids', async () => {
    const session = await makeSession(4);
    const other = await t.db('mentors').where({ name: 'Robert Okafor' }).first('id');
    expect((await member.post(reservePath(999999)).send({})).body.error.message).toBe(SESSION_NOT_FOUND);
    const wrongMentor = await member.post(reservePath(session, other!.id)).send({});
    expect(wrongMentor.status).toBe(404);
    expect(wrongMentor.body.error.message).toBe(SESSION_NOT_FOUND);
    expect((await member.post(reservePath(session, 999999)).send({})).body.error.message).toBe(MENTOR_NOT_FOUND);
    const bad = await member.post(`/api/mentors/${mentorId}/sessions/x1/reservations`).send({});
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Invalid session id');
  });

  it('never overbooks: 12 members racing for 5 spots get exactly 5 places', async () => {
    const session = await makeSession(5);
    const agents = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const a = t.agent();
        await signUpMember(a);
        return a;
      }),
    );
    const results = await Promise.all(agents.map((a) => a.post(reservePath(session)).send({})));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error.message).toBe(SESSION_FULLY_BOOKED);
    const row = await t.db('mentor_sessions').where({ id: session }).first();
    expect(row).toMatchObject({ total_spots: 5, spots_taken: 5 });
    const count = await t.db('mentor_session_reservations').where({ session_id: session }).count({ c: '*' }).first();
    expect(Number(count!.c)).toBe(5);
    // The answers report the spots left after each reservation, one per value, never below zero.
    const left = results.filter((r) => r.status === 201).map((r) => r.body.availableSpots).sort();
    expect(left).toEqual([0, 1, 2, 3, 4]);
  });

  it('one member double-clicking concurrently still holds one spot', async () => {
    const session = await makeSession(5);
    const results = await Promise.all([1, 2, 3].map(() => member.post(reservePath(session)).send({})));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const row = await t.db('mentor_sessions').where({ id: session }).first();
    expect(row!.spots_taken).toBe(1);
  });
});

describe('POST /api/mentors/:id/requests', () => {
  it('401 for visitors', async () => {
    const res = await t.request().post(`/api/mentors/${mentorId}/requests`).send({ message: 'Hello' });
    expect(res.status).toBe(401);
  });

  it('stores a request once; asking again returns the first one (200, created false)', async () => {
    const member = t.agent();
    await signUpMember(member);
    const first = await member.post(`/api/mentors/${mentorId}/requests`).send({ message: '  I would love help with video calls.  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ mentorId, message: 'I would love help with video calls.', status: 'pending', created: true });
    const again = await member.post(`/api/mentors/${mentorId}/requests`).send({});
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, created: false, message: 'I would love help with video calls.' });
    const detail = await member.get(`/api/mentors/${mentorId}`);
    expect(detail.body.requestedByMe).toBe(true);
  });

  it('400 for a too-long message, 404 for an unknown mentor', async () => {
    const member = t.agent();
    await signUpMember(member);
    const long = await member.post(`/api/mentors/${mentorId}/requests`).send({ message: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.error).toEqual({ message: 'Message must not exceed 1000 characters', fields: { message: 'Message must not exceed 1000 characters' } });
    const missing = await member.post('/api/mentors/999999/requests').send({});
    expect(missing.status).toBe(404);
  });
});

describe('POST /api/mentor-applications', () => {
  const valid = { name: 'Harold Finch', email: 'harold@example.com', expertise: 'Gardening and allotments', yearsExperience: 25, motivation: 'I would love to share what I have learned growing vegetables for 25 years.' };

  it('stores a visitor application and confirms it', async () => {
    const res = await t.request().post('/api/mentor-applications').send(valid);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), name: 'Harold Finch', email: 'harold@example.com', status: 'received' });
    const row = await t.db('mentor_applications').where({ id: res.body.id }).first();
    expect(row).toMatchObject({ user_id: null, expertise: 'Gardening and allotments', years_experience: 25 });
  });

  it('links a signed-in member to their application', async () => {
    const member = t.agent();
    const { user } = await signUpMember(member);
    const res = await member.post('/api/mentor-applications').send({ ...valid, yearsExperience: '10' });
    expect(res.status).toBe(201);
    const row = await t.db('mentor_applications').where({ id: res.body.id }).first();
    expect(row).toMatchObject({ user_id: user.id, years_experience: 10 });
  });

  it('400 with a message per field', async () => {
    const res = await t.request().post('/api/mentor-applications').send({ name: 'H', email: 'not-an-email', expertise: 'x', yearsExperience: 90, motivation: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      expertise: 'Please tell us what you would like to mentor in (at least 3 characters)',
      yearsExperience: 'Years of experience must be a number from 0 to 70',
      motivation: 'Please write at least 20 characters about why you would like to mentor',
    });
    const empty = await t.request().post('/api/mentor-applications').send({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.error.fields).sort()).toEqual(['email', 'expertise', 'motivation', 'name', 'yearsExperience']);
  });
});
