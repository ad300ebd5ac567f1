import { apiPaths } from '@afterwork/contracts/paths';
import { createTestApp, signInAdmin, type TestApp } from '../support';
import { createGroup, member } from '../groups/helpers';

/** Issue 18, finding 9: a group never loses its last admin while it has members. */
describe("a group's last admin", () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp();
  });
  afterAll(() => t.close());

  const roles = async (agent: ReturnType<TestApp['agent']>, groupId: number) =>
    Object.fromEntries(((await agent.get(apiPaths.groupMembers(groupId))).body as Array<{ userId: number; role: string }>).map((m) => [m.userId, m.role]));

  it('leaving hands the group to the longest-standing member', async () => {
    const founder = await member(t, 'Founder Fay');
    const first = await member(t, 'First Fred');
    const second = await member(t, 'Second Sue');
    const { id } = await createGroup(founder.agent);
    await first.agent.post(apiPaths.groupMembers(id)).send({}).expect(201);
    await second.agent.post(apiPaths.groupMembers(id)).send({}).expect(201);
    expect((await founder.agent.delete(apiPaths.groupMember(id, founder.user.id))).status).toBe(204);
    expect(await roles(first.agent, id)).toEqual({ [first.user.id]: 'admin', [second.user.id]: 'member' });
    // The new admin can create activities.
    const start = new Date(Date.now() + 3 * 86_400_000);
    const created = await first.agent.post(apiPaths.groupActivities(id)).send({
      title: 'Handover walk', description: 'The first walk after the handover.', startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(), location: 'The park gates',
    });
    expect(created.status).toBe(201);
  });

  it('a site admin removing the last admin hands over too; another admin staying means no handover', async () => {
    const founder = await member(t, 'Founder Flo');
    const other = await member(t, 'Other Olly');
    const admin = t.agent();
    await signInAdmin(admin, t.db);
    const { id } = await createGroup(founder.agent);
    await other.agent.post(apiPaths.groupMembers(id)).send({}).expect(201);
    expect((await admin.delete(apiPaths.groupMember(id, founder.user.id))).status).toBe(204);
    expect(await roles(other.agent, id)).toEqual({ [other.user.id]: 'admin' });

    const third = await member(t, 'Third Tom');
    await third.agent.post(apiPaths.groupMembers(id)).send({}).expect(201);
    await t.db('group_members').where({ group_id: id, user_id: third.user.id }).update({ role: 'admin' });
    const fourth = await member(t, 'Fourth Fi');
    await fourth.agent.post(apiPaths.groupMembers(id)).send({}).expect(201);
    await other.agent.delete(apiPaths.groupMember(id, other.user.id)).expect(204);
    expect(await roles(third.agent, id)).toEqual({ [third.user.id]: 'admin', [fourth.user.id]: 'member' });
  });

  it('the only member may leave; whoever joins the empty group next becomes its admin', async () => {
    const founder = await member(t, 'Lonely Lou');
    const { id } = await createGroup(founder.agent);
    expect((await founder.agent.delete(apiPaths.groupMember(id, founder.user.id))).status).toBe(204);
    expect((await t.request().get(apiPaths.group(id))).body.memberCount).toBe(0);
    const next = await member(t, 'Next Ned');
    const joined = await next.agent.post(apiPaths.groupMembers(id)).send({});
    expect(joined.status).toBe(201);
    expect(joined.body.role).toBe('admin');
    const later = await member(t, 'Later Lee');
    expect((await later.agent.post(apiPaths.groupMembers(id)).send({})).body.role).toBe('member');
  });
});
