import { apiPaths } from '@afterwork/contracts/paths';
import { signInAdmin, type Agent } from '../support';
import { goalsTestApp } from '../support/goals';

// Issue 20: a member edits their own goal (title, description, number of days); the goal keeps its time zone, so
// 'today' stays the member's local day of that zone whatever the clock of the edit or the browser that sent it.
// The app's clock: each test sets it with at() (sessions keep the real one, so moving it never signs anyone out).
const { app, at, member, start, checkIn } = goalsTestApp();
const edit = (a: Agent, id: number, body: Record<string, unknown>) => a.patch(apiPaths.goal(id)).send(body);

describe('editing a goal', () => {
  it('changes title, description and days; keeps the time zone, start day and check-ins across midnight', async () => {
    at('2026-11-27T10:30:00Z'); // 23:30 on Friday the 27th in Auckland
    const a = await member();
    const g = await start(a, { template: 'connection-7', timeZone: 'Pacific/Auckland' });
    expect((await checkIn(a, g.id)).status).toBe(201);

    // 11:30 UTC: past midnight in Auckland (Saturday the 28th, 00:30); still Friday in UTC and in most of the world.
    at('2026-11-27T11:30:00Z');
    const res = await edit(a, g.id, { title: '  Call a friend  ', description: 'One call a day', targetDays: 10 });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatchObject({
      id: g.id,
      template: 'connection-7',
      title: 'Call a friend',
      description: 'One call a day',
      targetDays: 10,
      timeZone: 'Pacific/Auckland',
      status: 'active',
      startedOn: '2026-11-27',
      today: '2026-11-28',
      dayNumber: 2,
      checkIns: 1,
      progress: 10,
      streak: 1,
      checkedInToday: false,
    });
    expect((await a.get(apiPaths.goal(g.id))).body).toEqual(res.body);
    // The Auckland day after midnight is a new day for the edited goal too.
    const r = await checkIn(a, g.id);
    expect(r.status).toBe(201);
    expect(r.body.goal).toMatchObject({ today: '2026-11-28', checkIns: 2, streak: 2, timeZone: 'Pacific/Auckland' });
    const row = await app().db('goals').where({ id: g.id }).first('time_zone');
    expect(row.time_zone).toBe('Pacific/Auckland');
  });

  it('an edit sent from a browser in another zone, at its midnight, does not move the goal\'s day', async () => {
    // 07:59 UTC: 23:59 in Los Angeles on the 27th, 08:59 in London; the goal lives in London.
    at('2026-11-27T07:59:00Z');
    const a = await member();
    const g = await start(a, { title: 'Evening walk', targetDays: 5, timeZone: 'Europe/London' });
    expect((await checkIn(a, g.id)).status).toBe(201);
    // 08:01 UTC: past midnight in Los Angeles (the 28th there), still the 27th in London. Only a title changes.
    at('2026-11-27T08:01:00Z');
    const res = await edit(a, g.id, { title: 'Morning walk' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Morning walk', description: '', targetDays: 5, timeZone: 'Europe/London', today: '2026-11-27', checkedInToday: true });
    expect((await checkIn(a, g.id)).status).toBe(409);
    // Naming the goal's own zone is accepted (it stays); another zone is refused and changes nothing.
    expect((await edit(a, g.id, { description: 'Round the park', timeZone: 'Europe/London' })).body).toMatchObject({ description: 'Round the park', timeZone: 'Europe/London' });
    const moved = await edit(a, g.id, { title: 'Walk', timeZone: 'America/Los_Angeles' });
    expect(moved.status).toBe(400);
    expect(moved.body.error).toEqual({
      message: 'A goal keeps the time zone it started in',
      fields: { timeZone: 'This goal counts its days in Europe/London; start a new goal to count them elsewhere' },
    });
    expect((await a.get(apiPaths.goal(g.id))).body).toMatchObject({ title: 'Morning walk', timeZone: 'Europe/London' });
  });

  it('refuses what it cannot take, field by field, and changes nothing', async () => {
    const a = await member();
    const g = await start(a, { title: 'Read a chapter', description: 'Before bed', targetDays: 10, timeZone: 'UTC' });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: 'Hi' }, 'title', 'Title must be at least 3 characters'],
      [{ title: '   ' }, 'title', 'Title must be at least 3 characters'],
      [{ title: 'x'.repeat(81) }, 'title', 'Title must be at most 80 characters'],
      [{ title: 42 }, 'title', 'Title is required'],
      [{ targetDays: 0 }, 'targetDays', 'At least 1 day'],
      [{ targetDays: 366 }, 'targetDays', 'At most 365 days'],
      [{ targetDays: 2.5 }, 'targetDays', 'Days must be a whole number'],
      [{ targetDays: '12' }, 'targetDays', 'Days must be a whole number'],
      [{ description: 'x'.repeat(301) }, 'description', 'Description must be at most 300 characters'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'Unknown time zone'],
    ];
    for (const [body, field, message] of cases) {
      const res = await edit(a, g.id, body);
      expect({ body, status: res.status, message: res.body.error?.fields?.[field] }).toEqual({ body, status: 400, message });
    }
    const empty = await edit(a, g.id, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Nothing to change: send a title, a description or a number of days');
    expect((await a.get(apiPaths.goal(g.id))).body).toMatchObject({ title: 'Read a chapter', description: 'Before bed', targetDays: 10 });
    // An empty description clears it.
    expect((await edit(a, g.id, { description: '' })).body.description).toBe('');
  });

  it('days go down to the check-ins made (that many completes the goal); a completed goal keeps its days', async () => {
    const a = await member();
    at('2026-11-02T09:00:00Z');
    const g = await start(a, { title: 'Stretch', targetDays: 10, timeZone: 'Asia/Tokyo' });
    for (let i = 0; i < 3; i++) {
      at(new Date(Date.parse('2026-11-02T09:00:00Z') + i * 86_400_000).toISOString());
      expect((await checkIn(a, g.id)).status).toBe(201);
    }
    const few = await edit(a, g.id, { targetDays: 2 });
    expect(few.status).toBe(400);
    expect(few.body.error).toEqual({
      message: 'You have already checked in on 3 days: choose 3 days or more',
      fields: { targetDays: 'At least 3 days: you have already checked in on 3' },
    });
    const done = await edit(a, g.id, { targetDays: 3 });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', targetDays: 3, progress: 100, completedAt: '2026-11-04T09:00:00.000Z' });

    const locked = await edit(a, g.id, { targetDays: 20 });
    expect(locked.status).toBe(409);
    expect(locked.body.error).toEqual({
      message: 'This goal is complete: its number of days can no longer change',
      fields: { targetDays: 'A completed goal keeps its number of days' },
    });
    // Its title can still change, and the form may send the same days back.
    const renamed = await edit(a, g.id, { title: 'Stretch every morning', targetDays: 3 });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: 'Stretch every morning', status: 'completed', targetDays: 3 });
  });

  it('an edit and a check-in at the same moment take turns: the goal completes either way', async () => {
    at('2026-11-10T12:00:00Z');
    const a = await member();
    const g = await start(a, { title: 'Water the plants', targetDays: 5, timeZone: 'UTC' });
    expect((await checkIn(a, g.id)).status).toBe(201);
    at('2026-11-11T12:00:00Z');
    expect((await checkIn(a, g.id)).status).toBe(201);
    at('2026-11-12T12:00:00Z');
    const [e, c] = await Promise.all([edit(a, g.id, { targetDays: 3 }), checkIn(a, g.id)]);
    // Either the edit came first (3 days, then the third check-in completes) or the check-in did (3 done, 3 days completes).
    expect([e.status, c.status]).toEqual([200, 201]);
    expect((await a.get(apiPaths.goal(g.id))).body).toMatchObject({ status: 'completed', checkIns: 3, targetDays: 3 });
  });
});

describe('only the owner edits a goal', () => {
  it('a visitor is asked to sign in; another member and an admin get 404 and change nothing', async () => {
    at('2026-11-27T12:00:00Z');
    const owner = await member();
    const g = await start(owner, { template: 'daily-walk', timeZone: 'UTC' });
    const visitor = await app().request().patch(apiPaths.goal(g.id)).send({ title: 'Mine now' });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.message).toBe('Please sign in');
    const other = await member();
    const admin = app().agent();
    await signInAdmin(admin, app().db);
    for (const someone of [other, admin]) {
      const res = await edit(someone, g.id, { title: 'Mine now' });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Goal not found');
    }
    expect((await owner.get(apiPaths.goal(g.id))).body).toMatchObject({ title: 'Daily Walk' });
    expect((await owner.patch('/api/goals/abc').send({ title: 'Walk' })).status).toBe(400);
  });
});
