import { apiPaths } from '@afterwork/contracts/paths';
import { DISCUSSION_MESSAGES, DISCUSSION_POST_MAX, type DiscussionPage, type DiscussionPost } from '@afterwork/contracts/discussions';
import { createTestApp, signInAdmin, unique, type Agent, type TestApp } from '../support';
import { createGroup, member } from '../groups/helpers';

// Issue 30, item 1: discussions in groups and communities — who reads and writes, replies, thanks, the edit window,
// the author's delete, pin and removal with a reason (told to the author), blocks, hidden places, bad input.
let t: TestApp;
let admin: Awaited<ReturnType<typeof member>>; // runs the group
let ann: Awaited<ReturnType<typeof member>>; // a member
let bob: Awaited<ReturnType<typeof member>>; // another member
let outsider: Awaited<ReturnType<typeof member>>;
let groupId: number;
let groupName: string;

const page = async (agent: Agent | null, id = groupId, query = ''): Promise<{ status: number; body: DiscussionPage }> => {
  const res = await (agent ?? t.request()).get(apiPaths.groupDiscussion(id) + query);
  return { status: res.status, body: res.body as DiscussionPage };
};
const post = async (agent: Agent, body: unknown, id = groupId) => agent.post(apiPaths.groupDiscussion(id)).send(body as object);

beforeAll(async () => {
  t = createTestApp();
  admin = await member(t, 'Grace Admin');
  ann = await member(t, 'Ann Member');
  bob = await member(t, 'Bob Member');
  outsider = await member(t, 'Olive Outsider');
  const g = await createGroup(admin.agent);
  groupId = g.id;
  groupName = g.name;
  for (const m of [ann, bob]) expect((await m.agent.post(apiPaths.groupMembers(groupId)).send({})).status).toBeLessThan(300);
});
afterAll(() => t.close());

