import { apiPaths } from '@afterwork/contracts/paths';
import { createTestApp, newAdmin, type TestApp } from '../support';
import { createGroup, member } from '../groups/helpers';

/**
 * Issue 18, finding 5 (second half): `GET /api/users/:id` gave every member anyone's username and profile. Now a
 * member chooses what to show (GET/PATCH /api/users/me/privacy): the name always; the details (picture, about,
 * place, profession, interests) to all members, to members they share a group or community with (the default), or
 * to nobody; the username only when they choose to show it (off by default). Site admins see all.
 */
describe('profile privacy', () => {
  let t: TestApp;
  const profile = { bio: 'I keep bees and read crime novels.', location: 'Totnes, UK', profession: 'Retired teacher', interests: ['Gardening', 'Reading'] };

  beforeAll(() => {
    t = createTestApp();
  });
  afterAll(() => t.close());

  const newMember = (extra: Record<string, unknown> = {}) => member(t, 'Iris Penhallow', extra);

  it('by default a stranger sees only the name; the username and details are hidden, and the database keeps the defaults', async () => {
    const owner = await newMember(profile);
    const stranger = await newMember();
    const res = await stranger.agent.get(apiPaths.publicUser(owner.user.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: owner.user.id, name: 'Iris Penhallow', username: null, avatar: null, bio: null, location: null, profession: null,
      interests: [], createdAt: expect.any(String), limited: true, blockedByMe: false,
    });
    expect(JSON.stringify(res.body)).not.toContain(owner.user.username);
    expect(await t.db('users').where({ id: owner.user.id }).first('profile_visibility', 'show_username')).toEqual({ profile_visibility: 'connections', show_username: false });
    expect((await owner.agent.get(apiPaths.myPrivacy)).body).toEqual({ profileVisibility: 'connections', showUsername: false });
  });

  it('a member who shares a group sees the details (connections); a site admin sees everything', async () => {
    const owner = await newMember(profile);
    const neighbour = await newMember();
    const group = await createGroup(owner.agent);
    expect((await neighbour.agent.post(apiPaths.groupMembers(group.id)).send({})).status).toBe(201);
    // Sharing means for a while (issue 32, finding 5: a fresh join shows nothing, test/security/join-read-leave.test.ts).
    await t.db('group_members').where({ group_id: group.id }).update({ joined_at: new Date(Date.now() - 15 * 86_400_000) });
    const seen = (await neighbour.agent.get(apiPaths.publicUser(owner.user.id))).body;
    expect(seen).toMatchObject({ bio: profile.bio, location: profile.location, profession: profile.profession, interests: profile.interests, username: null, limited: true });

    const { agent: admin } = await newAdmin(t);
    expect((await admin.get(apiPaths.publicUser(owner.user.id))).body).toMatchObject({ username: owner.user.username, bio: profile.bio, limited: false });
  });

  it("'All members' and 'show my username' open the profile to everyone; 'Nobody' closes it even to group members", async () => {
    const owner = await newMember(profile);
    const stranger = await newMember();
    const neighbour = await newMember();
    const group = await createGroup(owner.agent);
    await neighbour.agent.post(apiPaths.groupMembers(group.id)).send({});

    const open = await owner.agent.patch(apiPaths.myPrivacy).send({ profileVisibility: 'members', showUsername: true });
    expect(open.status).toBe(200);
    expect(open.body).toEqual({ profileVisibility: 'members', showUsername: true });
    expect((await stranger.agent.get(apiPaths.publicUser(owner.user.id))).body).toMatchObject({ username: owner.user.username, bio: profile.bio, limited: false });

    expect((await owner.agent.patch(apiPaths.myPrivacy).send({ profileVisibility: 'nobody' })).body).toEqual({ profileVisibility: 'nobody', showUsername: true });
    const closed = (await neighbour.agent.get(apiPaths.publicUser(owner.user.id))).body;
    expect(closed).toMatchObject({ name: 'Iris Penhallow', username: owner.user.username, bio: null, location: null, interests: [], limited: true });
    // Nor does their picture or place travel through a list of fellow members.
    await t.db('users').where({ id: owner.user.id }).update({ avatar: 'https://example.com/iris.png' });
    const members = (await neighbour.agent.get(apiPaths.groupMembers(group.id))).body as Array<{ userId: number; avatar: string | null }>;
    expect(members.find((m) => m.userId === owner.user.id)?.avatar).toBeNull();
    const connections = (await neighbour.agent.get(apiPaths.myConnections)).body as Array<{ id: number; avatar: string | null; location: string | null }>;
    expect(connections.find((c) => c.id === owner.user.id)).toMatchObject({ avatar: null, location: null });
  });

  it('bad settings are a 400 with a clear message and change nothing; visitors get 401', async () => {
    const owner = await newMember();
    for (const body of [{ profileVisibility: 'everyone' }, { showUsername: 'yes' }, {}]) {
      const res = await owner.agent.patch(apiPaths.myPrivacy).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.error.message).toMatch(/Please/);
    }
    expect((await owner.agent.get(apiPaths.myPrivacy)).body).toEqual({ profileVisibility: 'connections', showUsername: false });
    expect((await t.request().get(apiPaths.myPrivacy)).status).toBe(401);
    expect((await t.request().patch(apiPaths.myPrivacy).send({ showUsername: true })).status).toBe(401);
  });
});
