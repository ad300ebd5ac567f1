import { createHmac } from 'node:crypto';
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  PASSKEY_ALREADY_ADDED, PASSKEY_EXPIRED, PASSKEY_NOT_FOUND, PASSKEY_NOT_RECOGNISED, PASSKEY_NOT_VERIFIED, type Passkey,
} from '@afterwork/contracts/passkeys';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { Config } from '../../config';
import { iso } from '../../db';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';
import { assertNotSuspended } from '../../policies/actor';
import type { LoginThrottle } from './login-throttle';
import { createPasskeyRepository, type ChallengePurpose, type PasskeyRow } from './passkey-repository';
import { toCurrentUser, type UsersRepository } from './repository';
import type { Knex } from 'knex';

/** A ceremony's challenge works this long (the browser's own prompt times out at the same moment). */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** ES256 (every platform authenticator) and RS256 (Windows Hello), as COSE algorithm ids. */
const ALGORITHMS = [-7, -257];

const toPasskey = (p: PasskeyRow): Passkey => ({ id: p.id, name: p.name, createdAt: iso(p.created_at)!, lastUsedAt: iso(p.last_used_at) });

/** The challenge the browser signed, read from its clientDataJSON (the library checks it again, against ours). */
function challengeIn(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    if (typeof data.challenge === 'string' && data.challenge.length > 0 && data.challenge.length <= 128) return data.challenge;
  } catch {
    // not JSON: refused below
  }
  throw badRequest(PASSKEY_NOT_VERIFIED);
}

/**
 * Passkeys (issue 33 §3) with @simplewebauthn/server: a member adds one per device from Settings and signs in with
 * it instead of a password. Each ceremony's challenge is made here, stored (webauthn_challenges), spent once and
 * only within CHALLENGE_TTL_MS; a registration's is bound to the member who asked. The RP id and the expected origins
 * come from config (PUBLIC_URL). On sign-in, the credential must be known, its user handle the one stored with it,
 * the signature good and the counter moved on (the library refuses one that did not; the update is conditional, so
 * two answers checked at once cannot both count). Every failure is a 400 with plain words; failures count against
 * the sign-in throttle like wrong passwords. A good answer admits the member exactly as a password does.
 */
