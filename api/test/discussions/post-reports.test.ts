import { apiPaths } from '@afterwork/contracts/paths';
import type { DiscussionPage, DiscussionPost } from '@afterwork/contracts/discussions';
import { createTestApp, newAdmin, type TestApp } from '../support';
import { createGroup, member } from '../groups/helpers';

// Issue 30, item 7: a member reports a post or a reply; the moderators' queue shows it with its context (where, and
// what a reply answers); 'Hide' takes it out of the discussion for everyone, out of the bells, and out of the mails
// still queued about it. Only a reader of the discussion can report (anyone else: as if it did not exist).
let t: TestApp;
type Member = Awaited<ReturnType<typeof member>>;
type QueueItem = { targetType: string; targetId: number; targetLabel: string; authorId: number; hidden: boolean; reports: Array<{ snapshot: Record<string, unknown> }> };

beforeAll(() => {
  t = createTestApp({ limits: { reports: { max: 1000, windowMs: 3_600_000 } } });
});
afterAll(() => t.close());

async function place(): Promise<{ g: { id: number; name: string }; ann: Member; con: Member; outsider: Member }> {
  const ann = await member(t, 'Ann Reader');
  const con = await member(t, 'Con Poster');
  const outsider = await member(t, 'Olive Outside');
  const g = await createGroup(ann.agent);
  expect((await con.agent.post(apiPaths.groupMembers(g.id)).send({})).status).toBeLessThan(300);
  return { g, ann, con, outsider };
}
const mailContent = (subject: string) => ({
  subject, greeting: 'Hello Ann,', paragraphs: ['Con Poster wrote in the discussion.'], action: { label: 'Read it', url: 'http://afterwork.test/groups/1' }, reason: 'You chose mails of new posts.',
});
const report = (m: Member, id: number) => m.agent.post(apiPaths.reports).send({ targetType: 'post', targetId: id, reason: 'scam', note: 'Asks for money' });

