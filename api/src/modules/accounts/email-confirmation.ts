import type { Knex } from 'knex';
import { apiPaths } from '@afterwork/contracts/paths';
import type { EmailConfirmationStatus } from '@afterwork/contracts/notification-kinds';
import { emailChanged, emailConfirmation, type MailService } from '../mail/public';
import type { RateLimiter } from '../../platform/rate-limit';
import { createEmailConfirmationRepository } from './email-confirmation-repository';
import { spendUnusedLinks } from './link-repository';
import { hashLinkToken, newLinkToken } from './link-token';

/** A confirmation link works this long. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

interface Member {
  id: number;
  name: string;
  email: string;
}

/**
 * Email address confirmation (issue 17 §4). After registering (and after changing the address) the member gets a
 * link: a random 256-bit token, stored as SHA-256, single use, valid 7 days, for that address only (a link sent to
 * an address the member has since left confirms nothing). The member uses the site at once; until the address is
 * confirmed it gets no mail but this one and security mail (`deliver` checks, modules/mail/service.ts). Changing
 * the address tells the old one (security mail) and asks the new one to confirm.
 */
export function createEmailConfirmation(deps: { db: Knex; mail: MailService; publicUrl: string; resends?: RateLimiter }) {
  const { db } = deps;
  const repo = createEmailConfirmationRepository(db);

  /** Makes a link for the member's current address and queues its mail (in `trx` when given). */
  async function sendLink(member: Member, trx?: Knex.Transaction): Promise<void> {
    const q = trx ?? db;
    const { token, hash } = newLinkToken();
    const id = await repo.insertToken(q, { userId: member.id, email: member.email, hash, expiresAt: new Date(Date.now() + CONFIRM_TOKEN_TTL_MS) });
    await deps.mail.send(
      {
        key: `email-confirmation:${member.id}:${id}`,
        userId: member.id,
        to: member.email,
        kind: 'email-confirmation',
        security: true,
        content: emailConfirmation({ name: member.name, url: `${deps.publicUrl}${apiPaths.emailConfirmation(token)}` }),
      },
      { trx },
    );
  }

  return {
    sendLink,

    /** Spends the token; answers whether an address was confirmed (false: unknown, used, expired, or no longer the member's address). */
    async confirm(token: string): Promise<boolean> {
      return db.transaction(async (trx) => {
        const spent = await repo.spendToken(trx, hashLinkToken(token));
        if (!spent) return false;
        const { user_id: userId, email } = spent;
        if (!(await repo.confirmAddress(trx, userId, email))) return false;
        await repo.retireTokens(trx, userId);
        return true;
      });
    },

    async status(userId: number): Promise<EmailConfirmationStatus> {
      const row = await repo.member(userId);
      return { email: row.email, confirmed: row.email_confirmed_at != null };
    },

    /** Settings → 'Send the confirmation email again' (limited per member). Answers the status. */
    async resend(userId: number): Promise<EmailConfirmationStatus> {
      const member = await repo.member(userId);
      if (member.email_confirmed_at == null) {
        await deps.resends?.hit(`email-confirmation:${userId}`);
        await sendLink(member);
      }
      return { email: member.email, confirmed: member.email_confirmed_at != null };
    },

    /**
     * After the member changed their address (in `trx`): the new one is unconfirmed and gets a link; the old one is
     * told (security mail: whoever holds the account can now reset its password through the new address).
     */
    async addressChanged(member: Member, oldEmail: string, trx?: Knex.Transaction): Promise<void> {
      const q = trx ?? db;
      await repo.unconfirm(q, member.id);
      // Every link sent to the old address (a password reset included) dies; the new address gets its own below.
      await spendUnusedLinks(q, member.id);
      await deps.mail.send(
        {
          key: `email-changed:${member.id}:${Date.now()}:${hashLinkToken(member.email).slice(0, 8)}`,
          userId: member.id,
          to: oldEmail,
          kind: 'email-changed',
          security: true,
          content: emailChanged({ name: member.name, oldEmail, newEmail: member.email, origin: deps.publicUrl }),
        },
        { trx },
      );
      await sendLink(member, trx);
    },
  };
}
export type EmailConfirmation = ReturnType<typeof createEmailConfirmation>;
