import { generate } from 'otplib';
import { apiPaths } from '@afterwork/contracts/paths';
import { PASSKEY_EXPIRED } from '@afterwork/contracts/passkeys';
import {
  SECOND_FACTOR_ADMINS_ONLY, SECOND_FACTOR_ALREADY_SET_UP, SECOND_FACTOR_CODE_WRONG, SECOND_FACTOR_CONFIRM_FIRST, SECOND_FACTOR_OTHER_MEMBER,
} from '@afterwork/contracts/second-factor';
import { createTestApp, signInAdmin, signUpMember, testConfig, type Agent, type TestApp } from '../support';
import { softwareAuthenticator } from '../support/software-authenticator';

/**
 * The site admins' second factor (issue 33 §3), required here as in production (ADMIN_SECOND_FACTOR=required):
 * a password alone leaves an admin an ordinary member; an authenticator app's code (TOTP, otplib), a one-time
 * recovery code or a passkey gives the powers back. A wrong, replayed or reused code is a 400; nothing else changes.
 */
let t: TestApp;
let off: TestApp;
/** The clock the service checks codes against (moved on to take the next 30-second step). */
let clock = Date.now();
beforeAll(() => {
  t = createTestApp({ config: { adminSecondFactor: true }, now: () => new Date(clock) });
  off = createTestApp({ config: { adminSecondFactor: false } });
});
afterAll(async () => {
  await t.close();
  await off.close();
});

const { rpId, origins } = testConfig().passkeys;
const codeAt = (secret: string, ms = clock) => generate({ secret, epoch: Math.floor(ms / 1000) });
const adminPage = (agent: Agent) => agent.get(apiPaths.adminAudit);

