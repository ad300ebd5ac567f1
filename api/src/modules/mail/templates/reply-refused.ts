import { common, DEFAULT_LOCALE, type Locale, type MailText } from './locale';

/** 'reply-refused': an answer the member sent by mail could not be posted, and why. */
export interface ReplyRefusedData {
  name: string;
  /** Why, in the site's words (the same message the website would have shown). */
  reason: string;
  origin: string;
}

export const texts = {
  en: {
    subject: 'Your email answer was not posted',
    intro: 'You answered a conversation on Afterwork by email, but we could not post your answer. The reason:',
    quoted: (reason: string) => `"${reason}"`,
    keep: 'Your words are still in the email you sent, so nothing is lost: you can copy them and answer on the website.',
    action: 'Go to Afterwork',
    reason: 'You are receiving this because an email answer came to one of your Afterwork conversations.',
  },
} as const;

export function replyRefused(d: ReplyRefusedData, locale: Locale = DEFAULT_LOCALE): MailText {
  const t = texts[locale];
  return {
    subject: t.subject,
    greeting: common(locale).greeting(d.name),
    paragraphs: [t.intro, t.quoted(d.reason), t.keep],
    action: { label: t.action, url: `${d.origin}/dashboard` },
    reason: t.reason,
  };
}
