import { common, DEFAULT_LOCALE, type Locale, type MailText } from '../../mail/public';
import { noticeExcerpt, type NoticeText } from '../notify';

/** 'discussion-reply': somebody answered the member's post in a group's or community's discussion. */
export interface DiscussionReplyData {
  name: string;
  replier: string;
  place: string;
  /** The reply's words, as written (plain text). */
  body: string;
  link: string;
  origin: string;
}

/** The notice shows the start of the reply; the mail shows it whole. */

export const texts = {
  en: {
    title: (replier: string, place: string) => `${replier} replied to your post in ${place}`,
    wrote: (replier: string) => `${replier} wrote:`,
    answer: 'To answer, reply to this email: write your answer at the top, and it will appear in the conversation under your name. Or answer on the website.',
    action: 'Read the conversation',
    reason: 'You are receiving this because somebody replied to your post. You can turn replies off in Settings → Notifications.',
  },
} as const;

export function discussionReply(d: DiscussionReplyData, locale: Locale = DEFAULT_LOCALE): { notice: NoticeText; mail: MailText } {
  const t = texts[locale];
  return {
    notice: { title: t.title(d.replier, d.place), body: noticeExcerpt(d.body) },
    mail: {
      subject: t.title(d.replier, d.place),
      greeting: common(locale).greeting(d.name),
      paragraphs: [t.wrote(d.replier), d.body, t.answer],
      action: { label: t.action, url: `${d.origin}${d.link}` },
      reason: t.reason,
    },
  };
}
