import { apiPaths } from '@afterwork/contracts/paths';
import {
  MESSAGE_MAX, MESSAGE_WORDS, type ConversationList, type ConversationPage, type ConversationWith, type SentMessage,
} from '@afterwork/contracts/messages';
import { privateMessage } from '../../src/modules/notifications/templates/private-message';
import { createTestApp, newAdmin, type Agent, type TestApp } from '../support';
import { createGroup, member } from '../groups/helpers';

// Issue 30, item 4: private messages — who may write to whom (tied members at once, anyone else by a request the
// recipient accepts or declines), blocks both ways (the blocked member learns nothing), the day's limit of new
// conversations, the writer's delete for both sides, bad input, and what admins can (not) read.
let t: TestApp;
type Member = Awaited<ReturnType<typeof member>>;
const NOBODY = 987_654_321;
const LIMIT = 3;

const start = (from: Agent, recipientId: number, body: string) => from.post(apiPaths.conversations).send({ recipientId, body });
const send = (from: Agent, conversationId: number, body: string) => from.post(apiPaths.conversationMessages(conversationId)).send({ body });
const list = async (agent: Agent): Promise<ConversationList> => (await agent.get(apiPaths.conversations)).body as ConversationList;
const unread = async (agent: Agent): Promise<number> => ((await agent.get(apiPaths.messagesUnread)).body as { unread: number }).unread;
const read = (agent: Agent, id: number, query = '') => agent.get(apiPaths.conversationMessages(id) + query);

/** Two members who share a group (so they write to each other at once). */
async function neighbours(a = 'Ann Neighbour', b = 'Bob Neighbour'): Promise<[Member, Member]> {
  const ann = await member(t, a);
  const bob = await member(t, b);
  const g = await createGroup(ann.agent);
  expect((await bob.agent.post(apiPaths.groupMembers(g.id)).send({})).status).toBeLessThan(300);
  return [ann, bob];
}

beforeAll(() => {
  t = createTestApp({ config: { newConversationsPerDay: LIMIT }, limits: { reports: { max: 1000, windowMs: 3_600_000 } } });
});
afterAll(() => t.close());

