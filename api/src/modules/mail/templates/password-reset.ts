import { common, DEFAULT_LOCALE, type Locale, type MailText } from './locale';

/** 'password-reset' (security mail): the link to choose a new password. */
export interface PasswordResetData {
  name: string;
  /** The member's username: the mail reminds them of it (issue 31). */
  username: string;
  /** The reset page with its token. */
  url: string;
}

export const texts = {
  en: {
    subject: 'Reset your Afterwork password',
    paragraphs: [
      'Someone, probably you, asked to reset the password of your Afterwork account.',
      'Press the button to choose a new password. The link works once, for 30 minutes.',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
    username: (username: string) => `Your username is ${username}. You can sign in with it or with this email address.`,
    action: 'Choose a new password',
    reason: 'You are receiving this because a password reset was requested for your account on Afterwork.',
  },
} as const;

export function passwordReset(d: PasswordResetData, locale: Locale = DEFAULT_LOCALE): MailText {
  const t = texts[locale];
  return { subject: t.subject, greeting: common(locale).greeting(d.name), paragraphs: [t.paragraphs[0], t.username(d.username), ...t.paragraphs.slice(1)], action: { label: t.action, url: d.url }, reason: t.reason };
}
