import { apiPaths } from '@afterwork/contracts/paths';
import { BLOCK_SELF, blockedMessage, unblockedMessage } from '@afterwork/contracts/safety';
import { createTestApp, type Agent, type TestApp } from '../support';
import { createGroup, insertActivity, member } from '../groups/helpers';

/**
 * Blocking (issue 21): the blocked member no longer sees the blocker's profile (404, as for nobody) nor their RSVPs
 * or membership in any list; the blocker no longer sees the blocked member in lists; unblocking restores both.
 * Enforced on the server, whatever the screens do.
 */
describe('blocking a member', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp();
  });
  afterAll(() => t.close());

  const ids = async (agent: Agent, path: string) => ((await agent.get(path)).body as Array<{ userId: number }>).map((r) => r.userId);

  it('blocks, hides both ways, lists the block in Settings, and unblocks', async () => {
    const blocker = await member(t, 'Rose Tremayne');
    const pest = await member(t, 'Victor Scamwell');
    const bystander = await member(t, 'Alan Fry');
    const group = await createGroup(blocker.agent);
    for (const m of [pest, bystander]) expect((await m.agent.post(apiPaths.groupMembers(group.id)).send({})).status).toBe(201);
    const activityId = await insertActivity(t.db, group.id);
    for (const m of [blocker, pest, bystander]) expect((await m.agent.post(apiPaths.activityAttendees(activityId)).send({ status: 'going' })).status).toBeLessThan(300);

    const res = await blocker.agent.post(apiPaths.blocks).send({ userId: pest.user.id });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, message: blockedMessage('Victor Scamwell') });
    // A repeat changes nothing.
    expect((await blocker.agent.post(apiPaths.blocks).send({ userId: pest.user.id })).status).toBe(201);
    expect(await t.db('member_blocks').where({ blocker_id: blocker.user.id })).toHaveLength(1);

    // The blocked member: no profile (exactly as for a member who does not exist), no RSVP, no membership.
    const profile = await pest.agent.get(apiPaths.publicUser(blocker.user.id));
    const missing = await pest.agent.get(apiPaths.publicUser(987654));
    expect(profile.status).toBe(404);
    expect(profile.body).toEqual(missing.body);
    expect(await ids(pest.agent, apiPaths.activityAttendees(activityId))).toEqual(expect.not.arrayContaining([blocker.user.id]));
    expect(await ids(pest.agent, apiPaths.groupMembers(group.id))).toEqual(expect.not.arrayContaining([blocker.user.id]));
    // The blocker: the blocked member is gone from lists, their profile still opens (to unblock) and says so.
    expect(await ids(blocker.agent, apiPaths.activityAttendees(activityId))).toEqual([blocker.user.id, bystander.user.id].sort((a, b) => a - b));
    expect(await ids(blocker.agent, apiPaths.groupMembers(group.id))).toEqual(expect.not.arrayContaining([pest.user.id]));
    expect(((await blocker.agent.get(apiPaths.myConnections)).body as Array<{ id: number }>).map((c) => c.id)).toEqual([bystander.user.id]);
    expect((await blocker.agent.get(apiPaths.publicUser(pest.user.id))).body).toMatchObject({ id: pest.user.id, blockedByMe: true });
    // Everyone else sees everyone, and the counts stay true.
    expect(await ids(bystander.agent, apiPaths.activityAttendees(activityId))).toHaveLength(3);
    expect((await bystander.agent.get(apiPaths.activity(activityId))).body.goingCount).toBe(3);
    // The blocked member is not told: nothing in their own answers mentions it.
    expect(JSON.stringify((await pest.agent.get(apiPaths.user)).body)).not.toMatch(/block/i);
    expect((await pest.agent.get(apiPaths.blocks)).body).toEqual([]);

    // Settings lists the block; unblocking restores everything.
    expect((await blocker.agent.get(apiPaths.blocks)).body).toEqual([{ id: pest.user.id, name: 'Victor Scamwell', blockedAt: expect.any(String) }]);
    const un = await blocker.agent.delete(apiPaths.block(pest.user.id));
    expect(un.status).toBe(200);
    expect(un.body).toEqual({ ok: true, message: unblockedMessage('Victor Scamwell') });
    expect((await blocker.agent.get(apiPaths.blocks)).body).toEqual([]);
    expect((await pest.agent.get(apiPaths.publicUser(blocker.user.id))).status).toBe(200);
    expect(await ids(pest.agent, apiPaths.activityAttendees(activityId))).toContain(blocker.user.id);
    expect(await ids(blocker.agent, apiPaths.groupMembers(group.id))).toContain(pest.user.id);
  });

  it('refuses to block oneself, a member who does not exist, or bad input, with a clear 4xx; visitors get 401', async () => {
    const me = await member(t, 'Nora Quill');
    const self = await me.agent.post(apiPaths.blocks).send({ userId: me.user.id });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe(BLOCK_SELF);
    expect((await me.agent.post(apiPaths.blocks).send({ userId: 987654 })).status).toBe(404);
    for (const body of [{}, { userId: 'x' }, { userId: -1 }]) {
      const res = await me.agent.post(apiPaths.blocks).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/Please say whom to block/);
    }
    expect((await me.agent.delete(apiPaths.block(987654))).status).toBe(404);
    expect((await me.agent.delete('/api/blocks/abc')).status).toBe(400);
    expect((await t.request().post(apiPaths.blocks).send({ userId: me.user.id })).status).toBe(401);
    expect((await t.request().get(apiPaths.blocks)).status).toBe(401);
  });

  it("a member's blocks go with their account", async () => {
    const a = await member(t, 'Ada Lowe');
    const b = await member(t, 'Ben Lowe');
    await a.agent.post(apiPaths.blocks).send({ userId: b.user.id });
    await t.db('users').where({ id: b.user.id }).delete();
    expect(await t.db('member_blocks').where({ blocker_id: a.user.id })).toEqual([]);
  });
});
