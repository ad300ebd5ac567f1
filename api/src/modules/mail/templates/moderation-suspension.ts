import { common, DEFAULT_LOCALE, type Locale, type MailText } from './locale';

/** 'moderation-suspension' (security mail): a moderator suspended the account, until a time or for good. */
export interface ModerationSuspensionData {
  name: string;
  /** The end of the suspension; null: for good. */
  until: Date | null;
  reason: string;
  origin: string;
}

export const texts = {
  en: {
    subject: 'Your Afterwork account is suspended',
    until: (until: Date) => `until ${until.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} (UTC)`,
    forGood: 'for good',
    suspended: (how: string) => `Our moderators have suspended your Afterwork account ${how}. You have been signed out, and you cannot sign in while the suspension lasts. Their reason:`,
    quoted: (reason: string) => `"${reason}"`,
    mistake: 'If you think this is a mistake, please reply to this email and tell us why.',
    action: 'Read the Community Guidelines',
    reason: 'You are receiving this because a moderator suspended your Afterwork account.',
  },
} as const;

export function moderationSuspension(d: ModerationSuspensionData, locale: Locale = DEFAULT_LOCALE): MailText {
  const t = texts[locale];
  return {
    subject: t.subject,
    greeting: common(locale).greeting(d.name),
    paragraphs: [t.suspended(d.until ? t.until(d.until) : t.forGood), t.quoted(d.reason), t.mistake],
    action: { label: t.action, url: `${d.origin}/community-guidelines` },
    reason: t.reason,
  };
}
