import nodemailer from 'nodemailer';
import { apiPaths } from '@afterwork/contracts/paths';
import { DISCUSSION_MESSAGES, type DiscussionPage, type DiscussionPost } from '@afterwork/contracts/discussions';
import { replyAddress } from '../../src/modules/mail/public';
import { createInboundSmtpServer, REPLY_WORDS, type InboundSmtpServer } from '../../src/modules/inbound-mail/public';
import type { MailInbox, ReceivedMail } from '../../src/dev/mail-inbox';
import { startAppWithInbox, stopAppWithInbox, type TestApp } from '../support';
import { createGroup, member } from '../groups/helpers';

// Issue 30, item 6: reply by email. A reply to a member's post is mailed to them with a signed, per-member,
// per-thread Reply-To; their answer, sent from their mail program over real SMTP to the inbound server, lands in the
// conversation without the quoted mail and the signature. A mail from another address, to a forged address, to a
// conversation the member can no longer see, or too large, is refused (and the member told why by mail).
let t: TestApp;
let inbox: MailInbox;
let inbound: InboundSmtpServer;
let inboundPort: number;
let owner: Awaited<ReturnType<typeof member>>;
let ann: Awaited<ReturnType<typeof member>>;
let bob: Awaited<ReturnType<typeof member>>;
let groupId: number;
let annPost: DiscussionPost;
let replyTo: string;

const MAX_BYTES = 64 * 1024;

/** Sends a mail to the inbound server as a mail program would (real SMTP). */
function sendAnswer(opts: { from: string; to: string; text: string; messageId?: string; html?: string }) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: inboundPort, secure: false, ignoreTLS: true });
  return transport.sendMail({ from: opts.from, to: opts.to, subject: 'Re: your post', text: opts.text, html: opts.html, messageId: opts.messageId });
}

const thread = async (): Promise<DiscussionPost> => {
  const page = (await owner.agent.get(apiPaths.groupDiscussion(groupId))).body as DiscussionPage;
  return [...page.posts, ...(page.pinned ? [page.pinned] : [])].find((p) => p.id === annPost.id)!;
};
const refusalFor = (email: string, after: number): Promise<ReceivedMail> =>
  inbox.waitFor((m) => m.id > after && m.to.includes(email) && m.subject === 'Your email answer was not posted');

beforeAll(async () => {
  ({ t, inbox } = await startAppWithInbox());
  inbound = createInboundSmtpServer({ service: t.app.deps.services.inboundMail, maxBytes: MAX_BYTES, logger: t.app.deps.logger });
  inboundPort = await inbound.listen(0, '127.0.0.1');
  owner = await member(t, 'Olga Owner');
  ann = await member(t, 'Ann Poster');
  bob = await member(t, 'Bob Replier');
  groupId = (await createGroup(owner.agent)).id;
  for (const m of [ann, bob]) expect((await m.agent.post(apiPaths.groupMembers(groupId)).send({})).status).toBeLessThan(300);
  annPost = (await ann.agent.post(apiPaths.groupDiscussion(groupId)).send({ body: 'Can someone give me a lift from the station on Tuesday?' })).body as DiscussionPost;
  expect(annPost.id).toBeGreaterThan(0);
});
afterAll(async () => {
  await inbound?.close();
  await stopAppWithInbox({ t, inbox });
});

it('a reply to her post is mailed to her with a reply address of her own for that conversation', async () => {
  const res = await bob.agent.post(apiPaths.discussionReplies(annPost.id)).send({ body: 'I can, I will be at the station at 9.' });
  expect(res.status).toBe(201);
  const subject = `Bob Replier replied to your post in ${await groupName()}`;
  const mail = await inbox.waitFor((m) => m.to.includes(ann.credentials.email) && m.subject === subject);
  expect(mail.text).toContain('I can, I will be at the station at 9.');
  expect(mail.text).toContain('To answer, reply to this email');
  replyTo = mail.headers['reply-to'] ?? '';
  const domain = t.app.deps.config.inboundMail.domain.replace(/\./g, '\\.');
  expect(replyTo).toMatch(new RegExp(`^reply\\+post\\.${annPost.id}\\.${ann.user.id}\\.[0-9a-f]{32}@${domain}$`));
  // Bob's own copy? He wrote the reply: nobody tells him of it.
  expect(inbox.mails.some((m) => m.to.includes(bob.credentials.email) && m.subject.includes('replied to your post'))).toBe(false);
});