describe('reporting a post or a reply', () => {
  it('the queue shows a post with where it was written; hiding removes it for everyone, from the bells and the queued mails', async () => {
    const { g, ann, con, outsider } = await place();
    const bad = (await con.agent.post(apiPaths.groupDiscussion(g.id)).send({ body: 'Send me 200 pounds in gift cards today please', confirmed: true })).body as DiscussionPost;
    expect(bad.id).toBeGreaterThan(0);
    // Ann was told of it in the bell.
    expect(((await ann.agent.get(apiPaths.notifications)).body.items as Array<{ kind: string }>).some((n) => n.kind === 'discussion-post')).toBe(true);

    // Somebody who cannot read the discussion cannot report it; a bad target type is a clear 400.
    const stranger = await report(outsider, bad.id);
    expect(stranger.status).toBe(404);
    expect((await ann.agent.post(apiPaths.reports).send({ targetType: 'comment', targetId: bad.id, reason: 'scam' })).status).toBe(400);

    const sent = await report(ann, bad.id);
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatch(/thank/i);

    const admin = await newAdmin(t);
    const queue = (await admin.agent.get(apiPaths.adminReports)).body as { items: QueueItem[] };
    const item = queue.items.find((i) => i.targetType === 'post' && i.targetId === bad.id)!;
    expect(item).toMatchObject({ targetLabel: `Post by Con Poster in the discussion of ${g.name}`, authorId: con.user.id, hidden: false });
    expect(item.reports[0]!.snapshot).toMatchObject({ where: `the discussion of ${g.name}`, from: 'Con Poster', post: 'Send me 200 pounds in gift cards today please' });

    // A reply under it goes with it.
    const under = (await ann.agent.post(apiPaths.discussionReplies(bad.id)).send({ body: 'Is this really you?' })).body as DiscussionPost;
    expect(under.id).toBeGreaterThan(0);
    // A mail about it still in the queue (a member who asked for new posts by mail).
    const key = `discussion-post:${bad.id}:${ann.user.id}`;
    const hide = await admin.agent.post(apiPaths.adminModeration).send({ targetType: 'post', targetId: bad.id, action: 'hide', reason: 'Asking for money' });
    expect(hide.status).toBe(200);
    expect(hide.body.message).toMatch(/no longer shows anywhere/);

    for (const m of [ann, con]) {
      const page = (await m.agent.get(apiPaths.groupDiscussion(g.id))).body as DiscussionPage;
      expect(page.posts.map((p) => p.id)).not.toContain(bad.id);
    }
    expect(((await ann.agent.get(apiPaths.notifications)).body.items as Array<{ kind: string; link: string }>).some((n) => n.link?.endsWith(`#post-${bad.id}`))).toBe(false);
    const outcome = await t.app.deps.mail.deliver({ key, userId: ann.user.id, to: ann.credentials.email, kind: 'discussion-post', content: mailContent('New post') });
    expect(outcome).toBe('skipped');
    // Another post's mail is not withdrawn by it (whole parts of the key only).
    expect(await t.app.deps.mail.deliver({ key: `discussion-post:${bad.id}0:${ann.user.id}`, userId: null, to: 'someone@example.org', kind: 'discussion-post', content: mailContent('Other post') })).toBe('sent');

    expect((await report(con, under.id)).status).toBe(404);
    expect(await t.app.deps.mail.deliver({ key: `discussion-reply:${under.id}:${con.user.id}`, userId: con.user.id, to: con.credentials.email, kind: 'discussion-reply', content: mailContent('Reply') })).toBe('skipped');
    // Hidden: it cannot be reported again, replied to nor thanked; the queue marks it hidden.
    expect((await report(ann, bad.id)).status).toBe(404);
    expect((await ann.agent.post(apiPaths.discussionReplies(bad.id)).send({ body: 'What?' })).status).toBe(404);
    expect((await admin.agent.post(apiPaths.adminModeration).send({ targetType: 'post', targetId: bad.id, action: 'hide', reason: 'Again' })).status).toBe(404);
  });

  it('a reply: the queue shows the post it answers and the reply before it', async () => {
    const { g, ann, con } = await place();
    const first = (await ann.agent.post(apiPaths.groupDiscussion(g.id)).send({ body: 'Can anyone give me a lift from the station on Tuesday?' })).body as DiscussionPost;
    expect((await ann.agent.post(apiPaths.discussionReplies(first.id)).send({ body: 'I arrive at 10:15.' })).status).toBe(201);
    const bad = (await con.agent.post(apiPaths.discussionReplies(first.id)).send({ body: 'I will if you pay me first, cash only', confirmed: true })).body as DiscussionPost;
    expect((await report(ann, bad.id)).status).toBe(201);
    const admin = await newAdmin(t);
    const item = ((await admin.agent.get(apiPaths.adminReports)).body as { items: QueueItem[] }).items.find((i) => i.targetType === 'post' && i.targetId === bad.id)!;
    expect(item.targetLabel).toBe(`Reply by Con Poster in the discussion of ${g.name}`);
    expect(item.reports[0]!.snapshot).toMatchObject({
      reply: 'I will if you pay me first, cash only',
      in_answer_to: expect.stringContaining('Can anyone give me a lift from the station on Tuesday?') as unknown,
      reply_before: expect.stringContaining('Ann Reader') as unknown,
    });
    expect(item.reports[0]!.snapshot.reply_before).toContain('I arrive at 10:15.');

    expect((await admin.agent.post(apiPaths.adminModeration).send({ targetType: 'post', targetId: bad.id, action: 'hide', reason: 'Asking for money' })).status).toBe(200);
    const page = (await ann.agent.get(apiPaths.groupDiscussion(g.id))).body as DiscussionPage;
    const post = page.posts.find((p) => p.id === first.id)!;
    expect(post.replies.map((r) => r.body)).toEqual(['I arrive at 10:15.']);
  });
});
