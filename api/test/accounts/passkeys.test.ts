import { generateKeyPairSync } from 'node:crypto';
import { apiPaths } from '@afterwork/contracts/paths';
import {
  PASSKEY_ALREADY_ADDED, PASSKEY_EXPIRED, PASSKEY_NAME_MISSING, PASSKEY_NOT_FOUND, PASSKEY_NOT_RECOGNISED, PASSKEY_NOT_VERIFIED,
} from '@afterwork/contracts/passkeys';
import { createTestApp, signUpMember, testConfig, type Agent, type TestApp } from '../support';
import { softwareAuthenticator, type SoftwareAuthenticator } from '../support/software-authenticator';

/**
 * Passkeys (issue 33 §3): the registration and authentication ceremonies against @simplewebauthn/server's
 * verification, driven by a software authenticator (an ES256 key pair made here, real signatures); every forged,
 * replayed or borrowed answer is a clear 400/404/409, never a 5xx, and signs nobody in.
 */
let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const { rpId, origins } = testConfig().passkeys;
const origin = origins[0]!;
const device = () => softwareAuthenticator({ rpId, origin });

/** A new member, signed in in `agent`, with a passkey named `name` made by `auth`. */
async function memberWithPasskey(name = 'My iPad') {
  const agent = t.agent();
  const { user, credentials } = await signUpMember(agent);
  const auth = device();
  const added = await addPasskey(agent, auth, name);
  expect(added.status).toBe(201);
  return { agent, user, credentials, auth, passkeyId: added.body.id as number };
}

async function addPasskey(agent: Agent, auth: SoftwareAuthenticator, name: string) {
  const options = await agent.post(apiPaths.passkeyRegistrationOptions).send({});
  expect(options.status).toBe(200);
  return agent.post(apiPaths.myPasskeys).send({ name, response: auth.register(options.body) });
}

async function signInWith(auth: SoftwareAuthenticator, overrides: Parameters<SoftwareAuthenticator['authenticate']>[1] = {}, agent = t.agent()) {
  const options = await agent.post(apiPaths.passkeyAuthenticationOptions).send({});
  expect(options.status).toBe(200);
  const response = auth.authenticate(options.body, overrides);
  const res = await agent.post(apiPaths.passkeySignIn).send({ response });
  return { res, agent, response };
}