async function groupName(): Promise<string> {
  return ((await owner.agent.get(apiPaths.group(groupId))).body as { name: string }).name;
}

it('her answer from her mail program lands in the conversation, without the quoted mail or her signature, once', async () => {
  const text = 'Thank you Bob, that is very kind. See you at 9.\n\n-- \nAnn\n\nOn Sun, 29 Nov 2026 at 10:00, Afterwork <hello@afterwork.local> wrote:\n> Bob Replier replied to your post\n> I can, I will be at the station at 9.';
  const messageId = `<answer-${Date.now()}@example.com>`;
  await sendAnswer({ from: `Ann Poster <${ann.credentials.email}>`, to: replyTo, text, messageId });
  let post = await thread();
  const answers = post.replies.filter((r) => r.author.id === ann.user.id);
  expect(answers.map((r) => r.body)).toEqual(['Thank you Bob, that is very kind. See you at 9.']);
  // The same mail delivered again (a sender that never heard our OK) is not posted twice.
  await sendAnswer({ from: ann.credentials.email, to: replyTo, text, messageId });
  post = await thread();
  expect(post.replies.filter((r) => r.author.id === ann.user.id)).toHaveLength(1);
  // Bob, who wrote the reply she answered, is not Ann's post's author: he gets no reply mail for it (only authors do).
});

it('an HTML-only answer is read as its text', async () => {
  await sendAnswer({ from: ann.credentials.email, to: replyTo, text: undefined as unknown as string, html: '<p>Also: I will bring <b>my walking poles</b>.</p><blockquote>older words</blockquote>' });
  const post = await thread();
  expect(post.replies.map((r) => r.body)).toContain('Also: I will bring my walking poles.');
});

it('an answer from another address is not posted, and she is told why at her own address', async () => {
  const before = inbox.mails.at(-1)?.id ?? 0;
  const count = (await thread()).replies.length;
  await sendAnswer({ from: 'someone.else@example.net', to: replyTo, text: 'Send me your bank details' });
  const refusal = await refusalFor(ann.credentials.email, before);
  expect(refusal.text).toContain(REPLY_WORDS.wrongSender('someone.else@example.net'));
  expect(refusal.text).toContain('nothing is lost');
  expect(inbox.mails.some((m) => m.id > before && m.to.includes('someone.else@example.net'))).toBe(false);
  expect((await thread()).replies).toHaveLength(count);
});

it('a forged or unknown reply address is refused at the door (it never relays)', async () => {
  const forged = replyTo.replace(/\.[0-9a-f]{32}@/, `.${'0'.repeat(32)}@`);
  await expect(sendAnswer({ from: ann.credentials.email, to: forged, text: 'Hello' })).rejects.toMatchObject({ responseCode: 550 });
  // Bob's address for Ann's thread cannot be made from Ann's: the signature covers the member.
  const asBob = replyTo.replace(`.${ann.user.id}.`, `.${bob.user.id}.`);
  await expect(sendAnswer({ from: bob.credentials.email, to: asBob, text: 'Hello' })).rejects.toMatchObject({ responseCode: 550 });
  await expect(sendAnswer({ from: ann.credentials.email, to: 'postmaster@example.com', text: 'Relay me' })).rejects.toMatchObject({ responseCode: 550 });
  // A real address made with another secret is not ours either.
  const otherSecret = replyAddress('another-installation-secret-0123456789', t.app.deps.config.inboundMail.domain, { kind: 'post', threadId: annPost.id, memberId: ann.user.id });
  await expect(sendAnswer({ from: ann.credentials.email, to: otherSecret, text: 'Hello' })).rejects.toMatchObject({ responseCode: 550 });
});