describe('members who share a group write at once', () => {
  it('sends, lists with the unread count and the last message, counts in the header, reads, replies', async () => {
    const [ann, bob] = await neighbours();
    const before = await ann.agent.get(apiPaths.conversationWith(bob.user.id));
    expect(before.body).toEqual({ member: { id: bob.user.id, name: 'Bob Neighbour' }, conversationId: null, firstMessage: 'direct' } satisfies ConversationWith);

    const sent = await start(ann.agent, bob.user.id, 'Can anyone give me a lift from the station on Tuesday?');
    expect(sent.status).toBe(201);
    const { conversation, message } = sent.body as SentMessage;
    expect(conversation).toMatchObject({ other: { id: bob.user.id, name: 'Bob Neighbour' }, state: 'open', unread: 0 });
    expect(message).toMatchObject({ mine: true, deleted: false, body: 'Can anyone give me a lift from the station on Tuesday?' });
    expect((await ann.agent.get(apiPaths.conversationWith(bob.user.id))).body.conversationId).toBe(conversation.id);

    expect(await unread(bob.agent)).toBe(1);
    const bobs = await list(bob.agent);
    expect(bobs.conversations).toHaveLength(1);
    expect(bobs.conversations[0]).toMatchObject({
      id: conversation.id, state: 'open', unread: 1, other: { id: ann.user.id, name: 'Ann Neighbour' },
      lastMessage: { preview: 'Can anyone give me a lift from the station on Tuesday?', mine: false, deleted: false },
    });

    // A second message before Bob reads: two unread; writing again to him from his profile finds the same conversation.
    expect((await start(ann.agent, bob.user.id, 'I arrive at 10:15.')).body.conversation.id).toBe(conversation.id);
    expect(await unread(bob.agent)).toBe(2);

    const page = (await read(bob.agent, conversation.id)).body as ConversationPage;
    expect(page.messages.map((m) => m.body)).toEqual(['I arrive at 10:15.', 'Can anyone give me a lift from the station on Tuesday?']);
    expect(page.messages[0]).toMatchObject({ mine: false, sender: { id: ann.user.id, name: 'Ann Neighbour' } });
    expect((await bob.agent.post(apiPaths.conversationRead(conversation.id))).body).toEqual({ unread: 0 });
    expect(await unread(bob.agent)).toBe(0);

    const reply = await send(bob.agent, conversation.id, 'Yes, I can. See you at the front.');
    expect(reply.status).toBe(201);
    expect(await unread(ann.agent)).toBe(1);
    expect((await list(ann.agent)).conversations[0]).toMatchObject({ unread: 1, lastMessage: { preview: 'Yes, I can. See you at the front.', mine: false } });
  });

  it('a new message is told once per run of unread messages (notice), as the preference says', async () => {
    const [ann, bob] = await neighbours('Ann Teller', 'Bob Told');
    const c = ((await start(ann.agent, bob.user.id, 'First')).body as SentMessage).conversation;
    await send(ann.agent, c.id, 'Second, before he reads');
    const notices = async () => (await t.db('notifications').where({ user_id: bob.user.id, kind: 'private-message' }).select('title', 'body', 'link')) as Array<Record<string, string>>;
    expect(await notices()).toEqual([{ title: 'New message from Ann Teller', body: 'First', link: `/messages?c=${c.id}` }]);
    const bell = async () => (await bob.agent.get(apiPaths.notifications)).body as { unread: number; items: Array<{ kind: string; read: boolean }> };
    expect((await bell()).items.find((n) => n.kind === 'private-message')).toMatchObject({ read: false });
    await bob.agent.post(apiPaths.conversationRead(c.id));
    // Opening the conversation read its notice in the bell too.
    expect((await bell()).items.find((n) => n.kind === 'private-message')).toMatchObject({ read: true });
    await send(ann.agent, c.id, 'Third, after he read');
    expect(await notices()).toHaveLength(2);

    // Switched off in Settings: nothing in the site, nothing by mail.
    expect((await bob.agent.patch(apiPaths.notificationPreferences).send({ kind: 'private-message', email: false, inSite: false })).status).toBe(200);
    await bob.agent.post(apiPaths.conversationRead(c.id));
    await send(ann.agent, c.id, 'Fourth');
    expect(await notices()).toHaveLength(2);
  });

  it('pages a conversation and the list by keyset, without repeats or gaps', async () => {
    const [ann, bob] = await neighbours();
    const c = ((await start(ann.agent, bob.user.id, 'Message 0')).body as SentMessage).conversation;
    for (let i = 1; i < 35; i += 1) await send(i % 2 ? bob.agent : ann.agent, c.id, `Message ${i}`);
    const one = (await read(ann.agent, c.id)).body as ConversationPage;
    expect(one.messages).toHaveLength(30);
    expect(one.nextCursor).toBeTruthy();
    const two = (await read(ann.agent, c.id, `?before=${one.nextCursor}`)).body as ConversationPage;
    expect(two.nextCursor).toBeNull();
    expect([...one.messages, ...two.messages].map((m) => m.body)).toEqual(Array.from({ length: 35 }, (_, i) => `Message ${34 - i}`));
    expect((await read(ann.agent, c.id, '?before=abc')).status).toBe(400);
    expect((await ann.agent.get(`${apiPaths.conversations}?before=not-a-cursor`)).status).toBe(400);
  });

  it('the list pages by keyset, newest message first', async () => {
    const admin = await newAdmin(t);
    const people: Member[] = [];
    for (let i = 0; i < 22; i += 1) people.push(await member(t, `Pen Friend ${i}`));
    // Each writes to the site admin (no limit problem: one new conversation each), newest last.
    for (const p of people) expect((await start(p.agent, admin.id, `Hello from ${p.user.id}`)).status).toBe(201);
    const one = await list(admin.agent);
    expect(one.conversations).toHaveLength(20);
    const two = (await admin.agent.get(`${apiPaths.conversations}?before=${one.nextCursor}`)).body as ConversationList;
    expect(two.nextCursor).toBeNull();
    expect([...one.conversations, ...two.conversations].map((c) => c.other.id)).toEqual(people.map((p) => p.user.id).reverse());
    expect(await unread(admin.agent)).toBe(22);
  });
});

