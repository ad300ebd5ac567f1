import { common, DEFAULT_LOCALE, type Locale, type MailText } from './locale';

/** 'email-confirmation' (security mail): the link confirming a member's address, after registering or a change. */
export interface EmailConfirmationData {
  name: string;
  /** The confirmation page with its token. */
  url: string;
}

export const texts = {
  en: {
    subject: 'Confirm your email address for Afterwork',
    paragraphs: [
      'Welcome to Afterwork. Please confirm that this is your email address, so we can send you reminders and news you ask for.',
      'Press the button, then "Confirm my email address" on the page that opens. The link works once, for 7 days.',
      'You can already use the site: this only turns on the emails.',
    ],
    action: 'Confirm my email address',
    reason: 'You are receiving this because this address was given for an Afterwork account. If that was not you, ignore this email: nothing more will be sent to it.',
  },
} as const;

export function emailConfirmation(d: EmailConfirmationData, locale: Locale = DEFAULT_LOCALE): MailText {
  const t = texts[locale];
  return { subject: t.subject, greeting: common(locale).greeting(d.name), paragraphs: [...t.paragraphs], action: { label: t.action, url: d.url }, reason: t.reason };
}
