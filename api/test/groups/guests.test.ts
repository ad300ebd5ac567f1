import { createTestApp, signUpMember, type Agent, type TestApp } from '../support';
import { createGroup, insertActivity } from './helpers';

/**
 * Issue 34 §2: guests. A 'going' answer takes 1 + guests places; the number of guests changes under the same row
 * lock as the answer; the waitlist holds a party together; too many guests is refused with a clear message and
 * nothing written.
 */
describe('guests', () => {
  let t: TestApp;
  let owner: Agent;
  let groupId: number;
  const members: Array<{ agent: Agent; id: number; name: string }> = [];

  beforeAll(async () => {
    t = createTestApp();
    owner = t.agent();
    await signUpMember(owner, { name: 'Group Founder' });
    groupId = (await createGroup(owner, { location: 'Exeter, UK' })).id;
    for (let i = 0; i < 20; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, async (_, j) => {
          const agent = t.agent();
          const name = `Guest Tester ${i + j + 1}`;
          const { user } = await signUpMember(agent, { name });
          return { agent, id: user.id, name };
        }),
      );
      members.push(...batch);
    }
    await Promise.all(members.map((m) => m.agent.post(`/api/groups/${groupId}/members`).send({})));
  }, 120_000);
  afterAll(() => t.close());

  const answer = (m: { agent: Agent }, activityId: number, body: Record<string, unknown>) => m.agent.post(`/api/activities/${activityId}/attendees`).send(body);
  const change = (m: { agent: Agent; id: number }, activityId: number, body: Record<string, unknown>) =>
    m.agent.patch(`/api/activities/${activityId}/attendees/${m.id}`).send(body);
  const list = async (activityId: number) =>
    (await owner.get(`/api/activities/${activityId}/attendees`)).body as Array<{ userId: number; status: string; guests: number; waitlistPosition: number | null; name: string }>;
  const placesGoing = (rows: Array<{ status: string; guests: number }>) => rows.filter((r) => r.status === 'going').reduce((n, r) => n + 1 + r.guests, 0);

  it('20 members answering at once with guests never overbook: capacity counts guests', async () => {
    const CAPACITY = 15;
    const activityId = await insertActivity(t.db, groupId, { max: CAPACITY });
    // Everyone brings 0, 1 or 2 guests: 40 people want 15 places.
    const results = await Promise.all(members.map((m, i) => answer(m, activityId, { status: 'going', guests: i % 3 })));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const rows = await list(activityId);
    expect(rows).toHaveLength(20);
    expect(placesGoing(rows)).toBeLessThanOrEqual(CAPACITY);
    // Every answer kept the guests it asked for, going or waiting.
    for (const [i, m] of members.entries()) expect(rows.find((r) => r.userId === m.id)!.guests).toBe(i % 3);
    const activity = (await owner.get(`/api/activities/${activityId}`)).body;
    expect(activity.goingCount).toBe(placesGoing(rows));
    expect(activity.guestLimit).toBe(2);
    // Waitlist places are 1..n with no gaps.
    const waiting = rows.filter((r) => r.status === 'waitlisted');
    expect(waiting.map((r) => r.waitlistPosition)).toEqual(waiting.map((_, i) => i + 1));

    // 20 changes of the number of guests at once go through the same lock: still never overbooked.
    await Promise.all(members.map((m, i) => change(m, activityId, { status: 'going', guests: (i + 1) % 3 })));
    expect(placesGoing(await list(activityId))).toBeLessThanOrEqual(CAPACITY);
  }, 60_000);

  it('more guests than the activity allows: the clear message, nothing written', async () => {
    const activityId = await insertActivity(t.db, groupId, { max: 10 });
    const [a] = members;
    const res = await answer(a, activityId, { status: 'going', guests: 3 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('You can bring at most 2 guests to this activity.');
    expect(await list(activityId)).toEqual([]);

    const bad = await answer(a, activityId, { status: 'going', guests: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/guests/);

    // The organiser sets no guests: a guest is refused.
    await t.db('activities').where({ id: activityId }).update({ guest_limit: 0 });
    const none = await answer(a, activityId, { status: 'going', guests: 1 });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('This activity has no places for guests.');
    expect(await list(activityId)).toEqual([]);
  });

  it('more guests than places: refused for a member going (their answer stays), a party bigger than the activity is refused', async () => {
    const activityId = await insertActivity(t.db, groupId, { max: 3 });
    const [a, b] = members;
    expect((await answer(a, activityId, { status: 'going', guests: 1 })).body).toMatchObject({ status: 'going', guests: 1 });
    expect((await answer(b, activityId, { status: 'going' })).body).toMatchObject({ status: 'going', guests: 0 });
    // The activity is full: a going member who asks for one more guest is told, and keeps what she had.
    const more = await change(a, activityId, { status: 'going', guests: 2 });
    expect(more.status).toBe(409);
    expect(more.body.error.message).toBe('There are only 2 places for you and your guests. Please choose fewer guests.');
    expect((await a.agent.get(`/api/activities/${activityId}`)).body.myRsvp).toEqual({ status: 'going', guests: 1, waitlistPosition: null });

    // A party of 4 can never fit 3 places.
    const [, , c] = members;
    const big = await answer(c, activityId, { status: 'going', guests: 2 });
    expect(big.status).toBe(201);
    expect(big.body).toMatchObject({ status: 'waitlisted', guests: 2 });
    await t.db('activities').where({ id: activityId }).update({ max_attendees: 2 });
    const [, , , d] = members;
    const tooBig = await answer(d, activityId, { status: 'going', guests: 2 });
    expect(tooBig.status).toBe(409);
    expect(tooBig.body.error.message).toBe('There are only 2 places for you and your guests. Please choose fewer guests.');
    expect((await list(activityId)).find((r) => r.userId === d.id)).toBeUndefined();
  });

  it('the waitlist holds a party together; a smaller party behind it may go first', async () => {
    const activityId = await insertActivity(t.db, groupId, { max: 4 });
    const [a, b, c, d] = members.slice(4);
    await answer(a, activityId, { status: 'going', guests: 1 }); // 2 places
    await answer(b, activityId, { status: 'going', guests: 1 }); // 4 places: full
    expect((await answer(c, activityId, { status: 'going', guests: 2 })).body).toMatchObject({ status: 'waitlisted', waitlistPosition: 1, guests: 2 });
    expect((await answer(d, activityId, { status: 'going', guests: 0 })).body).toMatchObject({ status: 'waitlisted', waitlistPosition: 2, guests: 0 });

    // b's guest stays home: 1 place free. The party of 3 waits; the single member behind it goes.
    expect((await change(b, activityId, { status: 'going', guests: 0 })).status).toBe(200);
    let rows = await list(activityId);
    expect(rows.find((r) => r.userId === d.id)!.status).toBe('going');
    expect(rows.find((r) => r.userId === c.id)).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect(placesGoing(rows)).toBe(4);

    // a (2 places) steps back: 2 free, still not 3: the party waits, whole.
    await change(a, activityId, { status: 'not_going' });
    rows = await list(activityId);
    expect(rows.find((r) => r.userId === c.id)!.status).toBe('waitlisted');
    expect(placesGoing(rows)).toBe(2);

    // d steps back too: 3 free, the party of 3 moves up together.
    await change(d, activityId, { status: 'maybe' });
    rows = await list(activityId);
    expect(rows.find((r) => r.userId === c.id)).toMatchObject({ status: 'going', guests: 2 });
    expect(placesGoing(rows)).toBe(4);
    // Their notices say the number: joining the waitlist as a party, then moving up together.
    const items = (await c.agent.get('/api/notifications')).body.items as Array<{ kind: string; title: string; body: string }>;
    expect(items.find((n) => n.title.startsWith('You are number 1 on the waitlist'))!.body).toContain(
      'You asked for places for yourself and 2 guests: you move up together when 3 places are free (a smaller party behind you may get a single place first).',
    );
    expect(items.find((n) => n.title === 'A place opened up for you')!.body).toContain('There are places for you and your 2 guests.');
  });

  it('a changed answer keeps its guests unless told; not going drops them', async () => {
    const activityId = await insertActivity(t.db, groupId, { max: null });
    const [a] = members.slice(10);
    await answer(a, activityId, { status: 'going', guests: 2 });
    expect((await change(a, activityId, { status: 'going' })).body).toMatchObject({ status: 'going', guests: 2 });
    expect((await change(a, activityId, { status: 'maybe' })).body).toMatchObject({ status: 'maybe', guests: 0 });
    const rows = await list(activityId);
    expect(rows.find((r) => r.userId === a.id)).toMatchObject({ status: 'maybe', guests: 0, name: a.name });
  });

  it("the member's calendar feed says how many guests they bring", async () => {
    const activityId = await insertActivity(t.db, groupId, { max: null, title: 'Guest feed walk' });
    const [a] = members.slice(11);
    await answer(a, activityId, { status: 'going', guests: 2 });
    const path = (await a.agent.get(`/api/users/${a.id}/calendar-feed`)).body.path as string;
    const ics = (await t.request().get(path)).text.replace(/\r\n /g, '');
    expect(ics).toContain('SUMMARY:Guest feed walk');
    expect(ics).toContain('You are bringing 2 guests.');
  });
});
