import { apiPaths } from '@afterwork/contracts/paths';
import { SIGN_IN_LINK_BAD_TOKEN, SIGN_IN_LINK_REQUESTED } from '@afterwork/contracts/sign-in-link';
import { startMailInbox, type MailInbox } from '../../src/dev/mail-inbox';
import { createTestApp, signUpMember, unique, type Agent, type TestApp } from '../support';

/**
 * 'Email me a sign-in link' (issue 33 §3) end to end through a real SMTP server: the same answer as a password reset
 * whether or not an account uses the address, the same limits (shared with resets), a single-use link that works
 * for 15 minutes and dies with a password change, an email change or 'sign out everywhere'.
 */
const SUBJECT = 'Your link to sign in to Afterwork';
const PASSWORD = 'correct-horse-battery';
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

/** Asks for a link for `email` and answers its token (from the mail the member receives). */
async function askForLink(typed: string): Promise<{ token: string; text: string }> {
  const email = typed.toLowerCase();
  const before = inbox.mails.filter((m) => m.to.includes(email) && m.subject === SUBJECT).length;
  const asked = await t.request().post(apiPaths.signInLinkRequests).send({ email: typed });
  expect(asked.status).toBe(202);
  expect(asked.body).toEqual({ message: SIGN_IN_LINK_REQUESTED });
  await inbox.waitFor(() => inbox.mails.filter((m) => m.to.includes(email) && m.subject === SUBJECT).length > before);
  const mail = inbox.mails.filter((m) => m.to.includes(email) && m.subject === SUBJECT).at(-1)!;
  const link = new URL(/Sign in to Afterwork: (\S+)/.exec(mail.text)![1]!);
  expect(link.origin + link.pathname).toBe('http://afterwork.test/sign-in-link');
  return { token: link.searchParams.get('token')!, text: mail.text };
}

const useLink = (token: string, agent: Agent = t.agent()) => agent.post(apiPaths.signInLink).send({ token });

async function member() {
  const agent = t.agent();
  const { user, credentials } = await signUpMember(agent);
  return { agent, user, credentials };
}

describe('sign-in link', () => {
  it('mails a single-use link that signs the member in (a security mail naming their username)', async () => {
    const { user, credentials } = await member();
    const { token, text } = await askForLink(credentials.email.toUpperCase());
    expect(text).toContain(`Your username is ${credentials.username}.`);
    expect(text).toContain('The link works once, for 15 minutes.');
    // Only the hash is stored.
    expect(await t.db('sign_in_link_tokens').where({ token_hash: token }).first()).toBeUndefined();

    const browser = t.agent();
    const res = await useLink(token, browser);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, username: credentials.username });
    expect((await browser.get(apiPaths.user)).body.id).toBe(user.id);

    const again = await useLink(token);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(SIGN_IN_LINK_BAD_TOKEN);
  });

  it('answers the same for an address with no account, and sends nothing', async () => {
    const email = `${unique('nobody')}@example.com`;
    const res = await t.request().post(apiPaths.signInLinkRequests).send({ email });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: SIGN_IN_LINK_REQUESTED });
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.mails.some((m) => m.to.includes(email))).toBe(false);
  });

  it('refuses an expired link, a made-up one and bad input with clear messages', async () => {
    const { user, credentials } = await member();
    const { token } = await askForLink(credentials.email);
    await t.db('sign_in_link_tokens').where({ user_id: user.id }).update({ expires_at: new Date(Date.now() - 1000) });
    const expired = await useLink(token);
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe(SIGN_IN_LINK_BAD_TOKEN);
    expect((await useLink('x'.repeat(43))).status).toBe(400);
    expect((await useLink('short')).body.error.message).toBe(SIGN_IN_LINK_BAD_TOKEN);
    const bad = await t.request().post(apiPaths.signInLinkRequests).send({ email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.email).toBe('Please enter a valid email address');
  });

  it.each([
    ['a password change', (m: Awaited<ReturnType<typeof member>>) => m.agent.post(apiPaths.changePassword).send({ currentPassword: PASSWORD, newPassword: 'another-long-password', confirmPassword: 'another-long-password' })],
    ['an email change', (m: Awaited<ReturnType<typeof member>>) => m.agent.patch(apiPaths.user).send({ email: `new-${m.credentials.email}`, currentPassword: PASSWORD })],
    ['sign out everywhere', (m: Awaited<ReturnType<typeof member>>) => m.agent.post(apiPaths.signOutEverywhere).send({})],
  ])('dies with %s', async (_what, change) => {
    const m = await member();
    const { token } = await askForLink(m.credentials.email);
    expect((await change(m)).status).toBe(200);
    const res = await useLink(token);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(SIGN_IN_LINK_BAD_TOKEN);
  });

  it('refuses a suspended member as a password sign-in does (and the link is not spent by the refusal)', async () => {
    const { user, credentials } = await member();
    const { token } = await askForLink(credentials.email);
    await t.db('users').where({ id: user.id }).update({ suspended_until: new Date(Date.now() + 86_400_000), suspension_reason: 'Asked for money' });
    const res = await useLink(token);
    expect(res.status).toBe(403);
    await t.db('users').where({ id: user.id }).update({ suspended_until: null, suspension_reason: null });
    expect((await useLink(token)).status).toBe(200);
  });

  it('is limited per address together with password resets (429 with Retry-After), account or not', async () => {
    const email = `${unique('flood')}@example.com`;
    expect((await t.request().post(apiPaths.passwordResetRequests).send({ email })).status).toBe(202);
    for (let i = 0; i < 2; i++) expect((await t.request().post(apiPaths.signInLinkRequests).send({ email })).status).toBe(202);
    const over = await t.request().post(apiPaths.signInLinkRequests).send({ email });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/Please wait \d+ minutes? and try again\./);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