describe('reading and writing', () => {
  it('members post and read; visitors and other members see only the count and are refused writing', async () => {
    const res = await post(ann.agent, { body: 'Who is coming to the Tuesday walk? <b>bring tea</b>' });
    expect(res.status).toBe(201);
    const created = res.body as DiscussionPost;
    // HTML is stored and answered as text, never interpreted.
    expect(created.body).toBe('Who is coming to the Tuesday walk? <b>bring tea</b>');
    expect(created.mine).toBe(true);
    expect(created.editableUntil).not.toBeNull();

    const asBob = await page(bob.agent);
    expect(asBob.status).toBe(200);
    expect(asBob.body.member).toBe(true);
    expect(asBob.body.posts.map((p) => p.id)).toContain(created.id);
    expect(asBob.body.posts.find((p) => p.id === created.id)).toMatchObject({ mine: false, editableUntil: null, author: { name: 'Ann Member' } });

    for (const who of [null, outsider.agent]) {
      const seen = await page(who);
      expect(seen.status).toBe(200);
      expect(seen.body).toMatchObject({ member: false, posts: [], pinned: null });
      expect(seen.body.count).toBeGreaterThanOrEqual(1);
    }
    expect((await post(outsider.agent, { body: 'Hello all' })).status).toBe(403);
    expect((await post(outsider.agent, { body: 'Hello all' })).body.error.message).toBe(DISCUSSION_MESSAGES.membersOnly);
    expect((await t.request().post(apiPaths.groupDiscussion(groupId)).send({ body: 'Hello' })).status).toBe(401);
    expect((await outsider.agent.post(apiPaths.discussionReplies(created.id)).send({ body: 'Me too' })).status).toBe(404);
    expect((await outsider.agent.put(apiPaths.discussionThanks(created.id))).status).toBe(404);
  });

  it('replies bring a conversation up the list (newest activity first), one level only, oldest reply first', async () => {
    const first = (await post(ann.agent, { body: 'First conversation' })).body as DiscussionPost;
    const second = (await post(bob.agent, { body: 'Second conversation' })).body as DiscussionPost;
    let seen = await page(ann.agent);
    expect(seen.body.posts[0]!.id).toBe(second.id);
    const reply = await bob.agent.post(apiPaths.discussionReplies(first.id)).send({ body: 'A reply to the first' });
    expect(reply.status).toBe(201);
    seen = await page(ann.agent);
    expect(seen.body.posts[0]!.id).toBe(first.id);
    expect(seen.body.posts[0]!.replies.map((r) => r.body)).toEqual(['A reply to the first']);
    const nested = await ann.agent.post(apiPaths.discussionReplies((reply.body as DiscussionPost).id)).send({ body: 'Nested' });
    expect(nested.status).toBe(400);
    expect(nested.body.error.message).toBe(DISCUSSION_MESSAGES.replyToReply);
  });

  it('pages by keyset without repeats or gaps', async () => {
    const g = await createGroup(admin.agent);
    await ann.agent.post(apiPaths.groupMembers(g.id)).send({});
    const ids: number[] = [];
    for (let i = 0; i < 23; i += 1) ids.push(((await post(ann.agent, { body: `Post ${i}` }, g.id)).body as DiscussionPost).id);
    const one = await page(ann.agent, g.id);
    expect(one.body.posts).toHaveLength(20);
    expect(one.body.count).toBe(23);
    expect(one.body.nextCursor).toBeTruthy();
    const two = await page(ann.agent, g.id, `?before=${one.body.nextCursor}`);
    expect(two.body.nextCursor).toBeNull();
    expect([...one.body.posts, ...two.body.posts].map((p) => p.id)).toEqual([...ids].reverse());
    expect((await page(ann.agent, g.id, '?before=not-a-cursor')).status).toBe(400);
  });

  it('a thank you counts once per member, never one\'s own', async () => {
    const p = (await post(ann.agent, { body: 'Thanks to everyone who came' })).body as DiscussionPost;
    expect((await bob.agent.put(apiPaths.discussionThanks(p.id))).body).toEqual({ thanks: 1, thankedByMe: true });
    expect((await bob.agent.put(apiPaths.discussionThanks(p.id))).body).toEqual({ thanks: 1, thankedByMe: true });
    expect((await admin.agent.put(apiPaths.discussionThanks(p.id))).body).toEqual({ thanks: 2, thankedByMe: true });
    expect((await ann.agent.put(apiPaths.discussionThanks(p.id))).status).toBe(400);
    expect((await bob.agent.delete(apiPaths.discussionThanks(p.id))).body).toEqual({ thanks: 1, thankedByMe: false });
    const seen = (await page(admin.agent)).body.posts.find((x) => x.id === p.id)!;
    expect(seen).toMatchObject({ thanks: 1, thankedByMe: true });
  });
});

describe('the author', () => {
  it('edits within the window (edited shows), not after it, and never another\'s post', async () => {
    const p = (await post(ann.agent, { body: 'Meet at ten' })).body as DiscussionPost;
    const edited = await ann.agent.patch(apiPaths.discussionPost(p.id)).send({ body: 'Meet at half past ten' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ body: 'Meet at half past ten' });
    expect(edited.body.editedAt).not.toBeNull();
    expect((await bob.agent.patch(apiPaths.discussionPost(p.id)).send({ body: 'Hijacked' })).status).toBe(403);
    await t.db('discussion_posts').where({ id: p.id }).update({ created_at: new Date(Date.now() - 16 * 60_000) });
    const late = await ann.agent.patch(apiPaths.discussionPost(p.id)).send({ body: 'Too late' });
    expect(late.status).toBe(403);
    expect(late.body.error.message).toBe(DISCUSSION_MESSAGES.editWindow);
    expect((await page(bob.agent)).body.posts.find((x) => x.id === p.id)).toMatchObject({ body: 'Meet at half past ten', editableUntil: null });
  });

  it('deletes their own post any time (replies go with it); others cannot', async () => {
    const p = (await post(ann.agent, { body: 'Delete me later' })).body as DiscussionPost;
    await bob.agent.post(apiPaths.discussionReplies(p.id)).send({ body: 'A reply' });
    await t.db('discussion_posts').where({ id: p.id }).update({ created_at: new Date(Date.now() - 86_400_000) });
    expect((await bob.agent.delete(apiPaths.discussionPost(p.id))).status).toBe(403);
    expect((await ann.agent.delete(apiPaths.discussionPost(p.id))).status).toBe(204);
    expect(await t.db('discussion_posts').where({ id: p.id }).orWhere({ parent_id: p.id }).first()).toBeUndefined();
    expect((await ann.agent.delete(apiPaths.discussionPost(p.id))).status).toBe(404);
  });
});

