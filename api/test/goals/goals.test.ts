import { apiPaths } from '@afterwork/contracts/paths';
import { signInAdmin } from '../support';
import { goalsTestApp } from '../support/goals';

// Issue 20 item 2: goals and habits with a daily streak, on the member's local day.
// The app's clock: each test sets it with at() (sessions keep the real one, so moving it never signs anyone out).
const { app, at, member, start, checkIn } = goalsTestApp();

describe('goals: starting one', () => {
  it('a visitor is asked to sign in', async () => {
    for (const res of [
      await app().request().get(apiPaths.goals),
      await app().request().post(apiPaths.goals).send({ template: 'daily-walk', timeZone: 'UTC' }),
      await app().request().post(apiPaths.goalCheckIns(1)),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('Please sign in');
    }
  });

  it('starts from a template on the member\'s local day, with nothing done yet', async () => {
    at('2026-11-27T10:30:00Z'); // 23:30 on Friday the 27th in Auckland
    const a = await member();
    const empty = await a.get(apiPaths.goals);
    expect(empty.body).toEqual({ goals: [], badges: [] });
    expect(empty.headers['cache-control']).toBe('private, no-store');

    const goal = await start(a, { template: 'connection-7', timeZone: 'Pacific/Auckland' });
    expect(goal).toMatchObject({
      template: 'connection-7',
      title: '7-Day Connection Challenge',
      description: 'Reach out to one friend, neighbour or family member every day for a week.',
      targetDays: 7,
      timeZone: 'Pacific/Auckland',
      status: 'active',
      startedOn: '2026-11-27',
      today: '2026-11-27',
      dayNumber: 1,
      checkIns: 0,
      progress: 0,
      streak: 0,
      bestStreak: 0,
      checkedInToday: false,
      completedAt: null,
    });
    // 2026-11-27 is a Friday: the week runs Monday 23rd to Sunday 29th.
    expect((goal.week as Array<{ weekday: string; state: string }>).map((d) => `${d.weekday} ${d.state}`)).toEqual([
      'Mon before', 'Tue before', 'Wed before', 'Thu before', 'Fri today', 'Sat upcoming', 'Sun upcoming',
    ]);
    const list = await a.get(apiPaths.goals);
    expect(list.body.goals.map((g: { id: number }) => g.id)).toEqual([goal.id]);
    expect((await a.get(apiPaths.goal(goal.id))).body).toEqual(goal);
  });

  it('starts the member\'s own goal', async () => {
    const a = await member();
    const goal = await start(a, { title: '  Read a chapter  ', description: 'Before bed', targetDays: 10, timeZone: 'Europe/London' });
    expect(goal).toMatchObject({ template: null, title: 'Read a chapter', description: 'Before bed', targetDays: 10 });
    const plain = await start(a, { title: 'Stretch', targetDays: 3, timeZone: 'UTC' });
    expect(plain).toMatchObject({ description: '', targetDays: 3 });
  });

  it('refuses what it cannot start, field by field', async () => {
    const a = await member();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ template: 'run-a-marathon', timeZone: 'UTC' }, 'template', 'Unknown template'],
      [{ template: 'daily-walk', timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'Unknown time zone'],
      [{ template: 'daily-walk' }, 'timeZone', 'Time zone is required'],
      [{ targetDays: 5, timeZone: 'UTC' }, 'title', 'Title is required'],
      [{ title: 'Hi', targetDays: 5, timeZone: 'UTC' }, 'title', 'Title must be at least 3 characters'],
      [{ title: 'Walk', timeZone: 'UTC' }, 'targetDays', 'Days must be a whole number'],
      [{ title: 'Walk', targetDays: 0, timeZone: 'UTC' }, 'targetDays', 'At least 1 day'],
      [{ title: 'Walk', targetDays: 366, timeZone: 'UTC' }, 'targetDays', 'At most 365 days'],
      [{ title: 'Walk', targetDays: 2.5, timeZone: 'UTC' }, 'targetDays', 'Days must be a whole number'],
      [{ title: 'Walk', targetDays: 5, description: 'x'.repeat(301), timeZone: 'UTC' }, 'description', 'Description must be at most 300 characters'],
    ];
    for (const [body, field, message] of cases) {
      const res = await a.post(apiPaths.goals).send(body);
      expect({ body, status: res.status, message: res.body.error?.fields?.[field] }).toEqual({ body, status: 400, message });
    }
    expect((await a.get(apiPaths.goals)).body.goals).toEqual([]);
  });

  it(`follows at most 5 goals at a time, also when the starts race`, async () => {
    const a = await member();
    const results = await Promise.all(Array.from({ length: 7 }, () => a.post(apiPaths.goals).send({ template: 'daily-walk', timeZone: 'UTC' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.message).toBe('You can follow up to 5 goals at a time. Finish or remove one first.');
    expect((await a.get(apiPaths.goals)).body.goals).toHaveLength(5);
    // Removing one makes room.
    const first = (await a.get(apiPaths.goals)).body.goals[0].id as number;
    expect((await a.delete(apiPaths.goal(first))).status).toBe(204);
    expect((await a.get(apiPaths.goal(first))).status).toBe(404);
    expect((await a.post(apiPaths.goals).send({ template: 'daily-walk', timeZone: 'UTC' })).status).toBe(201);
  });
});

describe('goals: one check-in per local day', () => {
  it('across midnight in two time zones, each member\'s own day decides', async () => {
    at('2026-11-27T10:30:00Z'); // Auckland (UTC+13): Fri 27th 23:30. Los Angeles (UTC-8): Fri 27th 02:30.
    const kiwi = await member();
    const angeleno = await member();
    const k = await start(kiwi, { template: 'meditation-30', timeZone: 'Pacific/Auckland' });
    const l = await start(angeleno, { template: 'meditation-30', timeZone: 'America/Los_Angeles' });

    let r = await checkIn(kiwi, k.id);
    expect(r.status).toBe(201);
    expect(r.body.goal).toMatchObject({ today: '2026-11-27', checkIns: 1, streak: 1, checkedInToday: true, progress: 3 });
    expect(r.body.badgeEarned).toBeNull();
    expect((await checkIn(angeleno, l.id)).body.goal).toMatchObject({ today: '2026-11-27', streak: 1 });

    // Twenty minutes later Auckland is still on the 27th: a second check-in is refused and changes nothing.
    at('2026-11-27T10:50:00Z');
    r = await checkIn(kiwi, k.id);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe('You have already checked in today');
    expect((await kiwi.get(apiPaths.goal(k.id))).body).toMatchObject({ checkIns: 1, checkedInToday: true });

    // 11:30 UTC: past midnight in Auckland (Sat 28th 00:30), still the 27th in Los Angeles (03:30).
    at('2026-11-27T11:30:00Z');
    r = await checkIn(kiwi, k.id);
    expect(r.status).toBe(201);
    expect(r.body.goal).toMatchObject({ today: '2026-11-28', checkIns: 2, streak: 2, dayNumber: 2 });
    expect((await checkIn(angeleno, l.id)).status).toBe(409);
    expect((await angeleno.get(apiPaths.goal(l.id))).body).toMatchObject({ today: '2026-11-27', checkedInToday: true, streak: 1 });

    // 08:30 UTC on the 28th: midnight has passed in Los Angeles too (00:30); Auckland is at 21:30, already done.
    at('2026-11-28T08:30:00Z');
    expect((await checkIn(angeleno, l.id)).body.goal).toMatchObject({ today: '2026-11-28', streak: 2 });
    expect((await checkIn(kiwi, k.id)).status).toBe(409);
    const week = (await kiwi.get(apiPaths.goal(k.id))).body.week as Array<{ date: string; state: string }>;
    expect(week.filter((d) => d.state === 'done').map((d) => d.date)).toEqual(['2026-11-27', '2026-11-28']);
  });

  it('a missed day breaks the streak; the best streak is kept', async () => {
    at('2026-11-23T12:00:00Z'); // Monday
    const a = await member();
    const g = await start(a, { title: 'Evening walk', targetDays: 20, timeZone: 'Europe/Berlin' });
    for (const day of ['2026-11-23', '2026-11-24', '2026-11-25']) {
      at(`${day}T18:00:00Z`);
      expect((await checkIn(a, g.id)).status).toBe(201);
    }
    // Thursday not done yet: the streak is still alive.
    at('2026-11-26T20:00:00Z');
    expect((await a.get(apiPaths.goal(g.id))).body).toMatchObject({ streak: 3, checkedInToday: false });
    // Friday: Thursday was missed.
    at('2026-11-27T08:00:00Z');
    let goal = (await a.get(apiPaths.goal(g.id))).body;
    expect(goal).toMatchObject({ streak: 0, bestStreak: 3, checkIns: 3, dayNumber: 5, progress: 15 });
    expect(goal.week.map((d: { state: string }) => d.state)).toEqual(['done', 'done', 'done', 'missed', 'today', 'upcoming', 'upcoming']);
    goal = (await checkIn(a, g.id)).body.goal;
    expect(goal).toMatchObject({ streak: 1, bestStreak: 3, checkIns: 4 });
    // 23:30 UTC on Friday is already Saturday in Berlin.
    at('2026-11-27T23:30:00Z');
    expect((await checkIn(a, g.id)).body.goal).toMatchObject({ today: '2026-11-28', streak: 2 });
  });

  it('the last day completes the goal; a week in a row earns the Consistency Champion badge, once', async () => {
    const a = await member();
    at('2026-11-02T09:00:00Z');
    const g = await start(a, { template: 'connection-7', timeZone: 'Asia/Tokyo' });
    let last: { goal: Record<string, unknown>; badgeEarned: string | null } | undefined;
    for (let i = 0; i < 7; i++) {
      at(new Date(Date.parse('2026-11-02T09:00:00Z') + i * 86_400_000).toISOString());
      const r = await checkIn(a, g.id);
      expect(r.status).toBe(201);
      if (i < 6) expect(r.body.badgeEarned).toBeNull();
      last = r.body;
    }
    expect(last!.badgeEarned).toBe('Consistency Champion');
    expect(last!.goal).toMatchObject({ status: 'completed', checkIns: 7, progress: 100, streak: 7, dayNumber: 7, completedAt: '2026-11-08T09:00:00.000Z' });
    at('2026-11-09T09:00:00Z');
    const done = await checkIn(a, g.id);
    expect(done.status).toBe(409);
    expect(done.body.error.message).toBe('This goal is already complete');
    const mine = (await a.get(apiPaths.goals)).body;
    expect(mine.badges).toEqual([{ name: 'Consistency Champion', earnedAt: '2026-11-08T09:00:00.000Z' }]);
    expect(mine.goals[0]).toMatchObject({ id: g.id, status: 'completed', dayNumber: 7 });

    // A second week in a row on another goal does not award it again; removing the goal keeps the badge.
    const again = await start(a, { title: 'Second week', targetDays: 7, timeZone: 'Asia/Tokyo' });
    for (let i = 0; i < 7; i++) {
      at(new Date(Date.parse('2026-11-09T09:00:00Z') + i * 86_400_000).toISOString());
      expect((await checkIn(a, again.id)).body.badgeEarned).toBeNull();
    }
    await a.delete(apiPaths.goal(g.id));
    expect((await a.get(apiPaths.goals)).body.badges).toHaveLength(1);
  });

  it('two check-ins at the same moment: one counts, the other is refused', async () => {
    at('2026-11-27T12:00:00Z');
    const a = await member();
    const g = await start(a, { template: 'daily-walk', timeZone: 'UTC' });
    const results = await Promise.all(Array.from({ length: 5 }, () => checkIn(a, g.id)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await a.get(apiPaths.goal(g.id))).body.checkIns).toBe(1);
  });
});

describe('goals are private', () => {
  it('another member and an admin get 404 for someone else\'s goal and change nothing', async () => {
    at('2026-11-27T12:00:00Z');
    const owner = await member();
    const g = await start(owner, { template: 'daily-walk', timeZone: 'UTC' });
    const other = await member();
    const admin = app().agent();
    await signInAdmin(admin, app().db);
    for (const someone of [other, admin]) {
      for (const res of [await someone.get(apiPaths.goal(g.id)), await checkIn(someone, g.id), await someone.delete(apiPaths.goal(g.id))]) {
        expect(res.status).toBe(404);
        expect(res.body.error.message).toBe('Goal not found');
      }
      expect((await someone.get(apiPaths.goals)).body.goals).toEqual([]);
    }
    expect((await owner.get(apiPaths.goal(g.id))).body).toMatchObject({ checkIns: 0 });
  });

  it('a malformed id is 400', async () => {
    const a = await member();
    expect((await a.get('/api/goals/abc')).status).toBe(400);
    expect((await a.post('/api/goals/0/check-ins')).status).toBe(400);
  });
});