async function setUpApp(agent: Agent) {
  const setup = await agent.post(apiPaths.secondFactorTotpSetup).send({});
  expect(setup.status).toBe(201);
  expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/Afterwork:/);
  const confirmed = await agent.post(apiPaths.secondFactorTotp).send({ code: await codeAt(setup.body.secret) });
  expect(confirmed.status).toBe(200);
  return { secret: setup.body.secret as string, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

describe('admin second factor (required)', () => {
  it('asks the first admin to set one up; the app and its first code give the powers back', async () => {
    const agent = t.agent();
    const { user } = await signInAdmin(agent, t.db);
    expect(user).toMatchObject({ role: 'admin', secondFactor: 'set-up' });
    expect((await agent.get(apiPaths.user)).body.secondFactor).toBe('set-up');
    const refused = await adminPage(agent);
    expect(refused.status).toBe(403);

    const { secret, recoveryCodes } = await setUpApp(agent);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await agent.get(apiPaths.user)).body.secondFactor).toBeUndefined();
    expect((await adminPage(agent)).status).toBe(200);
    // Stored: the secret sealed, never the codes themselves.
    const row = await t.db('totp_secrets').where({ user_id: user.id }).first();
    expect(row.secret).not.toContain(secret);
    const hashes = (await t.db('recovery_codes').where({ user_id: user.id }).pluck('code_hash')) as string[];
    expect(hashes).toHaveLength(10);
    expect(hashes.some((h) => recoveryCodes.includes(h))).toBe(false);
    const state = await agent.get(apiPaths.mySecondFactor);
    expect(state.body).toEqual({ required: true, app: true, passkeys: 0, recoveryCodesLeft: 10, confirmed: true });
    // A second setup while one is in place: refused.
    const again = await agent.post(apiPaths.secondFactorTotpSetup).send({});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(SECOND_FACTOR_ALREADY_SET_UP);
  });

  it('at the next sign-in asks for a code: a wrong one and a replayed one are 400, a new one lets in', async () => {
    const first = t.agent();
    const { credentials } = await signInAdmin(first, t.db);
    const { secret } = await setUpApp(first);

    const agent = t.agent();
    const login = await agent.post(apiPaths.login).send(credentials);
    expect(login.body.secondFactor).toBe('confirm');
    expect((await adminPage(agent)).status).toBe(403);

    const wrong = await agent.post(apiPaths.secondFactorCheck).send({ code: '000000' === (await codeAt(secret)) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(SECOND_FACTOR_CODE_WRONG);
    // The code the setup used is spent: replaying it is refused.
    const replay = await agent.post(apiPaths.secondFactorCheck).send({ code: await codeAt(secret) });
    expect(replay.status).toBe(400);
    expect((await adminPage(agent)).status).toBe(403);

    clock += 30_000;
    const good = await agent.post(apiPaths.secondFactorCheck).send({ code: await codeAt(secret) });
    expect(good.status).toBe(200);
    expect(good.body.user.secondFactor).toBeUndefined();
    expect((await adminPage(agent)).status).toBe(200);

    // The same code again, from another browser: spent.
    const other = t.agent();
    await other.post(apiPaths.login).send(credentials);
    const reused = await other.post(apiPaths.secondFactorCheck).send({ code: await codeAt(secret) });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe(SECOND_FACTOR_CODE_WRONG);
  });

  it('takes a recovery code once', async () => {
    const first = t.agent();
    const { credentials } = await signInAdmin(first, t.db);
    const { recoveryCodes } = await setUpApp(first);
    const agent = t.agent();
    await agent.post(apiPaths.login).send(credentials);
    const used = await agent.post(apiPaths.secondFactorCheck).send({ code: recoveryCodes[3]!.toUpperCase() });
    expect(used.status).toBe(200);
    expect((await adminPage(agent)).status).toBe(200);
    expect((await agent.get(apiPaths.mySecondFactor)).body.recoveryCodesLeft).toBe(9);

    const other = t.agent();
    await other.post(apiPaths.login).send(credentials);
    const again = await other.post(apiPaths.secondFactorCheck).send({ code: recoveryCodes[3] });
    expect(again.status).toBe(400);
    expect((await adminPage(other)).status).toBe(403);
    // Removing the app needs a confirmed session.
    const removal = await other.delete(apiPaths.mySecondFactor);
    expect(removal.status).toBe(403);
    expect(removal.body.error.message).toBe(SECOND_FACTOR_CONFIRM_FIRST);
  });

  it("a passkey sign-in is the second factor; another member's passkey is refused", async () => {
    const agent = t.agent();
    const { user } = await signInAdmin(agent, t.db);
    const auth = softwareAuthenticator({ rpId, origin: origins[0]! });
    const options = await agent.post(apiPaths.passkeyRegistrationOptions).send({});
    expect((await agent.post(apiPaths.myPasskeys).send({ name: 'My iPad', response: auth.register(options.body) })).status).toBe(201);
    // Adding a passkey is not itself the second step; with one in place, a password session cannot add another.
    expect((await agent.get(apiPaths.user)).body.secondFactor).toBe('confirm');
    const more = await agent.post(apiPaths.passkeyRegistrationOptions).send({});
    expect(more.status).toBe(403);
    expect(more.body.error.message).toBe(SECOND_FACTOR_CONFIRM_FIRST);

    const phone = t.agent();
    const signInOptions = await phone.post(apiPaths.passkeyAuthenticationOptions).send({});
    const signedIn = await phone.post(apiPaths.passkeySignIn).send({ response: auth.authenticate(signInOptions.body) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ id: user.id, role: 'admin' });
    expect(signedIn.body.user.secondFactor).toBeUndefined();
    expect((await adminPage(phone)).status).toBe(200);

    // The first browser confirms with the passkey too.
    const check = await agent.post(apiPaths.passkeyAuthenticationOptions).send({});
    const response = auth.authenticate(check.body);
    expect((await agent.post(apiPaths.secondFactorPasskey).send({ response })).status).toBe(200);
    expect((await adminPage(agent)).status).toBe(200);
    // Replayed: the challenge is spent.
    const replayed = await agent.post(apiPaths.secondFactorPasskey).send({ response });
    expect(replayed.status).toBe(400);
    expect(replayed.body.error.message).toBe(PASSKEY_EXPIRED);

    // A member's passkey does not confirm an admin.
    const member = t.agent();
    await signUpMember(member);
    const theirs = softwareAuthenticator({ rpId, origin: origins[0]! });
    const o = await member.post(apiPaths.passkeyRegistrationOptions).send({});
    await member.post(apiPaths.myPasskeys).send({ name: 'Phone', response: theirs.register(o.body) });
    const admin2 = t.agent();
    await signInAdmin(admin2, t.db);
    const c2 = await admin2.post(apiPaths.passkeyAuthenticationOptions).send({});
    const borrowed = await admin2.post(apiPaths.secondFactorPasskey).send({ response: theirs.authenticate(c2.body) });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.error.message).toBe(SECOND_FACTOR_OTHER_MEMBER);
    expect((await adminPage(admin2)).status).toBe(403);
  });

  it('is for admins only; a bad code is a clear 400', async () => {
    const member = t.agent();
    const { user } = await signUpMember(member);
    expect(user.role).not.toBe('admin');
    const res = await member.post(apiPaths.secondFactorTotpSetup).send({});
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(SECOND_FACTOR_ADMINS_ONLY);
    const admin = t.agent();
    await signInAdmin(admin, t.db);
    expect((await admin.post(apiPaths.secondFactorCheck).send({})).status).toBe(400);
    expect((await admin.post(apiPaths.secondFactorCheck).send({ code: 'x'.repeat(300) })).status).toBe(400);
    // No app yet: a code cannot confirm anything.
    expect((await admin.post(apiPaths.secondFactorCheck).send({ code: '123456' })).status).toBe(400);
    expect((await admin.post(apiPaths.secondFactorTotp).send({ code: '123456' })).status).toBe(400);
  });
});

describe('admin second factor (off: development and the demo)', () => {
  it('leaves a password-signed admin with the powers', async () => {
    const agent = off.agent();
    const { user } = await signInAdmin(agent, off.db);
    expect(user.role).toBe('admin');
    expect((user as { secondFactor?: string }).secondFactor).toBeUndefined();
    expect((await adminPage(agent)).status).toBe(200);
    expect((await agent.get(apiPaths.mySecondFactor)).body).toMatchObject({ required: false, app: false });
  });
});
