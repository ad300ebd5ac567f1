import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { PASSWORD_RESET_BAD_TOKEN } from '@afterwork/contracts/password-reset';
import type { Config } from '../../config';
import type { Logger } from '../../http/logger';
import { badRequest } from '../../platform/errors';
import type { MailService } from '../mail/service';
import type { RateLimiter } from '../../platform/rate-limit';
import { hashPassword } from './password';
import { revokeSessions } from './revoke-sessions';

/** A reset link works this long. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

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
  perAddress: RateLimiter;
  perIp: RateLimiter;
}) {
  const { db } = deps;

  return {
    /** Answers nothing: the caller always says the same thing. The mail is sent in the background. */
    async request(email: string, ip: string): Promise<void> {
      await deps.perIp.hit(`reset-ip:${ip}`);
      await deps.perAddress.hit(`reset-address:${email.toLowerCase()}`);
      const user = (await db('users').whereRaw('lower(email) = lower(?)', [email]).first('id', 'name', 'email', 'username')) as
        | { id: number; name: string; email: string; username: string }
        | undefined;
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      const [row] = (await db('password_reset_tokens')
        .insert({ user_id: user.id, token_hash: sha256(token), expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS) })
        .returning('id')) as Array<{ id: string | number }>;
      const url = `${deps.config.publicUrl}/reset-password?token=${token}`;
      // Enqueued without waiting (the answer takes the same time with or without an account); the mail queue sends it.
      void deps.mail
        .send({
          key: `password-reset:${user.id}:${row.id}`,
          userId: user.id,
          to: user.email,
          kind: 'password-reset',
          security: true,
          content: {
            subject: 'Reset your Afterwork password',
            greeting: `Hello ${user.name},`,
            paragraphs: [
              'Someone, probably you, asked to reset the password of your Afterwork account.',
              `Your username is ${user.username}. You can sign in with it or with this email address.`,
              'Press the button to choose a new password. The link works once, for 30 minutes.',
              'If you did not ask for this, you can ignore this email: your password stays as it is.',
            ],
            action: { label: 'Choose a new password', url },
            reason: 'You are receiving this because a password reset was requested for your account on Afterwork.',
          },
        })
        .catch((err: unknown) => deps.logger.warn('password reset mail not queued', { error: err instanceof Error ? err.message : String(err) }));
    },

    /** Spends the token and sets the password; every session of the member ends. */
    async reset(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (trx) => {
        const spent = (await trx('password_reset_tokens')
          .where({ token_hash: sha256(token) })
          .whereNull('used_at')
          .where('expires_at', '>', trx.fn.now())
          .update({ used_at: trx.fn.now() })
          .returning('user_id')) as Array<{ user_id: number }>;
        if (spent.length !== 1) throw badRequest(PASSWORD_RESET_BAD_TOKEN, { token: PASSWORD_RESET_BAD_TOKEN });
        const userId = spent[0].user_id;
        // Any other link sent to the member stops working too.
        await trx('password_reset_tokens').where({ user_id: userId }).whereNull('used_at').update({ used_at: trx.fn.now() }).returning('id');
        await trx('users').where({ id: userId }).update({ password_hash: passwordHash, updated_at: trx.fn.now() }).returning('id');
        await revokeSessions(trx, userId);
        return (await trx('users').where({ id: userId }).first('id', 'name', 'email', 'username')) as { id: number; name: string; email: string; username: string };
      });
      void deps.mail
        .send({
          key: `password-changed:${user.id}:${Date.now()}`,
          userId: user.id,
          to: user.email,
          kind: 'password-changed',
          security: true,
          content: {
            subject: 'Your Afterwork password was changed',
            greeting: `Hello ${user.name},`,
            paragraphs: [
              'The password of your Afterwork account was just changed with a reset link, and every device was signed out.',
              `Your username is ${user.username}. Sign in with it (or with this email address) and your new password.`,
              'If this was you, there is nothing more to do. If it was not, please reset your password again at once and call us on 1-800-555-0199 (free from the United States and Canada; from other countries, email help@afterwork.example).',
            ],
            action: { label: 'Sign in', url: `${deps.config.publicUrl}/sign-in` },
            reason: 'You are receiving this because the password of your account was changed. We always tell you.',
          },
        })
        .catch((err: unknown) => deps.logger.warn('password changed mail not queued', { error: err instanceof Error ? err.message : String(err) }));
    },
  };
}
