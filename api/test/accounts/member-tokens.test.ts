import { createHash, randomBytes } from 'node:crypto';
import { apiPaths } from '@afterwork/contracts/paths';
import { PASSWORD_RESET_BAD_TOKEN } from '@afterwork/contracts/password-reset';
import { createAdminTestApp, signUpMember, type Agent, type TestApp } from '../support';

/**
 * Issue 32 finding 1: a reset (or email-confirmation) link a member was sent dies with every change that should end
 * it — a password change, an email change, 'sign out everywhere', a reset used, a suspension, the account's deletion.
 * Before the fix, a reset link asked for before a password change, an email change or 'sign out everywhere' still
 * set a new password afterwards (whoever held the old mailbox took the account over for 30 minutes).
 */
let t: TestApp;
let admin: Agent;
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

const PASSWORD = 'correct-horse-battery';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** What the reset mail and the confirmation mail carry: a random token whose hash is stored (as the services do). */
async function tokensFor(userId: number, email: string): Promise<{ reset: string; confirm: string }> {
  const reset = randomBytes(32).toString('base64url');
  const confirm = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + 30 * 60_000);
  await t.db('password_reset_tokens').insert({ user_id: userId, token_hash: sha256(reset), expires_at: expires });
  await t.db('email_confirmation_tokens').insert({ user_id: userId, email, token_hash: sha256(confirm), expires_at: expires });
  return { reset, confirm };
}

async function expectDead(tokens: { reset: string; confirm: string }) {
  const reset = await t.request().post(apiPaths.passwordReset).send({ token: tokens.reset, password: 'taken-over-password' });
  expect(reset.status).toBe(400);
  expect(reset.body.error.message).toBe(PASSWORD_RESET_BAD_TOKEN);
  const confirm = await t.request().post(apiPaths.emailConfirmation(tokens.confirm)).send({});
  expect(confirm.status).not.toBe(200);
  // Nothing waits in the tables to be spent later.
  expect(await t.db('password_reset_tokens').where({ token_hash: sha256(tokens.reset) }).whereNull('used_at').first()).toBeUndefined();
  expect(await t.db('email_confirmation_tokens').where({ token_hash: sha256(tokens.confirm) }).whereNull('used_at').first()).toBeUndefined();
}

async function member(): Promise<{ agent: Agent; id: number; email: string; username: string }> {
  const agent = t.agent();
  const { user, credentials } = await signUpMember(agent, {}, { confirmEmail: false });
  return { agent, id: user.id, email: credentials.email, username: credentials.username };
}

describe('every unused link of a member dies with', () => {
  it('(the tokens work when nothing happened: the test proves something)', async () => {
    const m = await member();
    const tokens = await tokensFor(m.id, m.email);
    expect((await t.request().post(apiPaths.emailConfirmation(tokens.confirm)).send({})).status).toBe(200);
    expect((await t.request().post(apiPaths.passwordReset).send({ token: tokens.reset, password: 'a-brand-new-password' })).status).toBe(200);
  });

  it('a password change', async () => {
    const m = await member();
    const tokens = await tokensFor(m.id, m.email);
    const res = await m.agent.post(apiPaths.changePassword).send({ currentPassword: PASSWORD, newPassword: 'another-long-password', confirmPassword: 'another-long-password' });
    expect(res.status).toBe(200);
    await expectDead(tokens);
  });

  it('an email change', async () => {
    const m = await member();
    const tokens = await tokensFor(m.id, m.email);
    const res = await m.agent.patch(apiPaths.user).send({ email: `new-${m.email}`, currentPassword: PASSWORD });
    expect(res.status).toBe(200);
    await expectDead(tokens);
    // The new address's own confirmation link is the one that stays.
    expect(await t.db('email_confirmation_tokens').where({ user_id: m.id, email: `new-${m.email}` }).whereNull('used_at').first()).toBeDefined();
  });

  it('sign out everywhere', async () => {
    const m = await member();
    const tokens = await tokensFor(m.id, m.email);
    expect((await m.agent.post(apiPaths.signOutEverywhere).send({})).status).toBe(200);
    await expectDead(tokens);
  });

  it('a reset used', async () => {
    const m = await member();
    const used = await tokensFor(m.id, m.email);
    const tokens = await tokensFor(m.id, m.email);
    expect((await t.request().post(apiPaths.passwordReset).send({ token: used.reset, password: 'a-brand-new-password' })).status).toBe(200);
    await expectDead(tokens);
  });

  it('a suspension', async () => {
    const m = await member();
    const tokens = await tokensFor(m.id, m.email);
    const reporter = t.agent();
    await signUpMember(reporter);
    expect((await reporter.post('/api/reports').send({ targetType: 'member', targetId: m.id, reason: 'scam' })).status).toBe(201);
    const res = await admin.post('/api/admin/moderation').send({ targetType: 'member', targetId: m.id, action: 'suspend', reason: 'Asked for money', suspendDays: 7 });
    expect(res.status).toBe(200);
    await expectDead(tokens);
  });

  it('the account deletion', async () => {
    const m = await member();
    const tokens = await tokensFor(m.id, m.email);
    expect((await m.agent.post('/api/user/deletion').send({ password: PASSWORD, confirm: true })).status).toBe(200);
    await expectDead(tokens);
  });
});