describe('passkeys', () => {
  it('adds a named passkey, lists it, and signs in with it into a real session', async () => {
    const { agent, user, auth } = await memberWithPasskey('My iPad');
    const listed = await agent.get(apiPaths.myPasskeys);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([{ id: expect.any(Number), name: 'My iPad', createdAt: expect.any(String), lastUsedAt: null }]);

    const { res, agent: phone } = await signInWith(auth);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, username: user.username });
    expect(String(res.headers['set-cookie'])).toContain('afterwork.sid=');
    expect((await phone.get(apiPaths.user)).body.id).toBe(user.id);
    // The session is a real one: 'sign out everywhere' ends it like a password's.
    const after = await agent.get(apiPaths.myPasskeys);
    expect(after.body[0].lastUsedAt).toEqual(expect.any(String));
    // And again (the counter moves on each time).
    expect((await signInWith(auth)).res.status).toBe(200);
  });

  it('refuses a replayed answer: the challenge is single use', async () => {
    const { auth } = await memberWithPasskey();
    const { res, response } = await signInWith(auth);
    expect(res.status).toBe(200);
    const again = await t.agent().post(apiPaths.passkeySignIn).send({ response });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(PASSKEY_EXPIRED);
  });

  it('refuses an answer to a challenge that has expired', async () => {
    const { auth } = await memberWithPasskey();
    const agent = t.agent();
    const options = await agent.post(apiPaths.passkeyAuthenticationOptions).send({});
    await t.db('webauthn_challenges').where({ challenge: options.body.challenge }).update({ expires_at: new Date(Date.now() - 1000) });
    const res = await agent.post(apiPaths.passkeySignIn).send({ response: auth.authenticate(options.body) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(PASSKEY_EXPIRED);
  });

  it("refuses a forged signature, another site's origin and a counter that went back", async () => {
    const { auth } = await memberWithPasskey();
    const forged = await signInWith(auth, { key: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey });
    expect(forged.res.status).toBe(400);
    expect(forged.res.body.error.message).toBe(PASSKEY_NOT_VERIFIED);
    const phishing = await signInWith(auth, { origin: 'https://afterwork.example.evil' });
    expect(phishing.res.status).toBe(400);
    expect(phishing.res.body.error.message).toBe(PASSKEY_NOT_VERIFIED);
    expect((await signInWith(auth)).res.status).toBe(200);
    expect((await signInWith(auth)).res.status).toBe(200);
    const clone = await signInWith(auth, { counter: 1 });
    expect(clone.res.status).toBe(400);
    expect(clone.res.body.error.message).toBe(PASSKEY_NOT_VERIFIED);
    // Nobody was signed in by any of them.
    for (const r of [forged, phishing, clone]) expect((await r.agent.get(apiPaths.user)).status).toBe(401);
  });

  it("refuses another member's passkey: their user handle, their credential, their challenge, their list", async () => {
    const ann = await memberWithPasskey('Ann phone');
    const bob = await memberWithPasskey('Bob laptop');
    const annHandle = (await t.db('passkeys').where({ id: ann.passkeyId }).first('user_handle')).user_handle as string;

    // Bob's passkey presented as Ann's account.
    const borrowed = await signInWith(bob.auth, { userHandle: annHandle });
    expect(borrowed.res.status).toBe(400);
    expect(borrowed.res.body.error.message).toBe(PASSKEY_NOT_RECOGNISED);
    // Ann's credential id signed with Bob's key.
    const mixed = await signInWith(bob.auth, { credentialId: ann.auth.credentialId, userHandle: annHandle });
    expect(mixed.res.status).toBe(400);
    expect(mixed.res.body.error.message).toBe(PASSKEY_NOT_VERIFIED);

    // Ann's registration challenge answered in Bob's session.
    const annOptions = await ann.agent.post(apiPaths.passkeyRegistrationOptions).send({});
    const stolen = await bob.agent.post(apiPaths.myPasskeys).send({ name: 'Stolen', response: device().register(annOptions.body) });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.message).toBe(PASSKEY_EXPIRED);

    // Ann's credential added again to Bob's account.
    const bobOptions = await bob.agent.post(apiPaths.passkeyRegistrationOptions).send({});
    const twice = await bob.agent.post(apiPaths.myPasskeys).send({ name: 'Twice', response: ann.auth.register(bobOptions.body) });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(PASSKEY_ALREADY_ADDED);

    // Bob cannot remove Ann's passkey; Ann can.
    const removed = await bob.agent.delete(apiPaths.myPasskey(ann.passkeyId));
    expect(removed.status).toBe(404);
    expect(removed.body.error.message).toBe(PASSKEY_NOT_FOUND);
    expect((await ann.agent.get(apiPaths.myPasskeys)).body).toHaveLength(1);
    expect((await ann.agent.delete(apiPaths.myPasskey(ann.passkeyId))).status).toBe(200);
    expect((await ann.agent.get(apiPaths.myPasskeys)).body).toEqual([]);
    // A removed passkey signs nobody in.
    const gone = await signInWith(ann.auth);
    expect(gone.res.status).toBe(400);
    expect(gone.res.body.error.message).toBe(PASSKEY_NOT_RECOGNISED);
  });

  it('refuses a suspended member as a password sign-in does', async () => {
    const { user, auth } = await memberWithPasskey();
    await t.db('users').where({ id: user.id }).update({ suspended_until: new Date(Date.now() + 86_400_000), suspension_reason: 'Asked for money' });
    const { res, agent } = await signInWith(auth);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toContain('suspended');
    expect((await agent.get(apiPaths.user)).status).toBe(401);
  });

  it('answers bad input with 400s and the contract words, and visitors with 401', async () => {
    const agent = t.agent();
    await signUpMember(agent);
    const options = await agent.post(apiPaths.passkeyRegistrationOptions).send({});
    const noName = await agent.post(apiPaths.myPasskeys).send({ name: ' ', response: device().register(options.body) });
    expect(noName.status).toBe(400);
    expect(noName.body.error.fields.name).toBe(PASSKEY_NAME_MISSING);
    const garbage = await agent.post(apiPaths.myPasskeys).send({ name: 'Mine', response: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'bm90LWpzb24', attestationObject: 'AAAA' } } });
    expect(garbage.status).toBe(400);
    const junkSignIn = await t.request().post(apiPaths.passkeySignIn).send({ response: { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' } } });
    expect(junkSignIn.status).toBe(400);
    expect((await t.request().post(apiPaths.passkeySignIn).send({})).status).toBe(400);
    expect((await t.request().get(apiPaths.myPasskeys)).status).toBe(401);
    expect((await t.request().post(apiPaths.passkeyRegistrationOptions).send({})).status).toBe(401);
  });
});
