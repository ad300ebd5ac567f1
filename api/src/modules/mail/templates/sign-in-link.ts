import { common, DEFAULT_LOCALE, type Locale, type MailText } from './locale';

/** 'sign-in-link' (security mail, issue 33): 'Email me a sign-in link', for a member who would rather not type a password. */
export interface SignInLinkData {
  name: string;
  /** The member's username: the mail reminds them of it, as the password mails do. */
  username: string;
  /** The sign-in link's page with its token (a button there signs in: a mail scanner's visit spends nothing). */
  url: string;
}

export const texts = {
  en: {
    subject: 'Your link to sign in to Afterwork',
    paragraphs: [
      'Someone, probably you, asked for a link to sign in to Afterwork without a password.',
      'Press the button, then "Sign me in" on the page that opens. The link works once, for 15 minutes.',
      'If you did not ask for this, you can ignore this email: nobody can sign in without it, and your password stays as it is.',
    ],
    username: (username: string) => `Your username is ${username}. You can also sign in with it or with this email address and your password.`,
    action: 'Sign in to Afterwork',
    reason: 'You are receiving this because a sign-in link was requested for your account on Afterwork.',
  },
} as const;

export function signInLink(d: SignInLinkData, locale: Locale = DEFAULT_LOCALE): MailText {
  const t = texts[locale];
  return { subject: t.subject, greeting: common(locale).greeting(d.name), paragraphs: [t.paragraphs[0], t.username(d.username), ...t.paragraphs.slice(1)], action: { label: t.action, url: d.url }, reason: t.reason };
}
