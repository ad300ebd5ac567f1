import nodemailer from 'nodemailer';
import { apiPaths } from '@afterwork/contracts/paths';
import type { ConversationPage, SentMessage } from '@afterwork/contracts/messages';
import { createInboundSmtpServer, type InboundSmtpServer } from '../../src/modules/inbound-mail/public';
import type { MailInbox } from '../../src/dev/mail-inbox';
import { startAppWithInbox, stopAppWithInbox, type TestApp } from '../support';
import { createGroup, member } from '../groups/helpers';

// Issue 30, item 6: reply by email for private messages. The mail of a new message carries a signed Reply-To of the
// recipient's own for that conversation; their answer, sent over real SMTP to the inbound server, lands in the
// conversation under their name, without the quoted mail.
let t: TestApp;
let inbox: MailInbox;
let inbound: InboundSmtpServer;
let inboundPort: number;

beforeAll(async () => {
  ({ t, inbox } = await startAppWithInbox());
  inbound = createInboundSmtpServer({ service: t.app.deps.services.inboundMail, maxBytes: 64 * 1024, logger: t.app.deps.logger });
  inboundPort = await inbound.listen(0, '127.0.0.1');
});
afterAll(async () => {
  await inbound?.close();
  await stopAppWithInbox({ t, inbox });
});

it('the recipient answers the message mail from their mail program and the answer lands in the conversation', async () => {
  const ann = await member(t, 'Ann Mailwriter');
  const bob = await member(t, 'Bob Mailanswerer');
  const g = await createGroup(ann.agent);
  expect((await bob.agent.post(apiPaths.groupMembers(g.id)).send({})).status).toBeLessThan(300);

  const sent = await ann.agent.post(apiPaths.conversations).send({ recipientId: bob.user.id, body: 'Shall we walk to the market on Friday?' });
  expect(sent.status).toBe(201);
  const conversationId = (sent.body as SentMessage).conversation.id;
  const mail = await inbox.waitFor((m) => m.to.includes(bob.credentials.email) && m.subject === 'New message from Ann Mailwriter');
  expect(mail.text).toContain('To answer, reply to this email');
  const replyTo = mail.headers['reply-to'] ?? '';
  const domain = t.app.deps.config.inboundMail.domain.replace(/\./g, '\\.');
  expect(replyTo).toMatch(new RegExp(`^reply\\+message\\.${conversationId}\\.${bob.user.id}\\.[0-9a-f]{32}@${domain}$`));

  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: inboundPort, secure: false, ignoreTLS: true });
  await transport.sendMail({
    from: `Bob Mailanswerer <${bob.credentials.email}>`, to: replyTo, subject: 'Re: New message from Ann Mailwriter',
    text: 'Yes please, 10 o’clock at the bus stop.\n\nOn Fri, Ann wrote:\n> Shall we walk to the market on Friday?',
    messageId: `<bob-${Date.now()}@example.com>`,
  });

  const page = (await ann.agent.get(apiPaths.conversationMessages(conversationId))).body as ConversationPage;
  expect(page.messages[0]).toMatchObject({ body: 'Yes please, 10 o’clock at the bus stop.', mine: false, sender: { id: bob.user.id, name: 'Bob Mailanswerer' } });
  expect(page.conversation.unread).toBe(1);
});
