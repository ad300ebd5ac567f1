import { apiPaths } from '@afterwork/contracts/paths';
import { createTestApp, signUpMember, unique, type TestApp } from '../support';

// Issue 20 item 3: a portal page's 'Local Communities' and overview figures are real.
let t: TestApp;
const word = unique('zumbafolk').replace(/[0-9]/g, 'q'); // a topic no seed uses
const topic = `${word} dancing`;
let communityId: number;
let groupId: number;
let otherGroupId: number;

beforeAll(async () => {
  t = createTestApp();
  const [c] = await t.db('communities')
    .insert({ name: `Exeter ${word} Circle`, location: 'Exeter, UK', type: 'active', description: `Friendly ${word} dancing on Tuesdays`, latitude: 50.72, longitude: -3.53 })
    .returning('id');
  communityId = c.id;
  const [g] = await t.db('groups').insert({ name: `${word} Dancers`, description: 'Dancing for fun and fitness', type: 'social', location: 'Leeds' }).returning('id');
  groupId = g.id;
  // Only one of the words: found only when nothing has both.
  const [o] = await t.db('groups').insert({ name: `${word} Walkers`, description: 'Walks', type: 'social' }).returning('id');
  otherGroupId = o.id;
  const soon = new Date(Date.now() + 2 * 86_400_000);
  await t.db('activities').insert([
    { community_id: communityId, title: 'Tuesday dance', description: 'Dance', start_date: soon },
    { group_id: groupId, title: 'Saturday dance', description: 'Dance', start_date: new Date(Date.now() + 3 * 86_400_000) },
    { group_id: groupId, title: 'Next month', description: 'Later', start_date: new Date(Date.now() + 30 * 86_400_000) },
    { group_id: groupId, title: 'Last week', description: 'Past', start_date: new Date(Date.now() - 5 * 86_400_000) },
  ]);
});
afterAll(async () => {
  await t.db('communities').where({ id: communityId }).delete();
  await t.db('groups').whereIn('id', [groupId, otherGroupId]).delete();
  await t.close();
});

const local = (agent: ReturnType<TestApp['agent']> | null, q: string) => (agent ?? t.request()).get(apiPaths.portalLocal).query({ topic: q });

describe('portal pages: real places and figures', () => {
  it('finds the communities and groups matching every word of the topic, with real counts that do not change between loads', async () => {
    const res = await local(null, topic);
    expect(res.status).toBe(200);
    expect(res.body.places.map((p: { kind: string; id: number }) => `${p.kind}:${p.id}`).sort()).toEqual([`community:${communityId}`, `group:${groupId}`].sort());
    const community = res.body.places.find((p: { kind: string }) => p.kind === 'community');
    expect(community).toMatchObject({ name: `Exeter ${word} Circle`, location: 'Exeter, UK', members: 0, joined: false, nextEvent: expect.any(String) });
    expect(res.body.stats).toEqual({ activeMembers: 0, localGroups: 2, weeklyEvents: 2, experts: 0 });
    expect((await local(null, topic)).body).toEqual(res.body);
  });

  it('joining a community and a group shows in the figures and, for the member, on the cards', async () => {
    const a = t.agent();
    const b = t.agent();
    await signUpMember(a);
    await signUpMember(b);
    expect((await a.post(apiPaths.communityMembership(communityId))).status).toBe(201);
    expect((await a.post(apiPaths.groupMembers(groupId))).status).toBeLessThan(300);
    expect((await b.post(apiPaths.groupMembers(groupId))).status).toBeLessThan(300);
    const mine = await local(a, topic);
    expect(mine.headers['cache-control']).toMatch(/private/);
    expect(mine.body.places.every((p: { joined: boolean }) => p.joined)).toBe(true);
    expect(mine.body.stats.activeMembers).toBe(2); // a is counted once
    const visitor = await local(null, topic);
    expect(visitor.body.places.some((p: { joined: boolean }) => p.joined)).toBe(false);
    expect(visitor.body.places.find((p: { kind: string }) => p.kind === 'community').members).toBe(1);
  });

  it('with nothing matching every word, any word counts; with nothing at all, empty places and zeros', async () => {
    const some = await local(null, `${word} qqknotqq`); // the second word matches nothing (a seed word like knitting would add seeded places)
    expect(some.body.places.map((p: { id: number }) => p.id).sort()).toEqual([communityId, groupId, otherGroupId].sort());
    const none = await local(null, 'qqxxzzy wwvvkk');
    expect(none.body).toEqual({ places: [], articles: [], stats: { activeMembers: 0, localGroups: 0, weeklyEvents: 0, experts: 0 }, forum: [] });
    // Stop words only, punctuation and quotes are harmless.
    expect((await local(null, 'the and of')).body.places).toEqual([]);
    expect((await local(null, `'; drop table groups; -- & | !`)).status).toBe(200);
  });

  it('features up to two library items on the topic', async () => {
    const [r] = await t.db('resources')
      .insert({ title: `${word} at home`, description: 'Dancing in your kitchen', category: 'wellbeing', icon_name: 'book', featured: false })
      .returning('id');
    try {
      const res = await local(null, topic);
      expect(res.body.articles[0]).toEqual({ id: r.id, title: `${word} at home`, summary: 'Dancing in your kitchen' });
      expect(res.body.articles.length).toBeLessThanOrEqual(2);
    } finally {
      await t.db('resources').where({ id: r.id }).delete();
    }
  });

  it("'Community Forum' lists the matches' discussions (counts and last activity, never their words), without removed posts", async () => {
    const a = t.agent();
    const me = await signUpMember(a);
    await a.post(apiPaths.groupMembers(groupId));
    expect((await local(null, topic)).body.forum).toEqual([]);
    const first = await a.post(apiPaths.groupDiscussion(groupId)).send({ body: 'Who is coming on Saturday?' });
    expect(first.status).toBe(201);
    await a.post(apiPaths.discussionReplies(first.body.id)).send({ body: 'Me too' });
    const gone = await a.post(apiPaths.groupDiscussion(groupId)).send({ body: 'A post a lead removes' });
    await t.db('discussion_posts').where({ id: gone.body.id }).update({ removed_at: new Date(), removed_by: me.user.id, removal_reason: 'test' });
    const res = await local(null, topic);
    expect(res.body.forum).toEqual([{ kind: 'group', id: groupId, name: `${word} Dancers`, posts: 1, replies: 1, lastActivityAt: expect.any(String) }]);
    expect(JSON.stringify(res.body)).not.toContain('Saturday?');
  });

  it('refuses a missing or oversized topic', async () => {
    expect((await t.request().get(apiPaths.portalLocal)).body.error.fields.topic).toBe('Topic is required');
    expect((await local(null, 'x'.repeat(81))).status).toBe(400);
  });
});

describe('portal topics from hostile hands', () => {
  it('a NUL byte, SQL and tsquery syntax are plain text: 200 or 400, never 500', async () => {
    for (const q of ['tai\u0000chi', "chi' | 'x", '!!&&||()', ':*', '😀 yoga']) {
      const res = await local(null, q);
      expect([200, 400]).toContain(res.status);
    }
  });
});
