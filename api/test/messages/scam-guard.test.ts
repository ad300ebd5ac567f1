import { apiPaths } from '@afterwork/contracts/paths';
import type { ConversationPage, SentMessage } from '@afterwork/contracts/messages';
import { SCAM_NUDGE_CODE, SCAM_NUDGE_MESSAGE } from '@afterwork/contracts/scam-guard';
import { createTestApp, type TestApp } from '../support';
import { createGroup, member } from '../groups/helpers';

// Issue 30, item 5: the scam guard in private messages — the sender's nudge (422 scam_nudge, nothing stored),
// 'send anyway' (stored with a flag; the reader sees the warning, the sender does not), ordinary messages unflagged.
let t: TestApp;
let sam: Awaited<ReturnType<typeof member>>; // sends what looks like a scam
let rita: Awaited<ReturnType<typeof member>>; // reads

const SCAM = 'Hello Rita, can you lend me £200 today? Add me on WhatsApp and I will explain.';
const countFrom = async (senderId: number) => Number((await t.db('messages').where({ sender_id: senderId }).count<{ n: string }[]>('* as n'))[0]!.n);

beforeAll(async () => {
  t = createTestApp();
  sam = await member(t, 'Sam Scamwriter');
  rita = await member(t, 'Rita Scamreader');
  const g = await createGroup(sam.agent);
  expect((await rita.agent.post(apiPaths.groupMembers(g.id)).send({})).status).toBeLessThan(300);
});
afterAll(() => t.close());

it('nudges the sender of a flagged first message (422 scam_nudge) and stores nothing', async () => {
  const res = await sam.agent.post(apiPaths.conversations).send({ recipientId: rita.user.id, body: SCAM });
  expect(res.status).toBe(422);
  expect(res.body.error).toEqual({ message: SCAM_NUDGE_MESSAGE, code: SCAM_NUDGE_CODE, reasons: ['money', 'other_channel', 'urgency'] });
  expect(await countFrom(sam.user.id)).toBe(0);
  expect((await sam.agent.post(apiPaths.conversations).send({ recipientId: rita.user.id, body: SCAM, confirmed: 'yes' })).status).toBe(400);
});

it('sent anyway: stored with the flag; the reader sees the warning, the sender does not; ordinary messages are not flagged', async () => {
  const res = await sam.agent.post(apiPaths.conversations).send({ recipientId: rita.user.id, body: SCAM, confirmed: true });
  expect(res.status).toBe(201);
  const { conversation, message } = res.body as SentMessage;
  expect(message).toMatchObject({ body: SCAM, mine: true, warning: false, warningReasons: [] });

  const ritas = (await rita.agent.get(apiPaths.conversationMessages(conversation.id))).body as ConversationPage;
  expect(ritas.messages.find((m) => m.id === message.id)).toMatchObject({ warning: true, warningReasons: ['money', 'other_channel', 'urgency'] });
  const sams = (await sam.agent.get(apiPaths.conversationMessages(conversation.id))).body as ConversationPage;
  expect(sams.messages.find((m) => m.id === message.id)).toMatchObject({ warning: false, warningReasons: [] });

  // In the conversation they already have: a flagged message is nudged again, an ordinary one goes through unflagged.
  const again = await sam.agent.post(apiPaths.conversationMessages(conversation.id)).send({ body: 'Buy me some Apple gift cards and send the codes' });
  expect(again.status).toBe(422);
  expect(again.body.error).toMatchObject({ code: SCAM_NUDGE_CODE, reasons: ['gift_cards'] });
  const ordinary = await rita.agent.post(apiPaths.conversationMessages(conversation.id)).send({ body: 'I can lend you my walking poles on Saturday. Bring £2 for tea!' });
  expect(ordinary.status).toBe(201);
  const sent = (ordinary.body as SentMessage).message;
  const seen = ((await sam.agent.get(apiPaths.conversationMessages(conversation.id))).body as ConversationPage).messages.find((m) => m.id === sent.id);
  expect(seen).toMatchObject({ warning: false, warningReasons: [] });
  expect(await countFrom(sam.user.id)).toBe(1);
});
