import type { Knex } from 'knex';
import { SIGN_IN_LINK_BAD_TOKEN } from '@afterwork/contracts/sign-in-link';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { Logger } from '../../http/logger';
import { badRequest } from '../../platform/errors';
import { assertNotSuspended } from '../../policies/actor';
import { signInLink, type MailService } from '../mail/public';
import { insertLink, spendLink } from './link-repository';
import { hashLinkToken, newLinkToken } from './link-token';
import type { MailedLinkThrottle } from './mailed-link-throttle';
import { toCurrentUser, type UsersRepository } from './repository';

/** A sign-in link works this long. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;

/**
 * 'Email me a sign-in link' (issue 33 §3), built as the password reset is: the same answer and the same time
 * whether or not an account uses the address (the mail is queued without waiting), the same limits (one
 * MailedLinkThrottle for both), a random token of which only the SHA-256 is stored (link-token.ts), single use,
 * 15 minutes. The link dies with the member's other links (link-repository.ts: a password or email change, 'sign out
 * everywhere', a suspension). Spending it admits the member as a password would: suspended members are refused.
 */
export function createSignInLinks(deps: { db: Knex; users: UsersRepository; mail: MailService; publicUrl: string; logger: Logger; throttle: MailedLinkThrottle }) {
  const { db, users } = deps;
  return {
    /** Answers nothing: the caller always says the same thing. */
    async request(email: string, ip: string): Promise<void> {
      await deps.throttle.count(email, ip);
      const user = await users.findByEmail(email);
      if (!user) return;
      const { token, hash } = newLinkToken();
      const id = await insertLink(db, 'sign_in_link_tokens', { userId: user.id, hash, expiresAt: new Date(Date.now() + SIGN_IN_LINK_TTL_MS) });
      const url = `${deps.publicUrl}/sign-in-link?token=${token}`;
      void deps.mail
        .send({
          key: `sign-in-link:${user.id}:${id}`,
          userId: user.id,
          to: user.email,
          kind: 'sign-in-link',
          security: true,
          content: signInLink({ name: user.name, username: user.username, url }),
        })
        .catch((err: unknown) => deps.logger.warn('sign-in link mail not queued', { error: err instanceof Error ? err.message : String(err) }));
    },

    /** Spends the token and answers the member to sign in; 400 when unknown, used or expired, 403 when suspended. */
    async spend(token: string): Promise<CurrentUser> {
      return db.transaction(async (trx) => {
        const userId = await spendLink(trx, 'sign_in_link_tokens', hashLinkToken(token));
        const member = userId === undefined ? undefined : await users.findById(userId);
        if (!member) throw badRequest(SIGN_IN_LINK_BAD_TOKEN, { token: SIGN_IN_LINK_BAD_TOKEN });
        // Refused as a password sign-in would be (the link stays unspent: the transaction rolls back).
        assertNotSuspended(member);
        return toCurrentUser(member);
      });
    },
  };
}
export type SignInLinks = ReturnType<typeof createSignInLinks>;
