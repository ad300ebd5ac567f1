import { apiPaths } from '@afterwork/contracts/paths';
import { createTestApp, signInAdmin, signUpMember, unique, type TestApp } from '../support';

// Issue 20 item 1: members join and leave a community; the member count is the real count.
let t: TestApp;
let communityId: number;
let leadId: number;
const created: number[] = [];

async function newCommunity(name = unique('Joinable ')): Promise<number> {
  const [c] = await t.db('communities')
    .insert({ name, location: 'Exeter, UK', type: 'learn', description: 'A circle for testing membership', latitude: 50.72, longitude: -3.53 })
    .returning('id');
  created.push((c as { id: number }).id);
  return (c as { id: number }).id;
}

beforeAll(async () => {
  t = createTestApp();
  communityId = await newCommunity();
  const [u] = await t.db('users').insert({ username: unique('lead_'), password_hash: 'x', name: 'Leading Light', email: `${unique('l')}@example.com` }).returning('id');
  leadId = (u as { id: number }).id;
  await t.db('community_leads').insert({ community_id: communityId, user_id: leadId, role: 'coordinator' });
  await t.db('community_members').insert({ community_id: communityId, user_id: leadId });
});
afterAll(async () => {
  await t.db('communities').whereIn('id', created).delete();
  await t.close();
});

const count = async (id: number) => (await t.request().get(apiPaths.community(id))).body.memberCount as number;

describe('joining and leaving a community', () => {
  it('a visitor is asked to sign in (401) and nothing changes', async () => {
    const before = await count(communityId);
    const join = await t.request().post(apiPaths.communityMembership(communityId));
    expect(join.status).toBe(401);
    expect(join.body.error.message).toBe('Please sign in');
    expect((await t.request().delete(apiPaths.communityMembership(communityId))).status).toBe(401);
    expect(await count(communityId)).toBe(before);
  });

  it('joins (201), says so on the community page, counts the member; a second join changes nothing (200)', async () => {
    const member = t.agent();
    await signUpMember(member);
    const before = await count(communityId);
    const page0 = await member.get(apiPaths.community(communityId));
    expect(page0.body.myMembership).toBeNull();

    const join = await member.post(apiPaths.communityMembership(communityId));
    expect(join.status).toBe(201);
    expect(join.body).toEqual({ joined: true, memberCount: before + 1, membership: { role: 'member', joinedAt: expect.any(String) } });

    const page = await member.get(apiPaths.community(communityId));
    expect(page.body.myMembership).toEqual({ role: 'member', joinedAt: join.body.membership.joinedAt });
    expect(page.body.memberCount).toBe(before + 1);
    expect(page.headers['cache-control']).toMatch(/private/);
    // A visitor sees the count, never a membership.
    const visitor = await t.request().get(apiPaths.community(communityId));
    expect(visitor.body).toMatchObject({ memberCount: before + 1, myMembership: null });

    const again = await member.post(apiPaths.communityMembership(communityId));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ joined: true, memberCount: before + 1 });

    const leave = await member.delete(apiPaths.communityMembership(communityId));
    expect(leave.status).toBe(200);
    expect(leave.body).toEqual({ joined: false, memberCount: before, membership: null });
    expect((await member.get(apiPaths.community(communityId))).body.myMembership).toBeNull();
    // Leaving twice is harmless.
    expect((await member.delete(apiPaths.communityMembership(communityId))).body).toMatchObject({ joined: false, memberCount: before });
    expect(await count(communityId)).toBe(before);
  });

  it('the list and the explorer show the real count', async () => {
    const id = await newCommunity();
    const a = t.agent();
    const b = t.agent();
    await signUpMember(a);
    await signUpMember(b);
    await a.post(apiPaths.communityMembership(id)).expect(201);
    await b.post(apiPaths.communityMembership(id)).expect(201);
    const list = await t.request().get(apiPaths.communities);
    expect(list.body.find((c: { id: number }) => c.id === id).memberCount).toBe(2);
    await a.delete(apiPaths.communityMembership(id)).expect(200);
    const after = await t.request().get(apiPaths.communities);
    expect(after.body.find((c: { id: number }) => c.id === id).memberCount).toBe(1);
  });

  it('stays true under 12 members joining at the same moment, and when a member account is deleted', async () => {
    const id = await newCommunity();
    const agents = Array.from({ length: 12 }, () => t.agent());
    const users = [];
    for (const a of agents) users.push((await signUpMember(a)).user);
    const answers = await Promise.all(agents.map((a) => a.post(apiPaths.communityMembership(id))));
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(201));
    expect(new Set(answers.map((r) => r.body.memberCount))).toEqual(new Set(Array.from({ length: 12 }, (_, i) => i + 1)));
    expect(await count(id)).toBe(12);
    await t.db('users').where({ id: users[0].id }).delete();
    expect(await count(id)).toBe(11);
  });

  it('a lead who leaves stops leading it too', async () => {
    const id = await newCommunity();
    const lead = t.agent();
    const { user } = await signUpMember(lead);
    await t.db('community_leads').insert({ community_id: id, user_id: user.id, role: 'leader' });
    await t.db('community_members').insert({ community_id: id, user_id: user.id });
    expect((await lead.get(apiPaths.community(id))).body.myMembership).toMatchObject({ role: 'leader' });
    expect((await t.request().get(apiPaths.communityLeads(id))).body).toHaveLength(1);
    const leave = await lead.delete(apiPaths.communityMembership(id));
    expect(leave.body).toMatchObject({ joined: false, memberCount: 0 });
    expect((await t.request().get(apiPaths.communityLeads(id))).body).toEqual([]);
  });

  it('400 for a bad id, 404 for an unknown community', async () => {
    const member = t.agent();
    await signUpMember(member);
    expect((await member.post('/api/communities/abc/membership')).status).toBe(400);
    const missing = await member.post(apiPaths.communityMembership(99_999_999));
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Community not found');
    expect((await member.delete(apiPaths.communityMembership(99_999_999))).status).toBe(404);
  });

  it('the admin form cannot set an invented member count', async () => {
    const admin = t.agent();
    await signInAdmin(admin, t.db);
    const before = await count(communityId);
    const res = await admin.patch(apiPaths.community(communityId)).send({ memberCount: 5000, description: 'A circle for testing membership, still' });
    expect(res.status).toBe(200);
    expect(res.body.memberCount).toBe(before);
  });
});

