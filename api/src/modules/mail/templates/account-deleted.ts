import { common, DEFAULT_LOCALE, type Locale, type MailText } from './locale';

/** 'account-deleted' (security mail, to the address the account had): the account is gone. */
export interface AccountDeletedData {
  name: string;
  origin: string;
}

export const texts = {
  en: {
    subject: 'Your Afterwork account has been deleted',
    paragraphs: [
      'Your Afterwork account was deleted, as you asked. You have been signed out on every device, and your private calendar link no longer works.',
      'Your profile, your answers to activities, your goals, your assessment results and your other personal details have been removed. What other members still need, such as a group you handed over, now says "Former member" instead of your name.',
      'If you did not delete your account, please reply to this email or call our support line at once.',
      'You are always welcome back: you can make a new account whenever you like.',
    ],
    action: 'Visit Afterwork',
    reason: 'You are receiving this because your Afterwork account was deleted. This is the last email we send to this address.',
  },
} as const;

export function accountDeleted(d: AccountDeletedData, locale: Locale = DEFAULT_LOCALE): MailText {
  const t = texts[locale];
  return { subject: t.subject, greeting: common(locale).greeting(d.name), paragraphs: [...t.paragraphs], action: { label: t.action, url: d.origin }, reason: t.reason };
}
