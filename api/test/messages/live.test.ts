import { apiPaths } from '@afterwork/contracts/paths';
import type { SentMessage } from '@afterwork/contracts/messages';
import { createTestApp, type TestApp } from '../support';
import { createGroup, member } from '../groups/helpers';
import { openStream, serve, sessionCookie, until, type Received, type SseStream } from '../realtime/sse-client';

// Issue 30: a private message reaches the open pages of its two members (ids only), and nobody else's.
let t: TestApp;
let web: Awaited<ReturnType<typeof serve>>;
const open: SseStream[] = [];

const stream = async (cookie: string) => {
  const s = await openStream(web.origin, cookie);
  open.push(s);
  await until(() => s.raw.includes('retry: '));
  return s;
};
const about = (conversationId: number, change: string) => (e: Received) =>
  e.data.kind === 'message' && e.data.conversationId === conversationId && e.data.change === change;

beforeAll(async () => {
  t = createTestApp();
  web = await serve(t);
});
afterAll(async () => {
  for (const s of open.splice(0)) s.close();
  await web.close();
  await t.close();
});

it('the recipient’s stream gets the message event; a third member’s does not', async () => {
  const ann = await member(t, 'Ann Livewriter');
  const bob = await member(t, 'Bob Livereader');
  const eve = await member(t, 'Eve Liveother');
  const g = await createGroup(ann.agent);
  for (const m of [bob, eve]) expect((await m.agent.post(apiPaths.groupMembers(g.id)).send({})).status).toBeLessThan(300);
  const bobs = await stream(await sessionCookie(t, bob.credentials));
  const eves = await stream(await sessionCookie(t, eve.credentials));

  const sent = await ann.agent.post(apiPaths.conversations).send({ recipientId: bob.user.id, body: 'Secret tea plans for Tuesday' });
  expect(sent.status).toBe(201);
  const { conversation, message } = sent.body as SentMessage;
  const got = await bobs.next(about(conversation.id, 'message'));
  expect(got.data).toEqual({ kind: 'message', change: 'message', conversationId: conversation.id, messageId: message.id });
  expect(JSON.stringify(got.data)).not.toContain('tea');

  // Bob reads, Ann deletes: both tell the two of them.
  expect((await bob.agent.post(apiPaths.conversationRead(conversation.id)).send({})).status).toBeLessThan(300);
  await bobs.next(about(conversation.id, 'read'));
  expect((await ann.agent.delete(apiPaths.message(message.id))).status).toBeLessThan(300);
  await bobs.next(about(conversation.id, 'delete'));

  expect(eves.events.some((e) => e.data.kind === 'message')).toBe(false);
});
