import { apiPaths } from '@afterwork/contracts/paths';
import type { DiscussionPage, DiscussionPost } from '@afterwork/contracts/discussions';
import type { ModerationQueue } from '@afterwork/contracts/safety';
import { SCAM_NUDGE_CODE, SCAM_NUDGE_MESSAGE } from '@afterwork/contracts/scam-guard';
import { createTestApp, signInAdmin, type TestApp } from '../support';
import { createGroup, DAY, member } from '../groups/helpers';

// Issue 30, item 5: the scam guard in discussions — the sender's nudge (422 scam_nudge, nothing stored), 'send
// anyway' (stored with a flag), the readers' warning (never the author's), and repeated hits in the moderation queue.
let t: TestApp;
let organiser: Awaited<ReturnType<typeof member>>;
let sam: Awaited<ReturnType<typeof member>>; // sends what looks like a scam
let rita: Awaited<ReturnType<typeof member>>; // reads
let groupId: number;

const SCAM = 'Hello all, can you lend me £200 today? Add me on WhatsApp and I will explain.';
const countPosts = async () => Number((await t.db('discussion_posts').where({ group_id: groupId }).count<{ n: string }[]>('* as n'))[0]!.n);

beforeAll(async () => {
  // Two hits within a day put a member in the queue (the default is 3 in 30 days).
  t = createTestApp({ config: { scamReview: { hits: 2, windowMs: DAY } } });
  organiser = await member(t, 'Olga Organiser');
  sam = await member(t, 'Sam Sender');
  rita = await member(t, 'Rita Reader');
  groupId = (await createGroup(organiser.agent)).id;
  for (const m of [sam, rita]) expect((await m.agent.post(apiPaths.groupMembers(groupId)).send({})).status).toBeLessThan(300);
});
afterAll(() => t.close());

describe('the sender', () => {
  it('is nudged (422 scam_nudge with the reasons) and nothing is stored', async () => {
    const before = await countPosts();
    const res = await sam.agent.post(apiPaths.groupDiscussion(groupId)).send({ body: SCAM });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ message: SCAM_NUDGE_MESSAGE, code: SCAM_NUDGE_CODE, reasons: ['money', 'other_channel', 'urgency'] });
    expect(res.body.error.message).toMatch(/^For everyone's safety, never ask members for money/);
    expect(await countPosts()).toBe(before);
    // 'confirmed' must be a boolean.
    expect((await sam.agent.post(apiPaths.groupDiscussion(groupId)).send({ body: SCAM, confirmed: 'yes' })).status).toBe(400);
  });

  it('is not nudged for ordinary talk', async () => {
    const res = await sam.agent.post(apiPaths.groupDiscussion(groupId)).send({ body: 'I can lend you my walking poles on Saturday. Bring £2 for tea!' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ warning: false, warningReasons: [], kind: 'post' });
  });

  it('may send anyway: stored with the flag; readers see a warning, the author does not', async () => {
    const res = await sam.agent.post(apiPaths.groupDiscussion(groupId)).send({ body: SCAM, confirmed: true });
    expect(res.status).toBe(201);
    const mine = res.body as DiscussionPost;
    expect(mine).toMatchObject({ body: SCAM, mine: true, warning: false, warningReasons: [] });

    const seen = ((await rita.agent.get(apiPaths.groupDiscussion(groupId))).body as DiscussionPage).posts.find((p) => p.id === mine.id)!;
    expect(seen).toMatchObject({ warning: true, warningReasons: ['money', 'other_channel', 'urgency'] });
    const own = ((await sam.agent.get(apiPaths.groupDiscussion(groupId))).body as DiscussionPage).posts.find((p) => p.id === mine.id)!;
    expect(own.warning).toBe(false);
  });

  it('replies are screened the same way', async () => {
    const first = (await rita.agent.post(apiPaths.groupDiscussion(groupId)).send({ body: 'Who is coming on Sunday?' })).body as DiscussionPost;
    const nudged = await sam.agent.post(apiPaths.discussionReplies(first.id)).send({ body: 'Buy me some Apple gift cards and send the codes' });
    expect(nudged.status).toBe(422);
    expect(nudged.body.error).toMatchObject({ code: SCAM_NUDGE_CODE, reasons: ['gift_cards'] });
    const sent = await sam.agent.post(apiPaths.discussionReplies(first.id)).send({ body: 'Buy me some Apple gift cards and send the codes', confirmed: true });
    expect(sent.status).toBe(201);
    const page = (await rita.agent.get(apiPaths.groupDiscussion(groupId))).body as DiscussionPage;
    expect(page.posts.find((p) => p.id === first.id)!.replies[0]).toMatchObject({ warning: true, warningReasons: ['gift_cards'] });
  });
});

describe('repeated hits', () => {
  it('put the member in the moderation queue with the flagged texts (one report however many follow)', async () => {
    // Sam sent two flagged messages anyway above: the scam guard's report is open.
    const admin = t.agent();
    await signInAdmin(admin, t.db);
    const queue = (await admin.get(apiPaths.adminReports)).body as ModerationQueue;
    const item = queue.items.find((i) => i.targetType === 'member' && i.targetId === sam.user.id)!;
    expect(item).toBeDefined();
    expect(item.reports).toHaveLength(1);
    expect(item.reports[0]!.reason).toBe('scam');
    expect(item.reports[0]!.note).toMatch(/^The scam guard flagged 2 messages from this member/);
    const texts = Object.values(item.reports[0]!.snapshot).join('\n');
    expect(texts).toContain(SCAM);
    expect(texts).toContain('Buy me some Apple gift cards');

    // A third hit refreshes the same report.
    expect((await sam.agent.post(apiPaths.groupDiscussion(groupId)).send({ body: 'Send me your bank details please', confirmed: true })).status).toBe(201);
    const again = ((await admin.get(apiPaths.adminReports)).body as ModerationQueue).items.find((i) => i.targetType === 'member' && i.targetId === sam.user.id)!;
    expect(again.reports).toHaveLength(1);
    expect(again.reports[0]!.note).toMatch(/^The scam guard flagged 3 messages/);
    expect(Object.values(again.reports[0]!.snapshot).join('\n')).toContain('Send me your bank details please');
  });

  it('a member who edits a post into a scam is nudged, and counted when they confirm', async () => {
    const p = (await rita.agent.post(apiPaths.groupDiscussion(groupId)).send({ body: 'Lovely walk today' })).body as DiscussionPost;
    const nudged = await rita.agent.patch(apiPaths.discussionPost(p.id)).send({ body: 'Lovely walk today. Invest in bitcoin with me!' });
    expect(nudged.status).toBe(422);
    expect(nudged.body.error.code).toBe(SCAM_NUDGE_CODE);
    expect((await rita.agent.patch(apiPaths.discussionPost(p.id)).send({ body: 'Lovely walk today. Invest in bitcoin with me!', confirmed: true })).status).toBe(200);
    expect(Number((await t.db('scam_hits').where({ user_id: rita.user.id }).count<{ n: string }[]>('* as n'))[0]!.n)).toBe(1);
  });
});