describe('GET /api/users/:id/communities', () => {
  it('lists the member\'s own communities, most recent first, with their place; others get 403, admins may look', async () => {
    const first = await newCommunity(unique('First '));
    const second = await newCommunity(unique('Second '));
    const member = t.agent();
    const { user } = await signUpMember(member);
    expect((await member.get(apiPaths.userCommunities(user.id))).body).toEqual([]);
    await member.post(apiPaths.communityMembership(first)).expect(201);
    await new Promise((r) => setTimeout(r, 5));
    await member.post(apiPaths.communityMembership(second)).expect(201);
    const mine = await member.get(apiPaths.userCommunities(user.id));
    expect(mine.status).toBe(200);
    expect(mine.body.map((c: { id: number }) => c.id)).toEqual([second, first]);
    expect(mine.body[0]).toMatchObject({ id: second, location: 'Exeter, UK', memberCount: 1, membership: { role: 'member' }, nextActivity: null });
    // Its next date (issue 31: the dashboard's 'My communities').
    const start = new Date(Date.now() + 2 * 86_400_000);
    const [row] = await t.db('activities').insert({
      community_id: second, title: 'Quay walk', description: 'Along the quay.', location: 'Exeter Quay', is_virtual: false, start_date: start, end_date: new Date(start.getTime() + 3_600_000), time_zone: 'Europe/London',
    }).returning('id');
    const next = (await member.get(apiPaths.userCommunities(user.id))).body[0];
    expect(next.nextActivity).toEqual({ id: (row as { id: number }).id, title: 'Quay walk', startDate: start.toISOString(), timeZone: 'Europe/London' });

    const other = t.agent();
    await signUpMember(other);
    const refused = await other.get(apiPaths.userCommunities(user.id));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('You can only see your own communities.');
    expect((await t.request().get(apiPaths.userCommunities(user.id))).status).toBe(401);

    const admin = t.agent();
    await signInAdmin(admin, t.db);
    expect((await admin.get(apiPaths.userCommunities(user.id))).body).toHaveLength(2);
    expect((await admin.get(apiPaths.userCommunities(99_999_999))).status).toBe(404);
  });
});
