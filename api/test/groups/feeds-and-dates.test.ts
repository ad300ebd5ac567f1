import { apiPaths } from '@afterwork/contracts/paths';
import { zonedDateTime } from '@afterwork/contracts/time-zones';
import { seedMentors } from '../../src/modules/mentors/seed';
import { createTestApp, newAdmin, unique, type Agent, type TestApp } from '../support';
import { createGroup, DAY, insertActivity, member } from './helpers';

/**
 * Issue 32 finding 12: the private calendar feed is never kept by a cache (`private, no-store`, no ETag: its address
 * is the secret); mentor sessions obey the activities' date rules (start within 5 years, at most 31 days long: before,
 * year 9999 was accepted); a time zone typed in another case (`europe/london`) is stored as its canonical IANA name.
 */
let t: TestApp;
let admin: Agent;
let mentorId: number;
beforeAll(async () => {
  t = createTestApp();
  await seedMentors(t.db);
  mentorId = (await t.db('mentors').where({ name: 'Eleanor Whitfield' }).first('id'))!.id;
  ({ agent: admin } = await newAdmin(t));
});
afterAll(async () => {
  await t.db('mentor_sessions').where('title', 'like', 'Feeds and dates %').delete();
  await t.close();
});

const dayAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const session = (o: Record<string, unknown> = {}) => ({
  title: unique('Feeds and dates '),
  startsAt: zonedDateTime(dayAhead(10), '10:00', 'Europe/London')!.toISOString(),
  timeZone: 'Europe/London',
  durationMinutes: 60,
  totalSpots: 4,
  ...o,
});

describe('the private calendar feed', () => {
  it('is private, no-store, without an ETag (a repeat request is never a 304)', async () => {
    const { agent, user } = await member(t);
    const g = await createGroup(agent);
    const going = await insertActivity(t.db, g.id, { title: 'Feed walk' });
    await agent.post(apiPaths.activityAttendees(going)).send({ status: 'going' });
    const path = (await agent.get(`/api/users/${user.id}/calendar-feed`)).body.path as string;
    const ics = await t.request().get(path);
    expect(ics.status).toBe(200);
    expect(ics.headers['cache-control']).toBe('private, no-store');
    expect(ics.headers.etag).toBeUndefined();
  });
});

describe('mentor sessions keep the activities\' date rules', () => {
  it('a start more than 5 years ahead (year 9999) is refused with the activities\' words', async () => {
    for (const startsAt of ['9999-06-01T10:00:00Z', new Date(Date.now() + 5.1 * 365.25 * DAY).toISOString()]) {
      const res = await admin.post(apiPaths.mentorSessions(mentorId)).send(session({ startsAt }));
      expect(res.status).toBe(400);
      expect(res.body.error.fields.startsAt).toBe('The start must be within the next 5 years.');
    }
    // On a change too.
    const made = await admin.post(apiPaths.mentorSessions(mentorId)).send(session());
    expect(made.status).toBe(201);
    const moved = await admin.patch(apiPaths.mentorSession(mentorId, made.body.id)).send(session({ startsAt: '9999-06-01T10:00:00Z' }));
    expect(moved.status).toBe(400);
    expect(moved.body.error.fields.startsAt).toBe('The start must be within the next 5 years.');
  });
});

describe('time zones are stored as their canonical IANA names', () => {
  it('activities, mentor sessions and goals', async () => {
    const { agent } = await member(t);
    const g = await createGroup(agent);
    const start = new Date(Date.now() + 5 * DAY);
    const activity = await agent.post(`/api/groups/${g.id}/activities`).send({
      title: 'Tuesday Walk', description: 'A gentle walk round the harbour.', startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(), isVirtual: false, location: 'Ferry stop', timeZone: 'europe/london',
    });
    expect(activity.status).toBe(201);
    expect(activity.body.timeZone).toBe('Europe/London');
    expect((await t.db('activities').where({ id: activity.body.id }).first('time_zone'))!.time_zone).toBe('Europe/London');

    const s = await admin.post(apiPaths.mentorSessions(mentorId)).send(session({ timeZone: 'AMERICA/LOS_ANGELES' }));
    expect(s.status).toBe(201);
    expect(s.body.timeZone).toBe('America/Los_Angeles');
    expect((await t.db('mentor_sessions').where({ id: s.body.id }).first('time_zone'))!.time_zone).toBe('America/Los_Angeles');

    const goal = await agent.post(apiPaths.goals).send({ template: 'daily-walk', timeZone: 'pacific/auckland' });
    expect(goal.status).toBe(201);
    expect((await t.db('goals').where({ id: goal.body.id }).first('time_zone'))!.time_zone).toBe('Pacific/Auckland');
  });
});

describe('zones stored before, as typed', () => {
  it('the migration gives them their canonical spelling', async () => {
    const { agent } = await member(t);
    const g = await createGroup(agent);
    const id = await insertActivity(t.db, g.id, { title: 'Typed zone' });
    await t.db('activities').where({ id }).update({ time_zone: 'europe/london' });
    const { up } = await import('../../src/modules/activities/migrations/202612020601_canonical_time_zones');
    await up(t.db);
    expect((await t.db('activities').where({ id }).first('time_zone'))!.time_zone).toBe('Europe/London');
  });
});
