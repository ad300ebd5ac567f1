import { PASSWORD_RESET_BAD_TOKEN, PASSWORD_RESET_REQUESTED } from '@afterwork/contracts/password-reset';
import { startMailInbox, type MailInbox } from '../../src/dev/mail-inbox';
import { createTestApp, signUpMember, unique, type TestApp } from '../support';

/** Password recovery end to end through a real SMTP server: request, read the mail, reset, sign in. */
describe('password reset', () => {
  let inbox: MailInbox;
  let t: TestApp;

  beforeAll(async () => {
    inbox = await startMailInbox();
    t = createTestApp({
      worker: true,
      config: {
        smtpUrl: `smtp://127.0.0.1:${inbox.smtpPort}`,
        publicUrl: 'http://afterwork.test',
        passwordResetLimit: { perAddress: 3, perIp: 1000, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const linkIn = (text: string) => new URL(/Choose a new password: (\S+)/.exec(text)![1]);

  it('mails a single-use link; the new password works, the old one and every session end', async () => {
    const browser = t.agent();
    const other = t.agent();
    const { credentials } = await signUpMember(browser);
    expect((await other.post('/api/login').send({ username: credentials.username, password: credentials.password })).status).toBe(200);

    const asked = await t.request().post('/api/password-reset-requests').send({ email: credentials.email.toUpperCase() });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: PASSWORD_RESET_REQUESTED });

    const mail = await inbox.waitFor((m) => m.to.includes(credentials.email) && m.subject === 'Reset your Afterwork password');
    expect(mail.headers['list-unsubscribe']).toBeUndefined(); // security mail
    expect(mail.text).toContain('The link works once, for 30 minutes.');
    const link = linkIn(mail.text);
    expect(link.origin + link.pathname).toBe('http://afterwork.test/reset-password');
    const token = link.searchParams.get('token')!;
    // Only a hash is stored.
    expect(await t.db('password_reset_tokens').where({ token_hash: token }).first()).toBeUndefined();

    const done = await t.request().post('/api/password-reset').send({ token, password: 'a-brand-new-password' });
    expect(done.status).toBe(200);

    expect((await browser.get('/api/user')).status).toBe(401);
    expect((await other.get('/api/user')).status).toBe(401);
    expect((await t.request().post('/api/login').send({ username: credentials.username, password: credentials.password })).status).toBe(401);
    expect((await t.request().post('/api/login').send({ username: credentials.username, password: 'a-brand-new-password' })).status).toBe(200);

    const again = await t.request().post('/api/password-reset').send({ token, password: 'yet-another-password' });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(PASSWORD_RESET_BAD_TOKEN);

    const told = await inbox.waitFor((m) => m.to.includes(credentials.email) && m.subject === 'Your Afterwork password was changed');
    expect(told.headers['list-unsubscribe']).toBeUndefined();
    // Both mails say the username (issue 31: she may have forgotten it as well).
    expect(mail.text).toContain(`Your username is ${credentials.username}.`);
    expect(told.text).toContain(`Your username is ${credentials.username}.`);
  });

  it('answers the same for an address with no account, and sends nothing', async () => {
    const email = `${unique('nobody')}@example.com`;
    const res = await t.request().post('/api/password-reset-requests').send({ email });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: PASSWORD_RESET_REQUESTED });
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.mails.some((m) => m.to.includes(email))).toBe(false);
  });

  it('refuses an expired link, a made-up one and bad input with clear messages', async () => {
    const { credentials } = await signUpMember(t.agent());
    await t.request().post('/api/password-reset-requests').send({ email: credentials.email });
    const mail = await inbox.waitFor((m) => m.to.includes(credentials.email) && m.subject === 'Reset your Afterwork password');
    const token = linkIn(mail.text).searchParams.get('token')!;
    await t.db('password_reset_tokens').where({ user_id: (await t.db('users').where({ email: credentials.email }).first('id'))!.id }).update({ expires_at: new Date(Date.now() - 1000) });
    const expired = await t.request().post('/api/password-reset').send({ token, password: 'a-brand-new-password' });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe(PASSWORD_RESET_BAD_TOKEN);

    const madeUp = await t.request().post('/api/password-reset').send({ token: 'x'.repeat(43), password: 'a-brand-new-password' });
    expect(madeUp.status).toBe(400);

    const short = await t.request().post('/api/password-reset').send({ token: 'x'.repeat(43), password: '123' });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.password).toBe('Password must be at least 6 characters');

    const bad = await t.request().post('/api/password-reset-requests').send({ email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.email).toBe('Please enter a valid email address');
  });

  it('limits requests per address (429 with Retry-After), whether or not it has an account', async () => {
    const email = `${unique('flood')}@example.com`;
    for (let i = 0; i < 3; i++) expect((await t.request().post('/api/password-reset-requests').send({ email })).status).toBe(202);
    const over = await t.request().post('/api/password-reset-requests').send({ email });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/Several emails with a link \(to sign in or to reset a password\) have just been asked for\. Please wait \d+ minutes? and try again\./);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
