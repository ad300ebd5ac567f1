import { common, DEFAULT_LOCALE, type Locale, type MailText } from './locale';

/** 'password-changed' (security mail): the password was changed with a reset link; every device was signed out. */
export interface PasswordChangedData {
  name: string;
  /** The member's username: the mail reminds them of it (issue 31). */
  username: string;
  origin: string;
}

export const texts = {
  en: {
    subject: 'Your Afterwork password was changed',
    paragraphs: [
      'The password of your Afterwork account was just changed with a reset link, and every device was signed out.',
      'If this was you, there is nothing more to do. If it was not, please reset your password again at once and call us on 1-800-555-0199 (free from the United States and Canada; from other countries, email help@afterwork.example).',
    ],
    username: (username: string) => `Your username is ${username}. Sign in with it (or with this email address) and your new password.`,
    action: 'Sign in',
    reason: 'You are receiving this because the password of your account was changed. We always tell you.',
  },
} as const;

export function passwordChanged(d: PasswordChangedData, locale: Locale = DEFAULT_LOCALE): MailText {
  const t = texts[locale];
  return { subject: t.subject, greeting: common(locale).greeting(d.name), paragraphs: [t.paragraphs[0], t.username(d.username), ...t.paragraphs.slice(1)], action: { label: t.action, url: `${d.origin}/sign-in` }, reason: t.reason };
}
