import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { generateSecret, generateURI, verify } from 'otplib';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import {
  SECOND_FACTOR_ADMINS_ONLY, SECOND_FACTOR_ALREADY_SET_UP, SECOND_FACTOR_CODE_WRONG, SECOND_FACTOR_CONFIRM_FIRST, SECOND_FACTOR_NO_SETUP,
  SECOND_FACTOR_NOT_SET_UP, SECOND_FACTOR_OTHER_MEMBER, type RecoveryCodes, type SecondFactorState, type TotpSetup,
} from '@afterwork/contracts/second-factor';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { Config } from '../../config';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { isSiteAdminAccount } from '../../policies/actor';
import type { LoginThrottle } from './login-throttle';
import type { PasskeyService } from './passkeys';
import { createSecondFactorRepository } from './second-factor-repository';

export const RECOVERY_CODE_COUNT = 10;
/** A code one 30-second step old (or one ahead) still counts: phone clocks drift, and typing takes time. */
const EPOCH_TOLERANCE_S = 30;
/** Recovery codes: 10 characters from an alphabet without look-alikes (no 0/O, 1/I/L), shown as 'abcde-fghjk'. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** What the session carries once its second factor was used (or it was opened with a passkey). */
export interface SecondFactorSession {
  secondFactorAt?: number;
}

/**
 * The site admins' second factor (issue 33 §3). Where it is required (config.adminSecondFactor: production by default,
 * ADMIN_SECOND_FACTOR), an admin's session holds the admin powers only once it used a second factor: it was opened
 * with a passkey, or a code from an authenticator app (TOTP, otplib) or a one-time recovery code was given. Until
 * then the admin is an ordinary member (`secondFactor` on the current user: 'set-up' when none exists yet, as for the
 * first admin the CLI makes, 'confirm' otherwise), and the shell asks for it.
 *
 * The app's secret is stored encrypted (AES-256-GCM, a key derived from the session secret); a code is accepted once
 * (its time step must be newer than the last one used, a conditional update); recovery codes are stored as HMACs and
 * spent once. Wrong codes count against the sign-in throttle like wrong passwords.
 */
