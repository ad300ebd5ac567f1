import { common, DEFAULT_LOCALE, type Locale, type MailText } from '../../mail/public';
import { noticeExcerpt, type NoticeText } from '../notify';

/** 'discussion-post': a member started a conversation in the discussion of a group or community the reader is in. */
export interface DiscussionPostData {
  name: string;
  author: string;
  place: string;
  /** The post's words, as written (plain text). */
  body: string;
  link: string;
  origin: string;
}


export const texts = {
  en: {
    title: (author: string, place: string) => `${author} wrote in ${place}`,
    wrote: (author: string) => `${author} wrote:`,
    answer: 'To answer, reply to this email: write your answer at the top, and it will appear in the conversation under your name. Or answer on the website.',
    action: 'Read the conversation',
    reason: 'You are receiving this because you chose to hear of new posts in your groups and communities. You can change that in Settings → Notifications.',
  },
} as const;

export function discussionPost(d: DiscussionPostData, locale: Locale = DEFAULT_LOCALE): { notice: NoticeText; mail: MailText } {
  const t = texts[locale];
  return {
    notice: { title: t.title(d.author, d.place), body: noticeExcerpt(d.body) },
    mail: {
      subject: t.title(d.author, d.place),
      greeting: common(locale).greeting(d.name),
      paragraphs: [t.wrote(d.author), d.body, t.answer],
      action: { label: t.action, url: `${d.origin}${d.link}` },
      reason: t.reason,
    },
  };
}
