import { apiPaths } from '@afterwork/contracts/paths';
import { createTestApp, unique, type Agent, type TestApp } from '../support';
import { createGroup, DAY, HOUR, insertActivity, member } from '../groups/helpers';

/**
 * Issue 32, finding 5: the default privacy setting ('Members I share a group or community with') was bypassed by
 * join-read-leave: anyone could join any group or community, read every member's picture, about, place, profession
 * and interests (profile, member list, attendee list, connections), and leave. The rule now (policies/profiles.ts):
 * details show to members who have both been in a group or community for PROFILE_CONNECTION_DAYS (14) or more, or who
 * both went to an activity that has taken place; a fresh join counts for nothing, and neither does a hidden group.
 */
describe('join-read-leave shows nothing', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp();
  });
  afterAll(() => t.close());

  const details = { bio: 'I keep bees and read crime novels.', location: 'Totnes, UK', profession: 'Retired teacher', interests: ['Gardening'] };
  const PICTURE = 'https://example.com/iris.png';

  async function owner() {
    const m = await member(t, 'Iris Penhallow', details);
    await t.db('users').where({ id: m.user.id }).update({ avatar: PICTURE });
    return m;
  }
  const profile = async (agent: Agent, id: number) => (await agent.get(apiPaths.publicUser(id))).body;
  const avatarIn = async (agent: Agent, path: string, id: number) =>
    ((await agent.get(path)).body as Array<{ userId: number; avatar: string | null }>).find((m) => m.userId === id)?.avatar;
  /** Both memberships date back `days` (as if joined then). */
  const backdate = (table: 'group_members' | 'community_members', column: 'group_id' | 'community_id', id: number, days: number) =>
    t.db(table).where({ [column]: id }).update({ joined_at: new Date(Date.now() - days * DAY) });

  it("a group: joining shows nobody's details (profile, members, attendees, connections); two weeks together do", async () => {
    const iris = await owner();
    const group = await createGroup(iris.agent);
    await backdate('group_members', 'group_id', group.id, 60); // Iris has been there for months.
    const activityId = await insertActivity(t.db, group.id);
    expect((await iris.agent.post(apiPaths.activityAttendees(activityId)).send({ status: 'going' })).status).toBe(201);

    const snoop = await member(t, 'Sid Snoop');
    expect((await snoop.agent.post(apiPaths.groupMembers(group.id)).send({})).status).toBe(201);
    expect(await profile(snoop.agent, iris.user.id)).toMatchObject({ name: 'Iris Penhallow', avatar: null, bio: null, location: null, profession: null, interests: [], limited: true });
    expect(await avatarIn(snoop.agent, apiPaths.groupMembers(group.id), iris.user.id)).toBeNull();
    expect(await avatarIn(snoop.agent, apiPaths.activityAttendees(activityId), iris.user.id)).toBeNull();
    const connections = (await snoop.agent.get(apiPaths.myConnections)).body as Array<{ id: number; avatar: string | null; location: string | null; profession: string | null }>;
    expect(connections.find((c) => c.id === iris.user.id)).toMatchObject({ avatar: null, location: null, profession: null });
    expect((await snoop.agent.delete(apiPaths.groupMember(group.id, snoop.user.id))).status).toBe(204);
    expect(await profile(snoop.agent, iris.user.id)).toMatchObject({ bio: null, limited: true });

    // A real member: both in the group for 15 days.
    const neighbour = await member(t, 'Nell Neighbour');
    await neighbour.agent.post(apiPaths.groupMembers(group.id)).send({});
    await backdate('group_members', 'group_id', group.id, 15);
    expect(await profile(neighbour.agent, iris.user.id)).toMatchObject({ ...details, avatar: PICTURE });
    expect(await avatarIn(neighbour.agent, apiPaths.groupMembers(group.id), iris.user.id)).toBe(PICTURE);
    expect(await avatarIn(neighbour.agent, apiPaths.activityAttendees(activityId), iris.user.id)).toBe(PICTURE);
    // Not once the group is hidden by a moderator (it is gone for everyone).
    await t.db('groups').where({ id: group.id }).update({ hidden_at: new Date() } as never);
    expect(await profile(neighbour.agent, iris.user.id)).toMatchObject({ bio: null, limited: true });
  });

  it('a community: the same trick shows nothing', async () => {
    const iris = await owner();
    const [{ id: communityId }] = await t.db('communities')
      .insert({ name: unique('Bee circle '), location: 'Totnes, UK', type: 'learn', description: 'Bees', latitude: 50.43, longitude: -3.68 })
      .returning('id');
    expect((await iris.agent.post(apiPaths.communityMembership(communityId)).send({})).status).toBe(201);
    await backdate('community_members', 'community_id', communityId, 90);
    const snoop = await member(t, 'Sal Snoop');
    expect((await snoop.agent.post(apiPaths.communityMembership(communityId)).send({})).status).toBe(201);
    expect(await profile(snoop.agent, iris.user.id)).toMatchObject({ bio: null, profession: null, limited: true });
    await snoop.agent.delete(apiPaths.communityMembership(communityId));
    expect(await profile(snoop.agent, iris.user.id)).toMatchObject({ bio: null, limited: true });
  });

  it('members who went to the same activity (it took place) see each other; an answer to one still to come does not count', async () => {
    const iris = await owner();
    const group = await createGroup(iris.agent);
    const past = await insertActivity(t.db, group.id, { startInMs: -2 * HOUR });
    const future = await insertActivity(t.db, group.id, { startInMs: 2 * DAY });
    const fellow = await member(t, 'Fay Fellow');
    await fellow.agent.post(apiPaths.groupMembers(group.id)).send({});
    expect((await fellow.agent.post(apiPaths.activityAttendees(future)).send({ status: 'going' })).status).toBe(201);
    await iris.agent.post(apiPaths.activityAttendees(future)).send({ status: 'going' });
    expect(await profile(fellow.agent, iris.user.id)).toMatchObject({ bio: null, limited: true });
    await t.db('activity_attendees').insert([
      { activity_id: past, user_id: iris.user.id, status: 'going' },
      { activity_id: past, user_id: fellow.user.id, status: 'going' },
    ]);
    expect(await profile(fellow.agent, iris.user.id)).toMatchObject(details);
    // Leaving the group does not undo having met.
    await fellow.agent.delete(apiPaths.groupMember(group.id, fellow.user.id));
    expect(await profile(fellow.agent, iris.user.id)).toMatchObject(details);
  });

  it("'All members' still shows everyone; 'Nobody' shows nobody; the member and site admins always see it all", async () => {
    const iris = await owner();
    const stranger = await member(t, 'Stan Stranger');
    await iris.agent.patch(apiPaths.myPrivacy).send({ profileVisibility: 'members' });
    expect(await profile(stranger.agent, iris.user.id)).toMatchObject(details);
    await iris.agent.patch(apiPaths.myPrivacy).send({ profileVisibility: 'nobody' });
    expect(await profile(stranger.agent, iris.user.id)).toMatchObject({ bio: null });
    expect(await profile(iris.agent, iris.user.id)).toMatchObject(details);
  });
});
