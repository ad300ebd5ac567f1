import { common, DEFAULT_LOCALE, type Locale, type MailText } from './locale';

/** 'email-changed' (security mail, to the previous address): the account's address was changed. */
export interface EmailChangedData {
  name: string;
  oldEmail: string;
  newEmail: string;
  origin: string;
}

export const texts = {
  en: {
    subject: 'Your Afterwork email address was changed',
    changed: (oldEmail: string, newEmail: string) => `The email address of your Afterwork account was just changed from ${oldEmail} to ${newEmail}. From now on we write to the new address only.`,
    ifNotYou: 'If this was you, there is nothing more to do. If it was not, someone may have your password: please call us on 1-800-555-0199 (free from the United States and Canada; from other countries, email help@afterwork.example).',
    action: 'Sign in',
    reason: 'You are receiving this at your previous address because the email address of your account was changed. We always tell you.',
  },
} as const;

export function emailChanged(d: EmailChangedData, locale: Locale = DEFAULT_LOCALE): MailText {
  const t = texts[locale];
  return {
    subject: t.subject,
    greeting: common(locale).greeting(d.name),
    paragraphs: [t.changed(d.oldEmail, d.newEmail), t.ifNotYou],
    action: { label: t.action, url: `${d.origin}/sign-in` },
    reason: t.reason,
  };
}
