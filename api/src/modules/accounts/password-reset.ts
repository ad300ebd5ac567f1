import type { Knex } from 'knex';
import { PASSWORD_RESET_BAD_TOKEN } from '@afterwork/contracts/password-reset';
import type { Config } from '../../config';
import type { Logger } from '../../http/logger';
import { badRequest } from '../../platform/errors';
import { passwordChanged, passwordReset, type MailService } from '../mail/public';
import type { MailedLinkThrottle } from './mailed-link-throttle';
import { hashLinkToken, newLinkToken } from './link-token';
import { hashPassword } from './password';
import type { RevokeSessions } from './revoke-sessions';
import { createPasswordResetRepository } from './password-reset-repository';

/** A reset link works this long. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;

/**
 * Password recovery (issue 17): a request always gets the same answer and takes the same time (the mail is queued
 * without waiting, and sent by the mail queue), so nobody learns whether an address has an account; requests are limited per address and
 * per client address. The link carries a random 256-bit token; only its SHA-256 is stored; it works once, for 30
 * minutes. Setting the new password signs out every session of the member and resets their other lasting secrets
 * (`revokeSessions`), in the same transaction that spends the token.
 */
export function createPasswordResetService(deps: {
  db: Knex;
  mail: MailService;
  config: Pick<Config, 'publicUrl'>;
  logger: Logger;
  /** Shared with 'Email me a sign-in link': both mail a link to whatever address is typed. */
  throttle: MailedLinkThrottle;
  revokeSessions: RevokeSessions;
}) {
  const { db, revokeSessions } = deps;
  const repo = createPasswordResetRepository(db);

  return {
    /** Answers nothing: the caller always says the same thing. The mail is sent in the background. */
    async request(email: string, ip: string): Promise<void> {
      await deps.throttle.count(email, ip);
      const user = await repo.memberByEmail(email);
      if (!user) return;
      const { token, hash } = newLinkToken();
      const id = await repo.insertToken(user.id, hash, new Date(Date.now() + RESET_TOKEN_TTL_MS));
      const url = `${deps.config.publicUrl}/reset-password?token=${token}`;
      // Enqueued without waiting (the answer takes the same time with or without an account); the mail queue sends it.
      void deps.mail
        .send({
          key: `password-reset:${user.id}:${id}`,
          userId: user.id,
          to: user.email,
          kind: 'password-reset',
          security: true,
          content: passwordReset({ name: user.name, username: user.username, url }),
        })
        .catch((err: unknown) => deps.logger.warn('password reset mail not queued', { error: err instanceof Error ? err.message : String(err) }));
    },

    /** Spends the token and sets the password; every session of the member ends. */
    async reset(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (trx) => {
        const userId = await repo.spendToken(trx, hashLinkToken(token));
        if (userId === undefined) throw badRequest(PASSWORD_RESET_BAD_TOKEN, { token: PASSWORD_RESET_BAD_TOKEN });
        const member = await repo.setPassword(trx, userId, passwordHash);
        // Every session ends, and every other link sent to the member (resets, email confirmations) stops working.
        await revokeSessions(trx, userId);
        return member;
      });
      void deps.mail
        .send({
          key: `password-changed:${user.id}:${Date.now()}`,
          userId: user.id,
          to: user.email,
          kind: 'password-changed',
          security: true,
          content: passwordChanged({ name: user.name, username: user.username, origin: deps.config.publicUrl }),
        })
        .catch((err: unknown) => deps.logger.warn('password changed mail not queued', { error: err instanceof Error ? err.message : String(err) }));
    },
  };
}
