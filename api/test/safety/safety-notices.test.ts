import { apiPaths } from '@afterwork/contracts/paths';
import { WARNING_NOT_FOUND, WARNING_TITLE } from '@afterwork/contracts/safety';
import { startMailInbox, type MailInbox } from '../../src/dev/mail-inbox';
import { createTestApp, newAdmin, signUpMember, type Agent, type TestApp } from '../support';

/**
 * What trust and safety tells the member (issue 21), through the mail queue into a real SMTP server: a warning is
 * shown in the site until read (and mailed), a suspension is mailed, a deleted account gets its confirmation mail.
 * None of these mails can be unsubscribed from (account matters).
 */
describe('safety notices and mails', () => {
  let inbox: MailInbox;
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    inbox = await startMailInbox();
    t = createTestApp({ worker: true, config: { smtpUrl: `smtp://127.0.0.1:${inbox.smtpPort}`, publicUrl: 'http://afterwork.test' } });
    ({ agent: admin } = await newAdmin(t));
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  async function reported() {
    const member = t.agent();
    const { user, credentials } = await signUpMember(member, { name: 'Walter Crane' });
    const reporter = t.agent();
    await signUpMember(reporter);
    expect((await reporter.post(apiPaths.reports).send({ targetType: 'member', targetId: user.id, reason: 'harassment' })).status).toBe(201);
    return { member, user, credentials };
  }

  it('a warning is shown to the warned member until they read it, as a notice and by mail; nobody else can read it', async () => {
    const { member, user, credentials } = await reported();
    expect((await member.get(apiPaths.myWarnings)).body).toEqual([]);
    const res = await admin.post(apiPaths.adminModeration).send({ targetType: 'member', targetId: user.id, action: 'warn', reason: 'Please stop sending private messages' });
    expect(res.status).toBe(200);

    const warnings = (await member.get(apiPaths.myWarnings)).body as Array<{ id: number; reason: string }>;
    expect(warnings).toEqual([{ id: expect.any(Number), reason: 'Please stop sending private messages', createdAt: expect.any(String) }]);
    // The bell's list has it too.
    const list = (await member.get(apiPaths.notifications)).body as { items: Array<{ kind: string; title: string; body: string; read: boolean }>; unread: number };
    expect(list.items[0]).toMatchObject({ kind: 'moderation-warning', title: WARNING_TITLE, read: false });
    expect(list.items[0].body).toContain('Please stop sending private messages');

    const mail = await inbox.waitFor((m) => m.to.includes(credentials.email) && m.subject === 'A warning from the Afterwork moderators');
    expect(mail.text).toContain('"Please stop sending private messages"');
    expect(mail.text).toContain('http://afterwork.test/community-guidelines');
    expect(mail.headers['list-unsubscribe']).toBeUndefined();

    // Another member cannot read (or dismiss) it.
    const other = t.agent();
    await signUpMember(other);
    expect((await other.get(apiPaths.myWarnings)).body).toEqual([]);
    const foreign = await other.post(apiPaths.warningRead(warnings[0].id)).send({});
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(WARNING_NOT_FOUND);

    expect((await member.post(apiPaths.warningRead(warnings[0].id)).send({})).status).toBe(200);
    expect((await member.get(apiPaths.myWarnings)).body).toEqual([]);
    expect((await member.get(apiPaths.notifications)).body.items[0].read).toBe(true);
    expect((await t.request().get(apiPaths.myWarnings)).status).toBe(401);
  });

  it('a suspension is mailed with its end and reason', async () => {
    const { user, credentials } = await reported();
    expect((await admin.post(apiPaths.adminModeration).send({ targetType: 'member', targetId: user.id, action: 'suspend', reason: 'Asked members for money', suspendDays: 3 })).status).toBe(200);
    const mail = await inbox.waitFor((m) => m.to.includes(credentials.email) && m.subject === 'Your Afterwork account is suspended');
    expect(mail.text).toMatch(/suspended your Afterwork account until \d+ \w+ \d{4}/);
    expect(mail.text).toContain('"Asked members for money"');
  });

  it('deleting the account mails a confirmation to the address it had; a refused deletion mails nothing', async () => {
    const member = t.agent();
    const { credentials } = await signUpMember(member, { name: 'Edith Marsh' });
    expect((await member.post(apiPaths.accountDeletion).send({ password: 'wrong-password', confirm: true })).status).toBe(400);
    expect((await member.post(apiPaths.accountDeletion).send({ password: credentials.password, confirm: true })).status).toBe(200);
    const mail = await inbox.waitFor((m) => m.to.includes(credentials.email) && m.subject === 'Your Afterwork account has been deleted');
    expect(mail.text).toContain('Hello Edith Marsh,');
    expect(mail.text).toContain('You have been signed out on every device');
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(inbox.mails.filter((m) => m.to.includes(credentials.email) && m.headers['x-afterwork-kind'] !== 'email-confirmation')).toHaveLength(1);
  });
});
