import { apiPaths } from '@afterwork/contracts/paths';
import { createTestApp, type Agent, type TestApp } from '../support';
import { member } from '../groups/helpers';

/**
 * Issue 32, finding 8: a blocked member could learn who blocked them, because blocking, unblocking and reporting that
 * member answered differently than for a member who does not exist (the profile already said 404). Now every answer
 * about a member who blocked you is exactly the answer about nobody, and nothing is stored.
 */
describe('a blocked member cannot learn who blocked them', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp({ limits: { reports: { max: 1000, windowMs: 3_600_000 } } });
  });
  afterAll(() => t.close());

  const NOBODY = 987_654_321;
  const answer = async (req: Promise<{ status: number; body: unknown }>) => {
    const res = await req;
    return { status: res.status, body: res.body };
  };
  const probes = (agent: Agent, id: number) => ({
    profile: () => answer(agent.get(apiPaths.publicUser(id))),
    block: () => answer(agent.post(apiPaths.blocks).send({ userId: id })),
    unblock: () => answer(agent.delete(apiPaths.block(id))),
    report: () => answer(agent.post(apiPaths.reports).send({ targetType: 'member', targetId: id, reason: 'harassment', note: null })),
  });

  it('profile, block, unblock and report of the blocker answer exactly as for a member who does not exist', async () => {
    const blocker = await member(t, 'Beatrice Blocker');
    const pest = await member(t, 'Percival Pest');
    expect((await blocker.agent.post(apiPaths.blocks).send({ userId: pest.user.id })).status).toBe(201);

    const them = probes(pest.agent, blocker.user.id);
    const nobody = probes(pest.agent, NOBODY);
    for (const kind of ['profile', 'block', 'unblock', 'report'] as const) {
      const seen = await them[kind]();
      expect({ kind, ...seen }).toEqual({ kind, ...(await nobody[kind]()) });
      expect(seen.status).toBe(404);
    }
    // Nothing was stored by the tries: no block of the blocker, no report about them, nothing in the pest's lists.
    expect(await t.db('member_blocks').where({ blocker_id: pest.user.id })).toEqual([]);
    expect(await t.db('reports').where({ reporter_id: pest.user.id })).toEqual([]);
    expect((await pest.agent.get(apiPaths.blocks)).body).toEqual([]);
    // The blocker's own block still stands, and still works for them.
    expect((await blocker.agent.get(apiPaths.blocks)).body).toEqual([{ id: pest.user.id, name: 'Percival Pest', blockedAt: expect.any(String) }]);
  });

  it('a member who blocked each other may still lift their own block (they knew whom they blocked)', async () => {
    const a = await member(t, 'Agnes Each');
    const b = await member(t, 'Bertram Other');
    expect((await a.agent.post(apiPaths.blocks).send({ userId: b.user.id })).status).toBe(201);
    expect((await b.agent.post(apiPaths.blocks).send({ userId: a.user.id })).status).toBe(404);
    await t.db('member_blocks').insert({ blocker_id: b.user.id, blocked_id: a.user.id });
    const lifted = await b.agent.delete(apiPaths.block(a.user.id));
    expect(lifted.status).toBe(200);
    expect(lifted.body.message).toContain('Agnes Each');
    // Once lifted, another try reads as nobody again (a still blocks b).
    expect(await probes(b.agent, a.user.id).unblock()).toEqual(await probes(b.agent, NOBODY).unblock());
  });

  it('everyone else blocks, unblocks and reports the same member as before', async () => {
    const target = await member(t, 'Cedric Plain');
    const bystander = await member(t, 'Dora Bystander');
    expect((await bystander.agent.post(apiPaths.blocks).send({ userId: target.user.id })).status).toBe(201);
    expect((await bystander.agent.delete(apiPaths.block(target.user.id))).status).toBe(200);
    expect((await bystander.agent.post(apiPaths.reports).send({ targetType: 'member', targetId: target.user.id, reason: 'scam', note: null })).status).toBe(201);
  });
});
