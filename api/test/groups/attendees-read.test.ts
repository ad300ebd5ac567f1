import { apiPaths } from '@afterwork/contracts/paths';
import { createTestApp, newAdmin, unique, type Agent, type TestApp } from '../support';
import { createGroup, DAY, HOUR, insertActivity, member } from './helpers';

/**
 * An activity's attendees (issue 18: members of its group or community and site admins; issue 21: nobody the viewer
 * blocks or is blocked by) read in one statement (issue 24 §3). The statement tells the cases apart: no such
 * activity (404), not a member (403, also when nobody answered yet), a member (200, also an empty list).
 */
describe("an activity's attendees in one read", () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof member>>;
  let outsider: Awaited<ReturnType<typeof member>>;
  let admin: Agent;
  let groupId: number;
  beforeAll(async () => {
    t = createTestApp();
    owner = await member(t, 'Olive Marsh');
    outsider = await member(t, 'Oscar Pike');
    admin = (await newAdmin(t)).agent;
    groupId = (await createGroup(owner.agent)).id;
  });
  afterAll(() => t.close());

  const userIds = (res: { body: unknown }) => (res.body as Array<{ userId: number }>).map((a) => a.userId);

  it('no such activity: 404 for everyone signed in; visitors: 401', async () => {
    const missing = await outsider.agent.get(apiPaths.activityAttendees(99_999_999));
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toMatch(/not found/i);
    expect((await admin.get(apiPaths.activityAttendees(99_999_999))).status).toBe(404);
    const id = await insertActivity(t.db, groupId);
    expect((await t.request().get(apiPaths.activityAttendees(id))).status).toBe(401);
  });

  it('an activity nobody answered: a member gets [], a non-member 403, a site admin []', async () => {
    const id = await insertActivity(t.db, groupId);
    const mine = await owner.agent.get(apiPaths.activityAttendees(id));
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([]);
    const refused = await outsider.agent.get(apiPaths.activityAttendees(id));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only members of this group can see who is coming.');
    expect((await admin.get(apiPaths.activityAttendees(id))).body).toEqual([]);
  });

  it("a community's activity: its members see the list, others get the community's 403", async () => {
    const [{ id: communityId }] = await t.db('communities')
      .insert({ name: unique('Circle '), location: 'Leeds, UK', type: 'learn', description: 'A circle for attendees', latitude: 53.8, longitude: -1.55 })
      .returning('id');
    const start = new Date(Date.now() + 3 * DAY);
    const [{ id }] = await t.db('activities')
      .insert({ community_id: communityId, title: 'Circle meet', description: 'A meet.', location: 'Library', start_date: start, end_date: new Date(start.getTime() + HOUR) })
      .returning('id');
    const refusedEmpty = await owner.agent.get(apiPaths.activityAttendees(id));
    expect(refusedEmpty.status).toBe(403);
    expect(refusedEmpty.body.error.message).toBe('Only members of this community can see who is coming.');
    await owner.agent.post(apiPaths.communityMembership(communityId)).expect(201);
    expect((await owner.agent.get(apiPaths.activityAttendees(id))).body).toEqual([]);
    await owner.agent.post(apiPaths.activityAttendees(id)).send({ status: 'going' }).expect(201);
    expect(userIds(await owner.agent.get(apiPaths.activityAttendees(id)))).toEqual([owner.user.id]);
    const refused = await outsider.agent.get(apiPaths.activityAttendees(id));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only members of this community can see who is coming.');
    expect(JSON.stringify(refused.body)).not.toContain(String(owner.user.id));
    expect(userIds(await admin.get(apiPaths.activityAttendees(id)))).toEqual([owner.user.id]);
  });

  it('keeps answer order and true waitlist places when a blocked member is hidden; leaving the group closes the list', async () => {
    const first = await member(t, 'Fay Going');
    const pest = await member(t, 'Paul Waiting');
    const viewer = await member(t, 'Vera Waiting');
    for (const m of [first, pest, viewer]) await m.agent.post(apiPaths.groupMembers(groupId)).send({}).expect(201);
    const id = await insertActivity(t.db, groupId, { max: 1 });
    for (const m of [first, pest, viewer]) expect((await m.agent.post(apiPaths.activityAttendees(id)).send({ status: 'going' })).status).toBeLessThan(300);
    await viewer.agent.post(apiPaths.blocks).send({ userId: pest.user.id }).expect(201);

    const seen = (await viewer.agent.get(apiPaths.activityAttendees(id))).body as Array<{ userId: number; status: string; waitlistPosition: number | null }>;
    expect(seen.map(({ userId, status, waitlistPosition }) => ({ userId, status, waitlistPosition }))).toEqual([
      { userId: first.user.id, status: 'going', waitlistPosition: null },
      { userId: viewer.user.id, status: 'waitlisted', waitlistPosition: 2 },
    ]);
    // The blocked member does not see the blocker either; everyone else sees all three.
    expect(userIds(await pest.agent.get(apiPaths.activityAttendees(id)))).toEqual([first.user.id, pest.user.id]);
    expect(userIds(await first.agent.get(apiPaths.activityAttendees(id)))).toEqual([first.user.id, pest.user.id, viewer.user.id]);

    // Membership is read on every request: a member who leaves the group is refused at once.
    await first.agent.delete(apiPaths.groupMember(groupId, first.user.id)).expect((res) => expect(res.status).toBeLessThan(300));
    expect((await first.agent.get(apiPaths.activityAttendees(id))).status).toBe(403);
  });

  it('is one database round trip once the session is known', async () => {
    const id = await insertActivity(t.db, groupId);
    await owner.agent.post(apiPaths.activityAttendees(id)).send({ status: 'going' }).expect(201);
    await owner.agent.get(apiPaths.activityAttendees(id)).expect(200); // the session is now in this instance's cache
    const sql: string[] = [];
    const onQuery = (q: { sql: string }) => sql.push(q.sql);
    t.db.on('query', onQuery);
    try {
      expect(userIds(await owner.agent.get(apiPaths.activityAttendees(id)))).toEqual([owner.user.id]);
      expect((await outsider.agent.get(apiPaths.activityAttendees(id))).status).toBe(403);
    } finally {
      t.db.removeListener('query', onQuery);
    }
    // Only this request's statements (the background queue shares the pool but reads none of these tables).
    expect(sql.filter((s) => /activit|_members|member_blocks/.test(s))).toHaveLength(2);
  });
});