describe('who may write to whom', () => {
  it('a stranger\'s first message is a request: nothing more until the recipient accepts', async () => {
    const sue = await member(t, 'Sue Stranger');
    const tom = await member(t, 'Tom Recipient');
    expect((await sue.agent.get(apiPaths.conversationWith(tom.user.id))).body.firstMessage).toBe('request');
    const sent = await start(sue.agent, tom.user.id, 'Hello Tom, I saw your post about the choir.');
    expect(sent.status).toBe(201);
    const c = (sent.body as SentMessage).conversation;
    expect(c.state).toBe('request-sent');

    const again = await send(sue.agent, c.id, 'Are you there?');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(MESSAGE_WORDS.waiting('Tom Recipient'));
    // Also through 'Send a message' on the profile.
    expect((await start(sue.agent, tom.user.id, 'Hello?')).status).toBe(409);
    expect(await t.db('messages').where({ conversation_id: c.id })).toHaveLength(1);

    const toms = await list(tom.agent);
    expect(toms.conversations[0]).toMatchObject({ id: c.id, state: 'request-received', unread: 1 });
    expect((await tom.agent.get(apiPaths.notifications)).body.items[0]).toMatchObject({ title: 'Sue Stranger would like to send you messages' });
    // Only the recipient answers a request.
    expect((await sue.agent.post(apiPaths.conversationAccept(c.id))).status).toBe(400);
    const accepted = await tom.agent.post(apiPaths.conversationAccept(c.id));
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ message: 'You can now write to Sue Stranger.', conversation: { state: 'open' } });
    expect((await send(sue.agent, c.id, 'Thank you!')).status).toBe(201);
    expect((await send(tom.agent, c.id, 'You are welcome')).status).toBe(201);
  });

  it('a declined request leaves the recipient\'s list; the writer is not told and still waits', async () => {
    const sue = await member(t, 'Sue Persistent');
    const tom = await member(t, 'Tom Decliner');
    const c = ((await start(sue.agent, tom.user.id, 'Hello')).body as SentMessage).conversation;
    const declined = await tom.agent.post(apiPaths.conversationDecline(c.id));
    expect(declined.status).toBe(200);
    expect(declined.body.message).toBe(MESSAGE_WORDS.declined('Sue Persistent'));
    expect((await list(tom.agent)).conversations).toEqual([]);
    expect(await unread(tom.agent)).toBe(0);
    // Sue sees exactly what she saw before the decline.
    expect((await list(sue.agent)).conversations[0]).toMatchObject({ id: c.id, state: 'request-sent' });
    const more = await send(sue.agent, c.id, 'Hello again');
    expect(more.status).toBe(409);
    expect(more.body.error.message).toBe(MESSAGE_WORDS.waiting('Tom Decliner'));
    // Tom may change his mind: writing to her opens the conversation.
    expect((await start(tom.agent, sue.user.id, 'Sorry, hello!')).status).toBe(201);
    expect((await send(sue.agent, c.id, 'Hello again')).status).toBe(201);
  });

  it('a request opens by itself once the two share a group', async () => {
    const sue = await member(t, 'Sue Joiner');
    const tom = await member(t, 'Tom Organiser');
    const c = ((await start(sue.agent, tom.user.id, 'Hello')).body as SentMessage).conversation;
    const g = await createGroup(tom.agent);
    await sue.agent.post(apiPaths.groupMembers(g.id)).send({});
    expect((await send(sue.agent, c.id, 'Now we are in the same group')).status).toBe(201);
    expect((await list(tom.agent)).conversations[0]).toMatchObject({ id: c.id, state: 'open' });
  });

  it('a community, a mentorship and the site admins tie two members too', async () => {
    const a = await member(t, 'Cora Community');
    const b = await member(t, 'Cliff Community');
    const [community] = (await t.db('communities')
      .insert({ name: 'Messages Test Circle', location: 'Exeter, UK', description: 'A community for the messages test.', latitude: 50.72, longitude: -3.53 })
      .returning('id')) as Array<{ id: number }>;
    await t.db('community_members').insert([{ community_id: community!.id, user_id: a.user.id }, { community_id: community!.id, user_id: b.user.id }]);
    expect((await a.agent.get(apiPaths.conversationWith(b.user.id))).body.firstMessage).toBe('direct');

    const mentorMember = await member(t, 'Mona Mentor');
    const mentee = await member(t, 'Milo Mentee');
    expect((await mentee.agent.get(apiPaths.conversationWith(mentorMember.user.id))).body.firstMessage).toBe('request');
    const [mentor] = (await t.db('mentors')
      .insert({
        name: 'Mona Mentor', role: 'Retired accountant', bio: 'Helps with budgets.', location: 'Exeter', education: 'BA', years_experience: 30,
        availability: 'Weekdays', rating: 4.5, contact_email: mentorMember.credentials.email.toUpperCase(), mentoring_since: '2020', background: 'Accounting',
      })
      .returning('id')) as Array<{ id: number }>;
    await t.db('mentorship_requests').insert({ mentor_id: mentor!.id, user_id: mentee.user.id, message: 'Please help' });
    expect((await mentee.agent.get(apiPaths.conversationWith(mentorMember.user.id))).body.firstMessage).toBe('direct');
    expect((await mentorMember.agent.get(apiPaths.conversationWith(mentee.user.id))).body.firstMessage).toBe('direct');

    const admin = await newAdmin(t);
    const loner = await member(t, 'Lou Loner');
    expect((await admin.agent.get(apiPaths.conversationWith(loner.user.id))).body.firstMessage).toBe('direct');
    expect((await loner.agent.get(apiPaths.conversationWith(admin.id))).body.firstMessage).toBe('direct');
  });

  it('nobody else reads a conversation, site admins included', async () => {
    const [ann, bob] = await neighbours();
    const c = ((await start(ann.agent, bob.user.id, 'Private words')).body as SentMessage).conversation;
    const olive = await member(t, 'Olive Outsider');
    const admin = await newAdmin(t);
    for (const agent of [olive.agent, admin.agent]) {
      expect((await read(agent, c.id)).status).toBe(404);
      expect((await send(agent, c.id, 'Hi')).status).toBe(404);
      expect((await agent.post(apiPaths.conversationRead(c.id))).status).toBe(404);
    }
    expect((await t.request().get(apiPaths.conversations)).status).toBe(401);
    expect((await t.request().post(apiPaths.conversations).send({ recipientId: bob.user.id, body: 'Hi' })).status).toBe(401);
  });
});