it('a mail over the size limit is refused', async () => {
  await expect(sendAnswer({ from: ann.credentials.email, to: replyTo, text: 'x'.repeat(MAX_BYTES * 2) })).rejects.toMatchObject({ responseCode: 552 });
});

it('an answer with only the quoted mail posts nothing and says so', async () => {
  const before = inbox.mails.at(-1)?.id ?? 0;
  await sendAnswer({ from: ann.credentials.email, to: replyTo, text: 'On Sun, 29 Nov 2026 at 10:00, Afterwork wrote:\n> I can, I will be at the station at 9.' });
  expect((await refusalFor(ann.credentials.email, before)).text).toContain(REPLY_WORDS.empty);
});

it('after she leaves the group, her answer by mail is refused with the reason the website would give', async () => {
  expect((await ann.agent.delete(apiPaths.groupMember(groupId, ann.user.id))).status).toBeLessThan(300);
  const before = inbox.mails.at(-1)?.id ?? 0;
  const count = (await thread()).replies.length;
  await sendAnswer({ from: ann.credentials.email, to: replyTo, text: 'One more thing' });
  const refusal = await refusalFor(ann.credentials.email, before);
  expect(refusal.text).toContain(DISCUSSION_MESSAGES.notFound);
  expect((await thread()).replies).toHaveLength(count);
});

describe('a new post in her group', () => {
  it('tells the other members in the site, by mail to those who chose it (and they can answer it by mail), never those who block the author', async () => {
    const g = await createGroup(owner.agent);
    const carol = await member(t, 'Carol Mailreader');
    const dan = await member(t, 'Dan Blocker');
    for (const m of [bob, carol, dan]) expect((await m.agent.post(apiPaths.groupMembers(g.id)).send({})).status).toBeLessThan(300);
    expect((await carol.agent.patch(apiPaths.notificationPreferences).send({ kind: 'discussion-post', email: true, inSite: true })).status).toBe(200);
    expect((await dan.agent.post(apiPaths.blocks).send({ userId: bob.user.id })).status).toBe(201);

    const created = (await bob.agent.post(apiPaths.groupDiscussion(g.id)).send({ body: 'Tea at mine after the walk on Friday, all welcome.' })).body as DiscussionPost;
    const title = `Bob Replier wrote in ${g.name}`;
    const notices = async (who: typeof bob) => ((await who.agent.get(apiPaths.notifications)).body as { items: Array<{ title: string; link: string }> }).items;
    expect((await notices(owner)).find((n) => n.title === title)?.link).toBe(`/groups/${g.id}?tab=discussion#post-${created.id}`);
    expect((await notices(carol)).some((n) => n.title === title)).toBe(true);
    expect((await notices(dan)).some((n) => n.title === title)).toBe(false);
    expect((await notices(bob)).some((n) => n.title === title)).toBe(false);

    // Carol chose mail: it carries her own reply address for this post, and her answer by mail lands under it.
    const mail = await inbox.waitFor((m) => m.to.includes(carol.credentials.email) && m.subject === title);
    expect(mail.text).toContain('Tea at mine after the walk on Friday, all welcome.');
    const carolReplyTo = mail.headers['reply-to'] ?? '';
    expect(carolReplyTo).toContain(`reply+post.${created.id}.${carol.user.id}.`);
    // The owner kept mail off (the default): no mail for them.
    expect(inbox.mails.some((m) => m.to.includes(owner.credentials.email) && m.subject === title)).toBe(false);
    await sendAnswer({ from: carol.credentials.email, to: carolReplyTo, text: 'Lovely, I will bring scones.\n\nSent from my iPad' });
    const page = (await bob.agent.get(apiPaths.groupDiscussion(g.id))).body as DiscussionPage;
    expect(page.posts.find((p) => p.id === created.id)?.replies.map((r) => [r.author.name, r.body])).toEqual([['Carol Mailreader', 'Lovely, I will bring scones.']]);
  });
});
