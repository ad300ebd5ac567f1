import { createTestApp, type TestApp } from '../support';
import { seedMentors } from '../../src/modules/mentors/seed';
import { createGroup, DAY, member } from './helpers';

// Issue 22: every activity and mentor session carries an IANA zone beside its UTC instant.
describe('time zones of activities and mentor sessions', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp();
  });
  afterAll(() => t.close());

  const inDays = (days: number, hour = 10) => {
    const d = new Date(Date.now() + days * DAY);
    d.setUTCHours(hour, 0, 0, 0);
    return d.toISOString();
  };
  const body = (o: Record<string, unknown> = {}) => ({
    title: 'Tuesday Walk', description: 'A gentle walk round the harbour.', startDate: inDays(5), endDate: inDays(5, 11),
    isVirtual: false, location: 'Ferry stop', ...o,
  });

  it('stores the chosen zone with the UTC instant, and answers both', async () => {
    const { agent } = await member(t);
    const g = await createGroup(agent);
    const res = await agent.post(`/api/groups/${g.id}/activities`).send(body({ timeZone: 'America/Toronto' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ timeZone: 'America/Toronto', startDate: inDays(5) });
    const row = await t.db('activities').where({ id: res.body.id }).first();
    expect(row).toMatchObject({ time_zone: 'America/Toronto' });
    expect(new Date(row!.start_date).toISOString()).toBe(inDays(5));
    expect((await t.request().get(`/api/activities/${res.body.id}`)).body.timeZone).toBe('America/Toronto');
  });

  it("defaults to the zone of the group's location", async () => {
    const { agent } = await member(t);
    const toronto = await createGroup(agent, { location: 'Toronto, Canada' });
    expect((await agent.post(`/api/groups/${toronto.id}/activities`).send(body())).body.timeZone).toBe('America/Toronto');
    const bristol = await createGroup(agent);
    expect((await agent.post(`/api/groups/${bristol.id}/activities`).send(body())).body.timeZone).toBe('Europe/London');
  });

  it('refuses a zone nobody knows', async () => {
    const { agent } = await member(t);
    const g = await createGroup(agent);
    for (const timeZone of ['Mars/Olympus', '', 'not a zone', 42]) {
      const res = await agent.post(`/api/groups/${g.id}/activities`).send(body({ timeZone }));
      expect(res.status).toBe(400);
      expect(res.body.error.fields.timeZone).toBe('Please choose a time zone.');
    }
  });

  it("a mentor's sessions carry the zone of the mentor's location", async () => {
    await seedMentors(t.db);
    const list = (await t.request().get('/api/mentors')).body as Array<{ id: number }>;
    const withSessions = [];
    for (const m of list) {
      const detail = (await t.request().get(`/api/mentors/${m.id}`)).body as { location: string; upcomingSessions: Array<{ timeZone: string }> };
      if (detail.upcomingSessions.length) withSessions.push(detail);
    }
    expect(withSessions.length).toBeGreaterThan(0);
    for (const m of withSessions) for (const s of m.upcomingSessions) expect(s.timeZone).toMatch(/^[A-Z][A-Za-z_]+\/[A-Za-z_]+/);
    expect(withSessions.some((m) => m.location.includes('Portland') && m.upcomingSessions.every((s) => s.timeZone === 'America/Los_Angeles'))).toBe(true);
  });
});