describe('blocks stop messages both ways, and the blocked member learns nothing', () => {
  it('answers the blocked member exactly as for nobody, and hides the conversation from both', async () => {
    const [blocker, pest] = await neighbours('Beatrice Blocker', 'Percy Pest');
    const c = ((await start(pest.agent, blocker.user.id, 'Hello')).body as SentMessage).conversation;
    expect(await unread(blocker.agent)).toBe(1);
    expect((await blocker.agent.post(apiPaths.blocks).send({ userId: pest.user.id })).status).toBe(201);

    const answer = async (res: Promise<{ status: number; body: unknown }>) => {
      const r = await res;
      return { status: r.status, body: r.body };
    };
    const toBlocker = await answer(start(pest.agent, blocker.user.id, 'Why no answer?'));
    expect(toBlocker).toEqual(await answer(start(pest.agent, NOBODY, 'Why no answer?')));
    expect(toBlocker).toEqual({ status: 404, body: { error: { message: MESSAGE_WORDS.memberMissing } } });
    expect(await answer(pest.agent.get(apiPaths.conversationWith(blocker.user.id)))).toEqual(await answer(pest.agent.get(apiPaths.conversationWith(NOBODY))));
    expect((await send(pest.agent, c.id, 'Hello?')).status).toBe(404);
    expect((await read(pest.agent, c.id)).status).toBe(404);
    expect((await list(pest.agent)).conversations.map((x) => x.id)).not.toContain(c.id);

    // The blocker is told plainly, and no longer sees the conversation nor counts it.
    const fromBlocker = await start(blocker.agent, pest.user.id, 'Hi');
    expect(fromBlocker.status).toBe(403);
    expect(fromBlocker.body.error.message).toBe(MESSAGE_WORDS.youBlocked('Percy Pest'));
    expect((await list(blocker.agent)).conversations).toEqual([]);
    expect(await unread(blocker.agent)).toBe(0);
    expect(await t.db('messages').where({ conversation_id: c.id })).toHaveLength(1);

    // Unblocked: the conversation is back.
    await blocker.agent.delete(apiPaths.block(pest.user.id));
    expect((await list(blocker.agent)).conversations.map((x) => x.id)).toEqual([c.id]);
  });
});

