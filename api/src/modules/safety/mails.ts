import { accountDeleted, moderationSuspension, type MailRequest } from '../mail/public';

/**
 * The mails of trust and safety (issue 21), in the house shape (modules/mail/compose.ts), their words in
 * `mail/templates/<kind>.ts`. All are account matters: sent whatever the member's mail choices, with no unsubscribe
 * (like password mail). Each has one idempotency key.
 */
export const safetyMails = {
  /** To the address the account had, after it is gone (no member id: the row no longer exists). */
  accountDeleted(user: { id: number; name: string; email: string }, publicUrl: string): MailRequest {
    return {
      key: `account-deleted:${user.id}`,
      userId: null,
      forget: true,
      to: user.email,
      kind: 'account-deleted',
      security: true,
      content: accountDeleted({ name: user.name, origin: publicUrl }),
    };
  },

  suspended(member: { id: number; name: string; email: string }, until: Date | null, reason: string, publicUrl: string, stamp: string): MailRequest {
    return {
      key: `moderation-suspension:${member.id}:${stamp}`,
      userId: member.id,
      to: member.email,
      kind: 'moderation-suspension',
      security: true,
      content: moderationSuspension({ name: member.name, until, reason, origin: publicUrl }),
    };
  },
};