export function createPasskeyService(deps: {
  db: Knex;
  users: UsersRepository;
  throttle: LoginThrottle;
  config: Pick<Config, 'passkeys' | 'sessionSecret'>;
  /** Ceremonies begun per client address (PASSKEY_CHALLENGES_PER_IP per 10 minutes). */
  challenges: RateLimiter;
}) {
  const { users, throttle } = deps;
  const { rpId, rpName, origins } = deps.config.passkeys;
  const repo = createPasskeyRepository(deps.db);

  /** The handle the member's authenticators know them by: never the database id (the spec asks for no personal data). */
  const userHandleFor = async (memberId: number): Promise<string> =>
    (await repo.userHandleOf(memberId)) ?? createHmac('sha256', deps.config.sessionSecret).update(`webauthn-user:${memberId}`).digest('base64url');

  async function challenge(purpose: ChallengePurpose, value: string, userId: number | null): Promise<void> {
    await repo.insertChallenge({ challenge: value, purpose, userId, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
  }

  async function spend(purpose: ChallengePurpose, value: string, userId: number | null): Promise<void> {
    if (!(await repo.spendChallenge(value, purpose, userId))) throw badRequest(PASSKEY_EXPIRED);
  }

  return {
    list: async (me: CurrentUser): Promise<Passkey[]> => (await repo.listOf(me.id)).map(toPasskey),

    /** Settings → 'Add a passkey', step 1: what this device's authenticator is asked to make. */
    async registrationOptions(me: CurrentUser, ip: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
      await deps.challenges.hit(`passkey-challenge:${ip}`);
      const existing = await repo.listOf(me.id);
      const options = await generateRegistrationOptions({
        rpName,
        rpID: rpId,
        userName: me.username,
        userDisplayName: me.name,
        userID: new Uint8Array(Buffer.from(await userHandleFor(me.id), 'base64url')),
        attestationType: 'none',
        // A device that already holds one of the member's passkeys says so instead of making a second.
        excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports })),
        // A discoverable credential: signing in needs no username.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        supportedAlgorithmIDs: ALGORITHMS,
        timeout: CHALLENGE_TTL_MS,
      });
      await challenge('registration', options.challenge, me.id);
      return options;
    },

    /** Step 2: the authenticator's answer, checked, then stored under the member's name for it. */
    async add(me: CurrentUser, name: string, response: RegistrationResponseJSON): Promise<Passkey> {
      const expected = challengeIn(response.response.clientDataJSON);
      await spend('registration', expected, me.id);
      let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verified = await verifyRegistrationResponse({
          response,
          expectedChallenge: expected,
          expectedOrigin: origins,
          expectedRPID: rpId,
          requireUserVerification: false,
          supportedAlgorithmIDs: ALGORITHMS,
        });
      } catch {
        throw badRequest(PASSKEY_NOT_VERIFIED);
      }
      if (!verified.verified) throw badRequest(PASSKEY_NOT_VERIFIED);
      const { credential } = verified.registrationInfo;
      try {
        const id = await repo.insert({
          userId: me.id,
          name,
          credentialId: credential.id,
          publicKey: credential.publicKey,
          counter: credential.counter,
          userHandle: await userHandleFor(me.id),
          transports: (credential.transports ?? []).slice(0, 10),
        });
        return toPasskey((await repo.listOf(me.id)).find((p) => p.id === id)!);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(PASSKEY_ALREADY_ADDED);
        throw err;
      }
    },

    /** Settings → 'Remove': only one of the member's own (another's is not found). */
    async remove(me: CurrentUser, id: number): Promise<void> {
      if (!(await repo.remove(me.id, id))) throw notFound(PASSKEY_NOT_FOUND);
    },

    /** The sign-in page (button and autofill): a challenge for any of this site's passkeys. */
    async authenticationOptions(ip: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
      await deps.challenges.hit(`passkey-challenge:${ip}`);
      const options = await generateAuthenticationOptions({ rpID: rpId, userVerification: 'preferred', timeout: CHALLENGE_TTL_MS });
      await challenge('authentication', options.challenge, null);
      return options;
    },

    /** Checks a sign-in answer; answers the member to sign in. */
    async authenticate(response: AuthenticationResponseJSON, ip: string): Promise<CurrentUser> {
      const expected = challengeIn(response.response.clientDataJSON);
      const passkey = await repo.byCredentialId(response.id);
      const member = passkey ? await users.findById(passkey.user_id) : undefined;
      // Failures count under the member's username (as wrong passwords do), or the address alone.
      const key = member?.username ?? `passkey:${response.id.slice(0, 64)}`;
      await throttle.assertAllowed(key, ip);
      const refuse = async (message: string): Promise<never> => {
        await throttle.recordFailure(key, ip);
        throw badRequest(message);
      };
      await spend('authentication', expected, null);
      // Unknown, removed, or presented with another member's user handle: not this member's passkey.
      if (!passkey || !member) return refuse(PASSKEY_NOT_RECOGNISED);
      if (response.response.userHandle !== undefined && response.response.userHandle !== passkey.user_handle) return refuse(PASSKEY_NOT_RECOGNISED);
      const counter = Number(passkey.counter);
      let newCounter: number;
      try {
        const verified = await verifyAuthenticationResponse({
          response,
          expectedChallenge: expected,
          expectedOrigin: origins,
          expectedRPID: rpId,
          credential: { id: passkey.credential_id, publicKey: new Uint8Array(passkey.public_key), counter, transports: passkey.transports },
          requireUserVerification: false,
        });
        if (!verified.verified) return refuse(PASSKEY_NOT_VERIFIED);
        newCounter = verified.authenticationInfo.newCounter;
      } catch (err) {
        if (err instanceof Error && 'status' in err) throw err;
        return refuse(PASSKEY_NOT_VERIFIED);
      }
      if (!(await repo.recordUse(passkey.id, passkey.counter, newCounter))) return refuse(PASSKEY_NOT_VERIFIED);
      await throttle.recordSuccess(member.username);
      assertNotSuspended(member);
      return toCurrentUser(member);
    },
  };
}
export type PasskeyService = ReturnType<typeof createPasskeyService>;