describe('limits and bad input', () => {
  it('limits new conversations per member per day, not messages in existing ones', async () => {
    const admin = await newAdmin(t);
    const busy = await member(t, 'Busy Writer');
    for (let i = 0; i < LIMIT; i += 1) {
      const other = await member(t, `Friend ${i}`);
      expect((await start(busy.agent, other.user.id, 'Hello')).status).toBe(201);
    }
    const over = await start(busy.agent, admin.id, 'Hello admin');
    expect(over.status).toBe(429);
    expect(over.body.error.message).toContain(MESSAGE_WORDS.tooManyNew);
    expect(over.headers['retry-after']).toBeDefined();
    expect(await t.db('conversations').where({ started_by: busy.user.id })).toHaveLength(LIMIT);
    // Writing in a conversation she has is not limited (the admin wrote first: an existing one).
    const c = ((await start(admin.agent, busy.user.id, 'Hello from the admin')).body as SentMessage).conversation;
    expect((await send(busy.agent, c.id, 'Thank you')).status).toBe(201);
  });

  it('refuses empty, invisible, over-long, NUL and bidi text, unknown members and oneself with a clear 4xx, and stores HTML as text', async () => {
    const [ann, bob] = await neighbours('Ann Careful', 'Bob Careful');
    const bad: Array<[unknown, number, string?]> = [
      [{ recipientId: bob.user.id, body: '' }, 400, MESSAGE_WORDS.empty],
      [{ recipientId: bob.user.id, body: '   \n\t ' }, 400, MESSAGE_WORDS.empty],
      [{ recipientId: bob.user.id, body: '\u200b\u200b\u2060' }, 400],
      [{ recipientId: bob.user.id, body: 'x'.repeat(MESSAGE_MAX + 1) }, 400, MESSAGE_WORDS.tooLong],
      [{ recipientId: bob.user.id, body: 'Hello\u0000there' }, 400],
      [{ recipientId: bob.user.id, body: 'Pay \u202Eevil' }, 400],
      [{ recipientId: bob.user.id }, 400, MESSAGE_WORDS.empty],
      [{ body: 'Hello' }, 400, MESSAGE_WORDS.recipientRequired],
      [{ recipientId: 'abc', body: 'Hello' }, 400, MESSAGE_WORDS.recipientRequired],
      [{ recipientId: bob.user.id, body: 'Hello', extra: 1 }, 400],
      [{ recipientId: ann.user.id, body: 'Hello me' }, 400, MESSAGE_WORDS.self],
      [{ recipientId: NOBODY, body: 'Hello' }, 404, MESSAGE_WORDS.memberMissing],
    ];
    for (const [body, status, words] of bad) {
      const res = await ann.agent.post(apiPaths.conversations).send(body as object);
      expect({ body, status: res.status }).toEqual({ body, status });
      if (words) expect(res.body.error.message).toBe(words);
    }
    expect(await t.db('conversations').where({ started_by: ann.user.id })).toEqual([]);

    const html = '<script>alert(1)</script> <b>bold</b>';
    const sent = await start(ann.agent, bob.user.id, html);
    expect(sent.status).toBe(201);
    const page = (await read(bob.agent, (sent.body as SentMessage).conversation.id)).body as ConversationPage;
    expect(page.messages[0]!.body).toBe(html);
    expect((await send(ann.agent, page.conversation.id, ' ')).status).toBe(400);
    expect((await read(ann.agent, 0)).status).toBe(400);
    expect((await ann.agent.delete(apiPaths.message('x'))).status).toBe(400);
  });
});

