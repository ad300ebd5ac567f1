import { startMailInbox, type MailInbox } from '../../src/dev/mail-inbox';
import { MailLimitReached } from '../../src/modules/mail/service';
import { unsubscribeToken } from '../../src/modules/mail/unsubscribe-token';
import { createNotificationsRepository } from '../../src/modules/notifications/repository';
import { createTestApp, signUpMember, unique, type TestApp } from '../support';

/** Mail through a real SMTP server (smtp-server inside the test), parsed back with mailparser. */
describe('mail', () => {
  let inbox: MailInbox;
  let t: TestApp;

  beforeAll(async () => {
    inbox = await startMailInbox();
    t = createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${inbox.smtpPort}`, publicUrl: 'http://afterwork.test', mailLimit: { max: 3, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const content = (subject: string) => ({
    subject,
    greeting: 'Hello Margaret,',
    paragraphs: ['A place opened up for you at Morning Walk.'],
    action: { label: 'See the activity', url: 'http://afterwork.test/activities/1' },
    reason: 'You are receiving this because you joined the waitlist.',
  });

  it('sends a text and an HTML part, the reason, one action, and RFC 8058 unsubscribe headers', async () => {
    const to = `${unique('m')}@example.com`;
    const subject = unique('Subject ');
    const outcome = await t.app.deps.mail.deliver({ key: unique('k'), userId: null, to, kind: 'waitlist', content: content(subject) });
    expect(outcome).toBe('sent');
    const mail = await inbox.waitFor((m) => m.subject === subject);
    expect(mail.to).toEqual([to]);
    expect(mail.text).toContain('A place opened up for you at Morning Walk.');
    expect(mail.text).toContain('See the activity: http://afterwork.test/activities/1');
    expect(mail.text).toContain('You are receiving this because you joined the waitlist.');
    expect(mail.html).toContain('font-size:20px');
    expect(mail.html).toContain('href="http://afterwork.test/activities/1"');
    // No member: nothing to unsubscribe from.
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
  });

  it('never sends the same key twice, even when two senders race', async () => {
    const to = `${unique('m')}@example.com`;
    const key = unique('race');
    const subject = unique('Race ');
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => t.app.deps.mail.deliver({ key, userId: null, to, kind: 'waitlist', content: content(subject) })));
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(3);
    await inbox.waitFor((m) => m.subject === subject);
    await new Promise((r) => setTimeout(r, 200));
    expect(inbox.mails.filter((m) => m.subject === subject)).toHaveLength(1);
  });

  it('holds back mail over the per-address limit (the job retries later)', async () => {
    const to = `${unique('m')}@example.com`;
    for (let i = 0; i < 3; i++) await t.app.deps.mail.deliver({ key: unique('lim'), userId: null, to, kind: 'waitlist', content: content(unique('Lim ')) });
    await expect(t.app.deps.mail.deliver({ key: unique('lim'), userId: null, to, kind: 'waitlist', content: content('over') })).rejects.toBeInstanceOf(MailLimitReached);
    expect(inbox.mails.filter((m) => m.to.includes(to))).toHaveLength(3);
  });

  it('a failed send frees the key for a retry', async () => {
    const to = `${unique('m')}@example.com`;
    const key = unique('retry');
    const down = createTestApp({ db: t.db, config: { smtpUrl: 'smtp://127.0.0.1:1', publicUrl: 'http://afterwork.test' } });
    await expect(down.app.deps.mail.deliver({ key, userId: null, to, kind: 'waitlist', content: content('retry') })).rejects.toThrow();
    await down.close();
    expect(await t.app.deps.mail.deliver({ key, userId: null, to, kind: 'waitlist', content: content('retry') })).toBe('sent');
    const row = await t.db('mail_deliveries').where({ idempotency_key: key }).first();
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('one-click unsubscribe works without signing in, and only with a valid signed token', async () => {
    const { user, credentials } = await signUpMember(t.agent());
    const subject = unique('Unsub ');
    await t.app.deps.mail.deliver({ key: unique('u'), userId: user.id, to: credentials.email, kind: 'waitlist', content: content(subject) });
    const mail = await inbox.waitFor((m) => m.subject === subject);
    const header = mail.headers['list-unsubscribe'];
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(/^<(.+)>$/.exec(header)![1]);
    expect(url.origin).toBe('http://afterwork.test');
    expect(mail.text).toContain(`Stop these emails: ${url.href}`);

    const prefs = createNotificationsRepository(t.db);
    const ask = await t.request().get(url.pathname);
    expect(ask.status).toBe(200);
    expect(ask.text).toContain('Stop these emails?');
    expect((await prefs.preference(user.id, 'waitlist')).email).toBe(true); // a GET changes nothing

    const done = await t.request().post(url.pathname).type('form').send('List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(done.text).toContain('You are unsubscribed');
    expect(await prefs.preference(user.id, 'waitlist')).toEqual({ email: false, inSite: true, push: true });
    expect((await prefs.preference(user.id, 'activity-reminder')).email).toBe(true);

    const forged = unsubscribeToken('another-secret-entirely', user.id, 'waitlist');
    expect((await t.request().post(`/api/unsubscribe/${forged}`)).status).toBe(400);
    expect((await t.request().post(`/api/unsubscribe/${user.id}.waitlist.short`)).status).toBe(400);
  });

  it('security mail has no unsubscribe', async () => {
    const { user } = await signUpMember(t.agent());
    const subject = unique('Sec ');
    await t.app.deps.mail.deliver({ key: unique('s'), userId: user.id, to: `${unique('m')}@example.com`, kind: 'password-reset', security: true, content: content(subject) });
    const mail = await inbox.waitFor((m) => m.subject === subject);
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(mail.text).not.toContain('Stop these emails');
  });
});
