import { apiPaths } from '@afterwork/contracts/paths';
import { DISCUSSION_MESSAGES, type DiscussionPage, type DiscussionPost } from '@afterwork/contracts/discussions';
import { createTestApp, type TestApp } from '../support';
import { createGroup, DAY, HOUR, insertActivity, member } from '../groups/helpers';

// Issue 30, item 2: an activity's 'Questions and chat' — its host's members read and write; read-only 7 days after
// it ends (a clear 409); members going to it are told of new messages by a notice (not the author).
let t: TestApp;
let admin: Awaited<ReturnType<typeof member>>; // runs the group
let ann: Awaited<ReturnType<typeof member>>; // a member, going
let bob: Awaited<ReturnType<typeof member>>; // a member, not answering
let outsider: Awaited<ReturnType<typeof member>>;
let groupId: number;
let soonId: number;
let endedId: number; // ended 3 days ago: still open
let closedId: number; // ended 8 days ago: read-only

const chat = (id: number) => apiPaths.activityDiscussion(id);
const chatNotices = async (userId: number) =>
  (await t.db('notifications').where({ user_id: userId, kind: 'activity-chat' }).orderBy('id').select('title', 'body', 'link')) as Array<{ title: string; body: string; link: string }>;

beforeAll(async () => {
  t = createTestApp();
  admin = await member(t, 'Grace Chatadmin');
  ann = await member(t, 'Ann Chatter');
  bob = await member(t, 'Bob Chatter');
  outsider = await member(t, 'Olive Chatoutsider');
  groupId = (await createGroup(admin.agent)).id;
  for (const m of [ann, bob]) expect((await m.agent.post(apiPaths.groupMembers(groupId)).send({})).status).toBeLessThan(300);
  soonId = await insertActivity(t.db, groupId, { title: 'Chatty harbour walk' });
  endedId = await insertActivity(t.db, groupId, { startInMs: -3 * DAY - 2 * HOUR });
  closedId = await insertActivity(t.db, groupId, { startInMs: -8 * DAY - 2 * HOUR });
  await t.db('activity_attendees').insert({ activity_id: soonId, user_id: ann.user.id, status: 'going' });
});
afterAll(() => t.close());

describe("an activity's questions and chat", () => {
  it("the host's members write and read; visitors and outsiders see the count and may not write", async () => {
    const res = await bob.agent.post(chat(soonId)).send({ body: 'Can someone give me a lift from the station?' });
    expect(res.status).toBe(201);
    const asAnn = await ann.agent.get(chat(soonId));
    expect(asAnn.status).toBe(200);
    expect((asAnn.body as DiscussionPage).posts.map((p) => p.body)).toContain('Can someone give me a lift from the station?');
    expect((asAnn.body as DiscussionPage).closed).toBeNull();
    for (const who of [null, outsider.agent]) {
      const seen = await (who ?? t.request()).get(chat(soonId));
      expect(seen.status).toBe(200);
      expect(seen.body).toMatchObject({ member: false, posts: [], count: 1 });
    }
    const refused = await outsider.agent.post(chat(soonId)).send({ body: 'Hello' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(DISCUSSION_MESSAGES.membersOnly);
    expect((await t.request().post(chat(soonId)).send({ body: 'Hello' })).status).toBe(401);
  });

  it('members going to it are told of a new message or reply by a notice, never the author', async () => {
    const before = (await chatNotices(ann.user.id)).length;
    const first = (await admin.agent.post(chat(soonId)).send({ body: 'Running 5 minutes late' })).body as DiscussionPost;
    const notices = await chatNotices(ann.user.id);
    expect(notices.length).toBe(before + 1);
    expect(notices.at(-1)).toEqual({
      title: 'New message about Chatty harbour walk',
      body: "Grace Chatadmin wrote in 'Questions and chat' of Chatty harbour walk, an activity you are going to.",
      link: `/activities/${soonId}#chat`,
    });
    // Bob is not going: nothing for him. Ann's own reply tells nobody else going (she is the only one).
    expect(await chatNotices(bob.user.id)).toEqual([]);
    expect((await ann.agent.post(apiPaths.discussionReplies(first.id)).send({ body: 'No problem, we will wait' })).status).toBe(201);
    expect((await chatNotices(ann.user.id)).length).toBe(before + 1);
  });

  it('stays open for 7 days after the activity ends, then is read-only (409 with the reason), still readable', async () => {
    expect((await ann.agent.post(chat(endedId)).send({ body: 'Thank you all, lovely walk' })).status).toBe(201);
    // A post written while it was open, then the week passes.
    const [old] = await t.db('discussion_posts').insert({ activity_id: closedId, author_id: ann.user.id, body: 'See you all next time' }).returning('id');
    const closed = await ann.agent.post(chat(closedId)).send({ body: 'Anyone found my scarf?' });
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toBe(DISCUSSION_MESSAGES.chatClosed);
    for (const res of [
      await bob.agent.post(apiPaths.discussionReplies(old.id)).send({ body: 'Me too' }),
      await bob.agent.put(apiPaths.discussionThanks(old.id)),
      await ann.agent.patch(apiPaths.discussionPost(old.id)).send({ body: 'Changed' }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(DISCUSSION_MESSAGES.chatClosed);
    }
    const read = await bob.agent.get(chat(closedId));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ member: true, closed: DISCUSSION_MESSAGES.chatClosed });
    expect((read.body as DiscussionPage).posts.map((p) => p.body)).toEqual(['See you all next time']);
    expect(Number((await t.db('discussion_posts').where({ activity_id: closedId }).count('* as n'))[0]!.n)).toBe(1);
    // The author may still delete their own words.
    expect((await ann.agent.delete(apiPaths.discussionPost(old.id))).status).toBe(204);
  });

  it('a group admin removes a post with a reason; the author is told, with a link to the activity', async () => {
    const p = (await bob.agent.post(chat(soonId)).send({ body: 'Selling raffle tickets' })).body as DiscussionPost;
    expect((await admin.agent.post(apiPaths.discussionRemoval(p.id)).send({ reason: 'Not about the walk' })).status).toBe(204);
    const told = await t.db('notifications').where({ user_id: bob.user.id, kind: 'discussion-removal' }).first('title', 'body', 'link');
    expect(told).toEqual({
      title: 'Your post in Chatty harbour walk was removed',
      body: 'A group admin or community lead removed your post. The reason they gave: Not about the walk',
      link: `/activities/${soonId}`,
    });
  });

  it('an activity that does not exist, is hidden, or a bad id: a clear 4xx', async () => {
    expect((await ann.agent.get(chat(2_000_000_000))).status).toBe(404);
    expect((await ann.agent.get(chat(2_000_000_000))).body.error.message).toBe('Activity not found');
    expect((await ann.agent.get('/api/activities/abc/discussion')).status).toBe(400);
    const hiddenId = await insertActivity(t.db, groupId);
    await t.db.raw('update activities set hidden_at = now() where id = ?', [hiddenId]);
    expect((await ann.agent.post(chat(hiddenId)).send({ body: 'Hello' })).status).toBe(404);
  });
});
