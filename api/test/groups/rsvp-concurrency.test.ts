import { createTestApp, signUpMember, type Agent, type TestApp } from '../support';
import { createGroup, insertActivity } from './helpers';

/**
 * Capacity you can trust: 50 members press 'going' at the same moment on an activity with 10 places,
 * against real PostgreSQL. Exactly 10 go, 40 wait in arrival order, nothing is lost, and cancellations
 * promote the waitlist first come, first served.
 */
describe('RSVP under concurrency', () => {
  let t: TestApp;
  const N = 50;
  const CAPACITY = 10;
  const members: Array<{ agent: Agent; id: number }> = [];
  let groupId: number;
  let activityId: number;

  beforeAll(async () => {
    t = createTestApp();
    const owner = t.agent();
    await signUpMember(owner, { name: 'Group Founder' });
    groupId = (await createGroup(owner)).id;
    activityId = await insertActivity(t.db, groupId, { max: CAPACITY });
    // Sign up in small batches (password hashing is deliberately slow).
    for (let i = 0; i < N; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, N - i) }, async () => {
          const agent = t.agent();
          const { user } = await signUpMember(agent);
          return { agent, id: user.id };
        }),
      );
      members.push(...batch);
    }
    // All join at once too: memberCount must stay true.
    const joins = await Promise.all(members.map((m) => m.agent.post(`/api/groups/${groupId}/members`).send({})));
    expect(joins.every((r) => r.status === 201)).toBe(true);
  }, 120_000);
  afterAll(() => t.close());

  it('keeps memberCount true under concurrent joins', async () => {
    const res = await t.request().get(`/api/groups/${groupId}`);
    expect(res.body.memberCount).toBe(N + 1);
  });

  it(`lets exactly ${CAPACITY} of ${N} simultaneous 'going' answers in, waitlists the rest in arrival order`, async () => {
    const started = process.hrtime.bigint();
    const results = await Promise.all(
      members.map(async (m) => {
        const res = await m.agent.post(`/api/activities/${activityId}/attendees`).send({ status: 'going' });
        return { id: m.id, res, doneAt: process.hrtime.bigint() };
      }),
    );
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    // Figures for the closing note.
    console.log(`[rsvp-concurrency] ${N} concurrent RSVPs in ${ms.toFixed(0)} ms = ${((N / ms) * 1000).toFixed(0)} RSVPs/s`);

    expect(results.every((r) => r.res.status === 201)).toBe(true);
    const going = results.filter((r) => r.res.body.status === 'going');
    const waiting = results.filter((r) => r.res.body.status === 'waitlisted');
    expect(going).toHaveLength(CAPACITY);
    expect(waiting).toHaveLength(N - CAPACITY);
    // Every waiting member got a distinct place 1..40 at the moment their answer was committed.
    expect(waiting.map((r) => r.res.body.waitlistPosition).sort((a, b) => a - b)).toEqual(Array.from({ length: N - CAPACITY }, (_, i) => i + 1));

    // Nothing lost: 50 rows, and the stored order is the order the answers were given.
    const list = await members[0].agent.get(`/api/activities/${activityId}/attendees`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(N);
    const stored = list.body.filter((a: { status: string }) => a.status === 'waitlisted');
    const byPosition = [...waiting].sort((a, b) => a.res.body.waitlistPosition - b.res.body.waitlistPosition).map((r) => r.id);
    expect(stored.map((a: { userId: number }) => a.userId)).toEqual(byPosition);
    expect(stored.map((a: { waitlistPosition: number }) => a.waitlistPosition)).toEqual(byPosition.map((_, i) => i + 1));

    const activity = await t.request().get(`/api/activities/${activityId}`);
    expect(activity.body.goingCount).toBe(CAPACITY);
    expect(activity.body.waitlistCount).toBe(N - CAPACITY);
  }, 60_000);

  it('promotes the waitlist in order when going members step back, even concurrently', async () => {
    const before = (await members[0].agent.get(`/api/activities/${activityId}/attendees`)).body as Array<{ userId: number; status: string }>;
    const goingIds = before.filter((a) => a.status === 'going').map((a) => a.userId);
    const queue = before.filter((a) => a.status === 'waitlisted').map((a) => a.userId);
    const leavers = goingIds.slice(0, 3);
    const agentOf = (id: number) => members.find((m) => m.id === id)!.agent;

    // Three step back at once (two to 'maybe', one to 'not_going') while the first waiting member re-presses 'going'.
    const [a, b, c, again] = await Promise.all([
      agentOf(leavers[0]).patch(`/api/activities/${activityId}/attendees/${leavers[0]}`).send({ status: 'maybe' }),
      agentOf(leavers[1]).patch(`/api/activities/${activityId}/attendees/${leavers[1]}`).send({ status: 'not_going' }),
      agentOf(leavers[2]).patch(`/api/activities/${activityId}/attendees/${leavers[2]}`).send({ status: 'maybe' }),
      agentOf(queue[5]).post(`/api/activities/${activityId}/attendees`).send({ status: 'going' }),
    ]);
    expect([a.status, b.status, c.status, again.status]).toEqual([200, 200, 200, 200]);

    const after = (await members[0].agent.get(`/api/activities/${activityId}/attendees`)).body as Array<{ userId: number; status: string; waitlistPosition: number | null }>;
    const goingAfter = after.filter((x) => x.status === 'going').map((x) => x.userId);
    expect(goingAfter).toHaveLength(CAPACITY);
    expect(goingAfter).toEqual(expect.arrayContaining(queue.slice(0, 3)));
    const waitingAfter = after.filter((x) => x.status === 'waitlisted');
    expect(waitingAfter.map((x) => x.userId)).toEqual(queue.slice(3));
    expect(waitingAfter.map((x) => x.waitlistPosition)).toEqual(queue.slice(3).map((_, i) => i + 1));

    // The promoted member sees it on their next visit.
    const seen = await agentOf(queue[0]).get(`/api/activities/${activityId}`);
    expect(seen.body.myRsvp).toEqual({ status: 'going', guests: 0, waitlistPosition: null });
    // The one who re-pressed 'going' kept their place (now 3rd).
    const kept = await agentOf(queue[5]).get(`/api/activities/${activityId}`);
    expect(kept.body.myRsvp).toEqual({ status: 'waitlisted', guests: 0, waitlistPosition: 3 });
  }, 60_000);

  it('a waiting member who steps back leaves the queue and everyone behind moves up', async () => {
    const before = (await members[0].agent.get(`/api/activities/${activityId}/attendees`)).body as Array<{ userId: number; status: string }>;
    const queue = before.filter((a) => a.status === 'waitlisted').map((a) => a.userId);
    const first = members.find((m) => m.id === queue[0])!;
    const res = await first.agent.patch(`/api/activities/${activityId}/attendees/${first.id}`).send({ status: 'not_going' });
    expect(res.body).toMatchObject({ status: 'not_going', waitlistPosition: null });
    const next = members.find((m) => m.id === queue[1])!;
    expect((await next.agent.get(`/api/activities/${activityId}`)).body.myRsvp).toEqual({ status: 'waitlisted', guests: 0, waitlistPosition: 1 });
    expect((await t.request().get(`/api/activities/${activityId}`)).body.goingCount).toBe(CAPACITY);
  });

  it('leaving the group withdraws a going answer and promotes the next in line', async () => {
    const before = (await members[0].agent.get(`/api/activities/${activityId}/attendees`)).body as Array<{ userId: number; status: string }>;
    const goer = before.find((a) => a.status === 'going')!.userId;
    const nextInLine = before.filter((a) => a.status === 'waitlisted')[0].userId;
    const agent = members.find((m) => m.id === goer)!.agent;
    expect((await agent.delete(`/api/groups/${groupId}/members/${goer}`)).status).toBe(204);
    // Read as a member who stays: the one who leaves may be members[0] (who won a place is down to timing).
    const reader = members.find((m) => m.id !== goer)!.agent;
    const after = (await reader.get(`/api/activities/${activityId}/attendees`)).body as Array<{ userId: number; status: string }>;
    expect(after.find((a) => a.userId === goer)).toBeUndefined();
    expect(after.find((a) => a.userId === nextInLine)?.status).toBe('going');
    expect(after.filter((a) => a.status === 'going')).toHaveLength(CAPACITY);
  });
});