describe('those who run the place', () => {
  it('pin one post (a new pin replaces the old); members cannot pin', async () => {
    const a = (await post(ann.agent, { body: 'Pin candidate A' })).body as DiscussionPost;
    const b = (await post(ann.agent, { body: 'Pin candidate B' })).body as DiscussionPost;
    expect((await bob.agent.put(apiPaths.discussionPin(a.id))).status).toBe(403);
    expect((await admin.agent.put(apiPaths.discussionPin(a.id))).status).toBe(200);
    expect((await page(bob.agent)).body.pinned?.id).toBe(a.id);
    expect((await admin.agent.put(apiPaths.discussionPin(b.id))).status).toBe(200);
    const seen = (await page(bob.agent)).body;
    expect(seen.pinned?.id).toBe(b.id);
    expect(seen.posts.map((x) => x.id)).not.toContain(b.id);
    expect((await admin.agent.delete(apiPaths.discussionPin(b.id))).status).toBe(200);
    expect((await page(bob.agent)).body.pinned).toBeNull();
  });

  it('remove any post with a reason the author is told; members cannot; a reason is required', async () => {
    const p = (await post(bob.agent, { body: 'Buy my miracle cream' })).body as DiscussionPost;
    expect((await ann.agent.post(apiPaths.discussionRemoval(p.id)).send({ reason: 'Spam' })).status).toBe(403);
    const noReason = await admin.agent.post(apiPaths.discussionRemoval(p.id)).send({ reason: '   ' });
    expect(noReason.status).toBe(400);
    expect((await admin.agent.post(apiPaths.discussionRemoval(p.id)).send({ reason: 'Advertising is not allowed here.' })).status).toBe(204);
    expect((await page(ann.agent)).body.posts.map((x) => x.id)).not.toContain(p.id);
    const notice = await t.db('notifications').where({ user_id: bob.user.id, kind: 'discussion-removal' }).first();
    expect(notice).toMatchObject({ title: `Your post in ${groupName} was removed` });
    expect(notice.body).toContain('Advertising is not allowed here.');
    const bobsNotices = await bob.agent.get(apiPaths.notifications);
    expect(JSON.stringify(bobsNotices.body)).toContain('Advertising is not allowed here.');
  });

  it('a site admin who is not a member reads and moderates, but does not post', async () => {
    const site = t.agent();
    await signInAdmin(site, t.db);
    const p = (await post(ann.agent, { body: 'Seen by the moderators' })).body as DiscussionPost;
    const seen = await page(site);
    expect(seen.body).toMatchObject({ member: false, moderator: true });
    expect(seen.body.posts.map((x) => x.id)).toContain(p.id);
    expect((await post(site, { body: 'Hello' })).status).toBe(403);
    expect((await site.post(apiPaths.discussionRemoval(p.id)).send({ reason: 'Testing moderation' })).status).toBe(204);
  });
});

