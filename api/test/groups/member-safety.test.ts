import { apiPaths } from '@afterwork/contracts/paths';
import type { GroupMember } from '@afterwork/contracts/groups';
import { createTestApp, type Agent, type TestApp } from '../support';
import { createGroup, member } from './helpers';

/**
 * Reaching a member where she meets him (issue 31, blocker 2), on the server: an organiser who blocks a member of
 * their own group still sees him on the Members tab (marked) and can remove him; whoever the leaving admin blocked
 * or reported is never chosen as the group's next admin (leaving, or deleting the account); and the Members tab's
 * list agrees with the group's member count.
 */
describe('members, blocks and reports in a group', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp();
  });
  afterAll(() => t.close());

  const members = async (agent: Agent, groupId: number, include = '?include=blocked') => {
    const res = await agent.get(`${apiPaths.groupMembers(groupId)}${include}`);
    expect(res.status).toBe(200);
    return res.body as GroupMember[];
  };
  const memberCount = async (agent: Agent, groupId: number) => (await agent.get(apiPaths.group(groupId))).body.memberCount as number;
  const join = async (agent: Agent, groupId: number) => expect((await agent.post(apiPaths.groupMembers(groupId)).send({})).status).toBe(201);

  it('an organiser who blocks a member still sees him (marked) and removes him; the list and the count agree', async () => {
    const organiser = await member(t, 'Rose Tremayne');
    const pest = await member(t, 'Victor Scamwell');
    const friend = await member(t, 'Alan Fry');
    const group = await createGroup(organiser.agent);
    await join(pest.agent, group.id);
    await join(friend.agent, group.id);

    expect((await organiser.agent.post(apiPaths.blocks).send({ userId: pest.user.id })).status).toBe(201);
    // The plain list still hides him (issue 21); the Members tab's list has him, marked, so it counts what the group counts.
    expect((await members(organiser.agent, group.id, '')).map((m) => m.userId)).not.toContain(pest.user.id);
    const tab = await members(organiser.agent, group.id);
    expect(tab.map((m) => [m.name, m.blockedByMe])).toEqual([
      ['Rose Tremayne', false],
      ['Victor Scamwell', true],
      ['Alan Fry', false],
    ]);
    expect(tab).toHaveLength(await memberCount(organiser.agent, group.id));
    // The blocked member still never sees the organiser.
    expect((await members(pest.agent, group.id)).map((m) => m.userId)).not.toContain(organiser.user.id);

    const removed = await organiser.agent.delete(apiPaths.groupMember(group.id, pest.user.id));
    expect(removed.status).toBe(204);
    const after = await members(organiser.agent, group.id);
    expect(after.map((m) => m.userId)).toEqual([organiser.user.id, friend.user.id]);
    expect(after).toHaveLength(await memberCount(organiser.agent, group.id));
    expect(await memberCount(friend.agent, group.id)).toBe(2);
    expect(await members(friend.agent, group.id)).toHaveLength(2);
  });

  it('a member the leaving admin blocked or reported is never chosen as the next admin', async () => {
    const admin = await member(t, 'Edith Clarke');
    const blocked = await member(t, 'Barry Blocked');
    const reported = await member(t, 'Ronald Reported');
    const trusted = await member(t, 'Tessa Trusted');
    const group = await createGroup(admin.agent);
    // The two distrusted members have been there longest.
    await join(blocked.agent, group.id);
    await join(reported.agent, group.id);
    await join(trusted.agent, group.id);
    expect((await admin.agent.post(apiPaths.blocks).send({ userId: blocked.user.id })).status).toBe(201);
    expect((await admin.agent.post(apiPaths.reports).send({ targetType: 'member', targetId: reported.user.id, reason: 'scam' })).status).toBe(201);
    // The Members tab tells the leaving admin's screen whom the API will pass over.
    const tab = await members(admin.agent, group.id);
    expect(tab.find((m) => m.userId === reported.user.id)).toMatchObject({ reportedByMe: true, blockedByMe: false });

    expect((await admin.agent.delete(apiPaths.groupMember(group.id, admin.user.id))).status).toBe(204);
    const roles = await t.db('group_members').where({ group_id: group.id }).orderBy('user_id').select('user_id', 'role');
    expect(roles).toEqual([
      { user_id: blocked.user.id, role: 'member' },
      { user_id: reported.user.id, role: 'member' },
      { user_id: trusted.user.id, role: 'admin' },
    ]);
    expect(await memberCount(trusted.agent, group.id)).toBe(3);
  });

  it('deleting the account hands the group to someone the admin neither blocked nor reported', async () => {
    const admin = await member(t, 'Olive Leaving');
    const reported = await member(t, 'Ronald Reported');
    const trusted = await member(t, 'Tessa Trusted');
    const group = await createGroup(admin.agent);
    await join(reported.agent, group.id);
    await join(trusted.agent, group.id);
    expect((await admin.agent.post(apiPaths.reports).send({ targetType: 'member', targetId: reported.user.id, reason: 'harassment' })).status).toBe(201);

    const res = await admin.agent.post(apiPaths.accountDeletion).send({ password: admin.credentials.password, confirm: true });
    expect(res.status).toBe(200);
    expect(await t.db('group_members').where({ group_id: group.id, role: 'admin' }).pluck('user_id')).toEqual([trusted.user.id]);
  });
});