export function createSecondFactorService(deps: {
  db: Knex;
  throttle: LoginThrottle;
  passkeys: PasskeyService;
  config: Pick<Config, 'adminSecondFactor' | 'sessionSecret'> & { passkeys: Pick<Config['passkeys'], 'rpName'> };
  /** Tests move the clock. */
  now?: () => number;
}) {
  const repo = createSecondFactorRepository(deps.db);
  const now = deps.now ?? Date.now;
  const key = createHash('sha256').update(`afterwork-totp:${deps.config.sessionSecret}`).digest();
  const issuer = deps.config.passkeys.rpName;

  const seal = (secret: string): string => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const ct = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), ct].map((b) => b.toString('base64url')).join('.');
  };
  const open = (sealed: string): string => {
    const [iv, tag, ct] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', key, iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(ct!), decipher.final()]).toString('utf8');
  };
  const hashCode = (code: string): string =>
    createHmac('sha256', deps.config.sessionSecret).update(`recovery:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`).digest('hex');
  const newRecoveryCode = (): string => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  };

  const assertAdminAccount = (me: CurrentUser): void => {
    if (!isSiteAdminAccount(me)) throw forbidden(SECOND_FACTOR_ADMINS_ONLY);
  };

  /** The step a 6-digit code is good for, or null (wrong, or not newer than `after`). */
  async function stepOf(sealed: string, code: string, after: number | null): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null;
    const result = await verify({
      secret: open(sealed),
      token: code,
      epoch: Math.floor(now() / 1000),
      epochTolerance: EPOCH_TOLERANCE_S,
      ...(after !== null ? { afterTimeStep: after } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  /** Counts a wrong code against the throttle, then refuses it. */
  async function refuse(me: CurrentUser, ip: string): Promise<never> {
    await deps.throttle.recordFailure(me.username, ip);
    throw badRequest(SECOND_FACTOR_CODE_WRONG);
  }

  return {
    required: deps.config.adminSecondFactor,

    /** What the current user says of the admin's second factor (undefined: nothing is waiting). */
    async pending(user: CurrentUser, session: SecondFactorSession | null): Promise<CurrentUser['secondFactor']> {
      if (!deps.config.adminSecondFactor || !isSiteAdminAccount(user) || session?.secondFactorAt) return undefined;
      return (await repo.hasAny(user.id)) ? 'confirm' : 'set-up';
    },

    async state(me: CurrentUser, session: SecondFactorSession | null): Promise<SecondFactorState> {
      assertAdminAccount(me);
      const totp = await repo.totpOf(me.id);
      return {
        required: deps.config.adminSecondFactor,
        app: !!totp?.confirmed_at,
        passkeys: await repo.passkeyCount(me.id),
        recoveryCodesLeft: await repo.recoveryCodesLeft(me.id),
        confirmed: !!session?.secondFactorAt,
      };
    },

    /** Step 1 of setting up the app: a new secret (until confirmed, it counts for nothing). */
    async startTotp(me: CurrentUser): Promise<TotpSetup> {
      assertAdminAccount(me);
      const secret = generateSecret();
      if (!(await repo.putPending(me.id, seal(secret)))) throw conflict(SECOND_FACTOR_ALREADY_SET_UP);
      return { secret, uri: generateURI({ issuer, label: me.username, secret }) };
    },

    /**
     * Step 2: the first code from the app confirms the secret; the session counts as confirmed (an admin setting up
     * a first factor is trusted on first use; one who already has a factor must have used it in this session).
     */
    async confirmTotp(me: CurrentUser, code: string, ip: string, session: SecondFactorSession): Promise<RecoveryCodes> {
      assertAdminAccount(me);
      await deps.throttle.assertAllowed(me.username, ip);
      const totp = await repo.totpOf(me.id);
      if (!totp || totp.confirmed_at) throw badRequest(SECOND_FACTOR_NO_SETUP);
      if (deps.config.adminSecondFactor && !session.secondFactorAt && (await repo.hasAny(me.id))) throw forbidden(SECOND_FACTOR_CONFIRM_FIRST);
      const step = await stepOf(totp.secret, code.replace(/\s/g, ''), null);
      if (step === null || !(await repo.useStep(me.id, step, true))) return refuse(me, ip);
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await repo.replaceRecoveryCodes(me.id, recoveryCodes.map(hashCode));
      await deps.throttle.recordSuccess(me.username);
      session.secondFactorAt = now();
      return { recoveryCodes };
    },

    /** This session's second factor: a code from the app, or one of the recovery codes (each once). */
    async check(me: CurrentUser, code: string, ip: string, session: SecondFactorSession): Promise<void> {
      assertAdminAccount(me);
      await deps.throttle.assertAllowed(me.username, ip);
      const typed = code.replace(/\s/g, '');
      const totp = await repo.totpOf(me.id);
      if (/^\d{6}$/.test(typed)) {
        if (!totp?.confirmed_at) return refuse(me, ip);
        const last = totp.last_step === null ? null : Number(totp.last_step);
        const step = await stepOf(totp.secret, typed, last);
        if (step === null || !(await repo.useStep(me.id, step, false))) return refuse(me, ip);
      } else if (!(await repo.spendRecoveryCode(me.id, hashCode(typed)))) {
        return refuse(me, ip);
      }
      await deps.throttle.recordSuccess(me.username);
      session.secondFactorAt = now();
    },

    /** This session's second factor with one of the admin's own passkeys (another member's is refused). */
    async checkPasskey(me: CurrentUser, response: AuthenticationResponseJSON, ip: string, session: SecondFactorSession): Promise<void> {
      assertAdminAccount(me);
      const who = await deps.passkeys.authenticate(response, ip);
      if (who.id !== me.id) throw badRequest(SECOND_FACTOR_OTHER_MEMBER);
      session.secondFactorAt = now();
    },

    /** Removes the app and its recovery codes (where required, only from a session that used its second factor). */
    async removeTotp(me: CurrentUser, session: SecondFactorSession | null): Promise<void> {
      assertAdminAccount(me);
      if (deps.config.adminSecondFactor && !session?.secondFactorAt) throw forbidden(SECOND_FACTOR_CONFIRM_FIRST);
      if (!(await repo.removeTotp(me.id))) throw notFound(SECOND_FACTOR_NOT_SET_UP);
    },
  };
}
export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