describe('deleting', () => {
  it('the writer deletes their own message for both sides; nobody else can', async () => {
    const [ann, bob] = await neighbours();
    const sent = (await start(ann.agent, bob.user.id, 'Oops, wrong person')).body as SentMessage;
    await send(bob.agent, sent.conversation.id, 'Hello?');
    expect((await bob.agent.delete(apiPaths.message(sent.message.id))).status).toBe(403);
    const olive = await member(t, 'Olive Nosy');
    expect((await olive.agent.delete(apiPaths.message(sent.message.id))).status).toBe(404);
    expect((await ann.agent.delete(apiPaths.message(sent.message.id))).status).toBe(204);
    for (const agent of [ann.agent, bob.agent]) {
      const page = (await read(agent, sent.conversation.id)).body as ConversationPage;
      expect(page.messages.find((m) => m.id === sent.message.id)).toMatchObject({ deleted: true, body: '' });
    }
    expect((await t.db('messages').where({ id: sent.message.id }).first('body')).body).toBe('');
    // Deleting a deleted one is fine; a message that never existed is a 404.
    expect((await ann.agent.delete(apiPaths.message(sent.message.id))).status).toBe(204);
    expect((await ann.agent.delete(apiPaths.message(NOBODY))).status).toBe(404);
  });

  it('a deleted account leaves the other side\'s conversation readable with "Former member", and nothing more can be sent', async () => {
    const [ann, leaver] = await neighbours('Ann Stays', 'Len Leaver');
    const c = ((await start(ann.agent, leaver.user.id, 'Are you coming on Sunday?')).body as SentMessage).conversation;
    await send(leaver.agent, c.id, 'I am moving away, goodbye!');
    expect((await leaver.agent.post('/api/user/deletion').send({ password: leaver.credentials.password, confirm: true })).status).toBeLessThan(300);

    const line = (await list(ann.agent)).conversations.find((x) => x.id === c.id);
    expect(line).toMatchObject({ other: { id: null, name: 'Former member' }, unread: 1, lastMessage: { preview: 'I am moving away, goodbye!' } });
    const page = (await read(ann.agent, c.id)).body as ConversationPage;
    expect(page.messages.map((m) => [m.sender.name, m.body])).toEqual([
      ['Former member', 'I am moving away, goodbye!'],
      ['Ann Stays', 'Are you coming on Sunday?'],
    ]);
    const more = await send(ann.agent, c.id, 'Goodbye!');
    expect(more.status).toBe(410);
    expect(more.body.error.message).toBe(MESSAGE_WORDS.formerMember);
    expect((await start(ann.agent, leaver.user.id, 'Hello?')).status).toBe(404);
  });
});

