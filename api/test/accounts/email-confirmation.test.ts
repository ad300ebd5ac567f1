import type { MailInbox } from '../../src/dev/mail-inbox';
import type { MailRequest } from '../../src/modules/mail/service';
import { startAppWithInbox, stopAppWithInbox, signUpMember, unique, type TestApp } from '../support';

/**
 * Email address confirmation (issue 17 §4): a link after registering (single use, hashed, 7 days), the site usable
 * at once, no mail but confirmation and security mail until confirmed, 'send it again' from Settings, and a change
 * of address told to the old one. Mails through the queue into a real SMTP server.
 */
describe('email address confirmation', () => {
  let inbox: MailInbox;
  let t: TestApp;
  beforeAll(async () => ({ t, inbox } = await startAppWithInbox()));
  afterAll(() => stopAppWithInbox({ t, inbox }));

  const linkIn = (text: string) => /Confirm my email address: http:\/\/afterwork\.test(\S+)/.exec(text)![1]!;
  const news = (userId: number, to: string): MailRequest => ({
    key: unique('news'), userId, to, kind: 'waitlist',
    content: { subject: 'News', greeting: 'Hello,', paragraphs: ['A place opened up.'], action: { label: 'See it', url: 'http://afterwork.test/' }, reason: 'Because.' },
  });

  it('a new member gets a link; until they follow it only confirmation and security mail reach them; GET asks, POST confirms once', async () => {
    const agent = t.agent();
    const { user, credentials } = await signUpMember(agent, { name: 'Nora Quinn' }, { confirmEmail: false });
    const mail = await inbox.waitFor((m) => m.to.includes(credentials.email) && m.subject === 'Confirm your email address for Afterwork');
    expect(mail.text).toContain('Hello Nora Quinn,');
    expect(mail.text).toContain('The link works once, for 7 days.');
    expect(mail.html).toContain('font-size:20px');
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    const link = linkIn(mail.text);
    expect(link).toMatch(/^\/api\/email-confirmation\/[\w-]{40,}$/);
    // Only the hash is stored.
    const rows = (await t.db('email_confirmation_tokens').where({ user_id: user.id }).select('token_hash')) as Array<{ token_hash: string }>;
    expect(rows).toHaveLength(1);
    expect(link).not.toContain(rows[0]!.token_hash);

    // The site works at once; mail other than confirmation and security is held back.
    expect((await agent.get('/api/user/email-confirmation')).body).toEqual({ email: credentials.email, confirmed: false });
    expect(await t.app.deps.mail.deliver(news(user.id, credentials.email))).toBe('skipped');

    const asked = await t.request().get(link);
    expect(asked.status).toBe(200);
    expect(asked.text).toContain('Confirm my email address');
    expect((await agent.get('/api/user/email-confirmation')).body.confirmed).toBe(false);
    const done = await t.request().post(link);
    expect(done.status).toBe(200);
    expect(done.text).toContain('Your email address is confirmed');
    expect((await agent.get('/api/user/email-confirmation')).body).toEqual({ email: credentials.email, confirmed: true });
    expect((await t.request().post(link)).status).toBe(400);
    expect(await t.app.deps.mail.deliver(news(user.id, credentials.email))).toBe('sent');
  });

  it('Settings sends the link again (limited); an expired link does nothing', async () => {
    const agent = t.agent();
    const { user, credentials } = await signUpMember(agent, {}, { confirmEmail: false });
    await inbox.waitFor((m) => m.to.includes(credentials.email));
    const again = await agent.post('/api/user/email-confirmation').send({});
    expect(again.status).toBe(202);
    await new Promise((r) => setTimeout(r, 50));
    const second = await inbox.waitFor((m) => m.to.includes(credentials.email) && inbox.mails.filter((x) => x.to.includes(credentials.email)).length === 2);
    await t.db('email_confirmation_tokens').where({ user_id: user.id }).update({ expires_at: new Date(Date.now() - 1000) });
    expect((await t.request().post(linkIn(second.text))).status).toBe(400);
    expect((await agent.get('/api/user/email-confirmation')).body.confirmed).toBe(false);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await agent.post('/api/user/email-confirmation').send({})).status);
    expect(statuses).toEqual([202, 202, 202, 202, 429]);
    expect((await t.request().post('/api/user/email-confirmation').send({})).status).toBe(401);
  });

  it('a changed address: the old one is told (security mail, no unsubscribe), the new one must confirm; old links stop working', async () => {
    const agent = t.agent();
    const { user, credentials } = await signUpMember(agent, { name: 'Otto Lane' }, { confirmEmail: false });
    const first = await inbox.waitFor((m) => m.to.includes(credentials.email) && m.subject.startsWith('Confirm'));
    expect((await t.request().post(linkIn(first.text))).status).toBe(200);
    const newEmail = `${unique('otto')}@example.org`;
    const res = await agent.patch('/api/user').send({ email: newEmail, currentPassword: credentials.password });
    expect(res.status).toBe(200);

    const told = await inbox.waitFor((m) => m.to.includes(credentials.email) && m.subject === 'Your Afterwork email address was changed');
    expect(told.text).toContain(`from ${credentials.email} to ${newEmail}`);
    expect(told.headers['list-unsubscribe']).toBeUndefined();
    const confirm = await inbox.waitFor((m) => m.to.includes(newEmail) && m.subject === 'Confirm your email address for Afterwork');
    expect((await agent.get('/api/user/email-confirmation')).body).toEqual({ email: newEmail, confirmed: false });
    expect(await t.app.deps.mail.deliver(news(user.id, newEmail))).toBe('skipped');
    expect((await t.request().post(linkIn(confirm.text))).status).toBe(200);
    expect((await agent.get('/api/user/email-confirmation')).body.confirmed).toBe(true);
  });
});