describe('communities', () => {
  it('members and leads of a community: write, read, pin; others see the count', async () => {
    const [c] = (await t.db('communities')
      .insert({ name: unique('Talk Circle '), location: 'Exeter, UK', type: 'learn', description: 'A circle', latitude: 50.72, longitude: -3.53 })
      .returning('id')) as Array<{ id: number }>;
    const id = c!.id;
    await t.db('community_leads').insert({ community_id: id, user_id: admin.user.id, role: 'leader' });
    await t.db('community_members').insert({ community_id: id, user_id: admin.user.id });
    expect((await ann.agent.post(apiPaths.communityMembership(id))).status).toBeLessThan(300);
    const res = await ann.agent.post(apiPaths.communityDiscussion(id)).send({ body: 'Hello circle' });
    expect(res.status).toBe(201);
    expect((await bob.agent.post(apiPaths.communityDiscussion(id)).send({ body: 'Hello' })).status).toBe(403);
    const asBob = await bob.agent.get(apiPaths.communityDiscussion(id));
    expect(asBob.body).toMatchObject({ member: false, count: 1, posts: [] });
    expect((await admin.agent.get(apiPaths.communityDiscussion(id))).body).toMatchObject({ member: true, moderator: true });
    expect((await ann.agent.put(apiPaths.discussionPin(res.body.id))).status).toBe(403);
    expect((await admin.agent.put(apiPaths.discussionPin(res.body.id))).status).toBe(200);
    // A hidden community answers as not found, to everyone, and its posts too.
    await t.db('communities').where({ id }).update({ hidden_at: new Date() });
    expect((await ann.agent.get(apiPaths.communityDiscussion(id))).status).toBe(404);
    expect((await t.request().get(apiPaths.communityDiscussion(id))).status).toBe(404);
    expect((await ann.agent.post(apiPaths.communityDiscussion(id)).send({ body: 'Still here?' })).status).toBe(404);
    expect((await ann.agent.patch(apiPaths.discussionPost(res.body.id)).send({ body: 'Edit' })).status).toBe(404);
  });
});

describe('blocks and hidden groups', () => {
  it('members who block each other do not see each other\'s posts or replies, nor reach them', async () => {
    const g = await createGroup(admin.agent);
    for (const m of [ann, bob]) await m.agent.post(apiPaths.groupMembers(g.id)).send({});
    const annPost = (await post(ann.agent, { body: 'Ann speaks' }, g.id)).body as DiscussionPost;
    const bobPost = (await post(bob.agent, { body: 'Bob speaks' }, g.id)).body as DiscussionPost;
    await admin.agent.post(apiPaths.discussionReplies(annPost.id)).send({ body: 'Admin answers Ann' });
    await bob.agent.post(apiPaths.discussionReplies(annPost.id)).send({ body: 'Bob answers Ann' });
    expect((await ann.agent.post(apiPaths.blocks).send({ userId: bob.user.id })).status).toBe(201);
    const asAnn = (await page(ann.agent, g.id)).body;
    expect(asAnn.posts.map((p) => p.id)).toEqual([annPost.id]);
    expect(asAnn.posts[0]!.replies.map((r) => r.body)).toEqual(['Admin answers Ann']);
    const asBob = (await page(bob.agent, g.id)).body;
    expect(asBob.posts.map((p) => p.id)).toEqual([bobPost.id]);
    expect((await bob.agent.post(apiPaths.discussionReplies(annPost.id)).send({ body: 'Again' })).status).toBe(404);
    expect((await bob.agent.put(apiPaths.discussionThanks(annPost.id))).status).toBe(404);
    expect((await page(admin.agent, g.id)).body.posts).toHaveLength(2);
  });

  it('a hidden group answers as not found', async () => {
    const g = await createGroup(admin.agent);
    await t.db.raw('update groups set hidden_at = now() where id = ?', [g.id]);
    expect((await page(admin.agent, g.id)).status).toBe(404);
    expect((await post(admin.agent, { body: 'Anyone?' }, g.id)).status).toBe(404);
    expect((await page(admin.agent, 987654)).status).toBe(404);
  });
});