describe('reports and my data', () => {
  it('a member of the conversation reports a message; the queue shows it with the two messages before it; hiding removes it', async () => {
    const [ann, con] = await neighbours('Ann Reporter', 'Con Artist');
    const c = ((await start(ann.agent, con.user.id, 'Hello, are you going to the walk?')).body as SentMessage).conversation;
    await send(con.agent, c.id, 'Yes! By the way, I am in trouble.');
    await send(ann.agent, c.id, 'Oh no, what happened?');
    // Sent anyway after the scam guard's nudge (test/messages/scam-guard.test.ts): the kind of message members report.
    const bad = ((await con.agent.post(apiPaths.conversationMessages(c.id)).send({ body: 'Could you send me 200 pounds in gift cards today?', confirmed: true }))
      .body as SentMessage).message;

    const olive = await member(t, 'Olive Reporter');
    const stranger = await olive.agent.post(apiPaths.reports).send({ targetType: 'message', targetId: bad.id, reason: 'scam', note: null });
    expect(stranger.status).toBe(404);
    const report = await ann.agent.post(apiPaths.reports).send({ targetType: 'message', targetId: bad.id, reason: 'scam', note: 'Asked for money' });
    expect(report.status).toBe(201);

    const admin = await newAdmin(t);
    const queue = (await admin.agent.get(apiPaths.adminReports)).body as { items: Array<{ targetType: string; targetId: number; targetLabel: string; authorId: number; reports: Array<{ snapshot: Record<string, unknown> }> }> };
    const item = queue.items.find((i) => i.targetType === 'message' && i.targetId === bad.id)!;
    expect(item).toMatchObject({ targetLabel: 'Private message from Con Artist', authorId: con.user.id });
    expect(item.reports[0]!.snapshot).toMatchObject({
      from: 'Con Artist',
      to: 'Ann Reporter',
      message: 'Could you send me 200 pounds in gift cards today?',
      message_before: expect.stringContaining('Ann Reporter') as unknown,
      two_messages_before: expect.stringContaining('Yes! By the way, I am in trouble.') as unknown,
    });
    expect(item.reports[0]!.snapshot.message_before).toContain('Oh no, what happened?');
    // Nothing older than the two before it.
    expect(JSON.stringify(item.reports[0]!.snapshot)).not.toContain('are you going to the walk');

    const hide = await admin.agent.post(apiPaths.adminModeration).send({ targetType: 'message', targetId: bad.id, action: 'hide', reason: 'Asking for money' });
    expect(hide.status).toBe(200);
    for (const agent of [ann.agent, con.agent]) {
      const page = (await read(agent, c.id)).body as ConversationPage;
      expect(page.messages.map((m) => m.id)).not.toContain(bad.id);
    }
  });

  it('"Download my data" holds my messages, sent and received', async () => {
    const [ann, bob] = await neighbours('Ann Exporter', 'Bob Writer');
    const c = ((await start(ann.agent, bob.user.id, 'My words <b>as written</b>')).body as SentMessage).conversation;
    await send(bob.agent, c.id, 'His answer');
    const { createDataExportRepository } = await import('../../src/modules/safety/data-export-repository');
    const [job] = (await t.db('data_exports').insert({ user_id: ann.user.id }).returning('id')) as Array<{ id: number }>;
    const snap = await createDataExportRepository(t.db).snapshot(job!.id);
    expect(snap!.sections.messages!.title).toBe('Your private messages');
    expect(snap!.sections.messages!.rows.map((r) => [r.conversation_with, r.sender, r.message])).toEqual([
      ['Bob Writer', 'You', 'My words <b>as written</b>'],
      ['Bob Writer', 'Bob Writer', 'His answer'],
    ]);
  });
});

describe('the mail of a new message', () => {
  it('quotes the message, links to the conversation, and explains a request', () => {
    const d = { conversationId: 4, senderName: 'Ann', preview: 'Hello <b>there</b>', request: false, name: 'Bob', origin: 'https://afterwork.example' };
    expect(privateMessage(d)).toEqual({
      notice: { title: 'New message from Ann', body: 'Hello <b>there</b>' },
      mail: {
        subject: 'New message from Ann',
        greeting: 'Hello Bob,',
        paragraphs: [
          'Ann sent you a message on Afterwork:',
          '“Hello <b>there</b>”',
          'To answer, reply to this email: write your answer at the top, and it will appear in the conversation under your name. Or read it and reply on your Messages page.',
          'For your safety, never send money, bank or card details, or gift cards to anyone you meet on Afterwork.',
        ],
        action: { label: 'Read the message', url: 'https://afterwork.example/messages?c=4' },
        reason: 'You are receiving this because a member wrote to you on Afterwork. You can turn these emails off in Settings → Notifications.',
      },
    });
    expect(privateMessage({ ...d, request: true }).mail.subject).toBe('Ann would like to send you messages');
    expect(privateMessage({ ...d, request: true }).mail.paragraphs[2]).toContain('accept it');
  });
});
