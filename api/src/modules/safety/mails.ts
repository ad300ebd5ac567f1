import type { MailRequest } from '../mail/public';

/**
 * The mails of trust and safety (issue 21), in the house shape (modules/mail/compose.ts). All are account matters:
 * sent whatever the member's mail choices, with no unsubscribe (like password mail). Each has one idempotency key.
 */
export const safetyMails = {
  /** To the address the account had, after it is gone (no member id: the row no longer exists). */
  accountDeleted(user: { id: number; name: string; email: string }, publicUrl: string): MailRequest {
    return {
      key: `account-deleted:${user.id}`,
      userId: null,
      to: user.email,
      kind: 'account-deleted',
      security: true,
      content: {
        subject: 'Your Afterwork account has been deleted',
        greeting: `Hello ${user.name},`,
        paragraphs: [
          'Your Afterwork account was deleted, as you asked. You have been signed out on every device, and your private calendar link no longer works.',
          'Your profile, your answers to activities, your goals, your assessment results and your other personal details have been removed. What other members still need, such as a group you handed over, now says "Former member" instead of your name.',
          'If you did not delete your account, please reply to this email or call our support line at once.',
          'You are always welcome back: you can make a new account whenever you like.',
        ],
        action: { label: 'Visit Afterwork', url: publicUrl },
        reason: 'You are receiving this because your Afterwork account was deleted. This is the last email we send to this address.',
      },
    };
  },

  warned(member: { id: number; name: string; email: string }, warningId: number, reason: string, publicUrl: string): MailRequest {
    return {
      key: `moderation-warning:${warningId}`,
      userId: member.id,
      to: member.email,
      kind: 'moderation-warning',
      security: true,
      content: {
        subject: 'A warning from the Afterwork moderators',
        greeting: `Hello ${member.name},`,
        paragraphs: [
          'Our moderators looked at a report about you and decided to give you a warning. Their reason:',
          `"${reason}"`,
          'Please read our Community Guidelines. If it happens again, your account may be suspended. You will also see this warning when you next sign in.',
        ],
        action: { label: 'Read the Community Guidelines', url: `${publicUrl}/community-guidelines` },
        reason: 'You are receiving this because a moderator warned your Afterwork account.',
      },
    };
  },

  suspended(member: { id: number; name: string; email: string }, until: Date | null, reason: string, publicUrl: string, stamp: string): MailRequest {
    const when = until
      ? `until ${until.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} (UTC)`
      : 'for good';
    return {
      key: `moderation-suspension:${member.id}:${stamp}`,
      userId: member.id,
      to: member.email,
      kind: 'moderation-suspension',
      security: true,
      content: {
        subject: 'Your Afterwork account is suspended',
        greeting: `Hello ${member.name},`,
        paragraphs: [
          `Our moderators have suspended your Afterwork account ${when}. You have been signed out, and you cannot sign in while the suspension lasts. Their reason:`,
          `"${reason}"`,
          'If you think this is a mistake, please reply to this email and tell us why.',
        ],
        action: { label: 'Read the Community Guidelines', url: `${publicUrl}/community-guidelines` },
        reason: 'You are receiving this because a moderator suspended your Afterwork account.',
      },
    };
  },
};