describe('bad input is a clear 400, never a 5xx, nothing written', () => {
  const cases: Array<[string, unknown, string]> = [
    ['empty', { body: '' }, DISCUSSION_MESSAGES.empty],
    ['whitespace only', { body: ' \n\t  ' }, DISCUSSION_MESSAGES.empty],
    ['invisible characters only', { body: '\u200B\u200C\u2060' }, 'Please use visible letters.'],
    ['over-long', { body: 'a'.repeat(DISCUSSION_POST_MAX + 1) }, DISCUSSION_MESSAGES.tooLong],
    ['bidi controls', { body: 'Hello \u202Eevil' }, 'Please remove the hidden text-direction characters.'],
    ['missing', {}, ''],
    ['not a string', { body: 42 }, ''],
    ['extra fields', { body: 'Hi', authorId: 1 }, ''],
  ];
  for (const [name, body, message] of cases) {
    it(name, async () => {
      const before = await t.db('discussion_posts').count<{ n: string }[]>('* as n');
      const res = await post(ann.agent, body);
      expect(res.status).toBe(400);
      if (message) expect(JSON.stringify(res.body)).toContain(message);
      expect(await t.db('discussion_posts').count<{ n: string }[]>('* as n')).toEqual(before);
    });
  }

  it('NUL and other control characters', async () => {
    expect((await post(ann.agent, { body: 'Hello\u0000there' })).status).toBe(400);
    expect((await post(ann.agent, { body: 'Bell\u0007' })).status).toBe(400);
  });

  it('bad ids and a reply to nothing', async () => {
    expect((await ann.agent.get('/api/groups/abc/discussion')).status).toBe(400);
    expect((await ann.agent.post(apiPaths.discussionReplies(987654)).send({ body: 'Hi' })).status).toBe(404);
    expect((await ann.agent.patch('/api/discussion-posts/0').send({ body: 'Hi' })).status).toBe(400);
  });

  it('a post at the limit is accepted, trimmed', async () => {
    const res = await post(ann.agent, { body: `  ${'b'.repeat(DISCUSSION_POST_MAX)}  ` });
    expect(res.status).toBe(201);
    expect(res.body.body).toHaveLength(DISCUSSION_POST_MAX);
  });
});

// Item 6 with the bell: opening a discussion marks its notices read (the header's count follows); others stay.
describe('opening a discussion reads its notices', () => {
  it('marks that discussion\'s notices read, not another place\'s, and refuses a bad place with a 400', async () => {
    const other = await createGroup(admin.agent);
    expect((await bob.agent.post(apiPaths.groupMembers(other.id)).send({})).status).toBeLessThan(300);
    expect((await post(ann.agent, { body: 'Tea after the walk at the café by the bridge' })).status).toBe(201);
    expect((await post(admin.agent, { body: 'Bring a torch for the evening walk' }, other.id)).status).toBe(201);
    const unreadAbout = async (id: number) => {
      const list = (await bob.agent.get(apiPaths.notifications)).body as { items: Array<{ link: string; read: boolean }>; unread: number };
      return list.items.filter((n) => !n.read && n.link?.startsWith(`/groups/${id}?`)).length;
    };
    expect(await unreadAbout(groupId)).toBeGreaterThan(0);
    expect(await unreadAbout(other.id)).toBe(1);

    const read = await bob.agent.post(apiPaths.notificationsRead).send({ discussion: { place: 'group', id: groupId } });
    expect(read.status).toBe(200);
    expect(read.body.marked).toBeGreaterThan(0);
    expect(await unreadAbout(groupId)).toBe(0);
    expect(await unreadAbout(other.id)).toBe(1);

    const bad = await bob.agent.post(apiPaths.notificationsRead).send({ discussion: { place: 'planet', id: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/Unknown kind of place/);
    // 'Mark all as read' still reads everything.
    expect((await bob.agent.post(apiPaths.notificationsRead)).status).toBe(200);
    expect(await unreadAbout(other.id)).toBe(0);
  });
});
