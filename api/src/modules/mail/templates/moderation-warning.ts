import { common, DEFAULT_LOCALE, type Locale, type MailText } from './locale';

/** 'moderation-warning' (security mail): a moderator warned the member, with their reason. */
export interface ModerationWarningData {
  name: string;
  reason: string;
  origin: string;
}

export const texts = {
  en: {
    subject: 'A warning from the Afterwork moderators',
    decided: 'Our moderators looked at a report about you and decided to give you a warning. Their reason:',
    quoted: (reason: string) => `"${reason}"`,
    guidelines: 'Please read our Community Guidelines. If it happens again, your account may be suspended. You will also see this warning when you next sign in.',
    action: 'Read the Community Guidelines',
    reason: 'You are receiving this because a moderator warned your Afterwork account.',
  },
} as const;

export function moderationWarning(d: ModerationWarningData, locale: Locale = DEFAULT_LOCALE): MailText {
  const t = texts[locale];
  return {
    subject: t.subject,
    greeting: common(locale).greeting(d.name),
    paragraphs: [t.decided, t.quoted(d.reason), t.guidelines],
    action: { label: t.action, url: `${d.origin}/community-guidelines` },
    reason: t.reason,
  };
}
