import { common, DEFAULT_LOCALE, type Locale, type MailText } from '../../mail/public';
import type { NoticeText } from '../notify';

/** 'mentor-session' (the member's own copy, issue 31): the member asked a mentor for mentorship. */
export interface MentorRequestSentData {
  mentor: { id: number; name: string };
  name: string;
  message: string | null;
  origin: string;
}

export const texts = {
  en: {
    title: (mentor: string) => `Your request was sent to ${mentor}`,
    body: (mentor: string) => `You asked ${mentor} for mentorship. They will get in touch by email, usually within a few days.`,
    subject: (mentor: string) => `Your mentorship request to ${mentor}`,
    sent: (mentor: string) => `Your request for mentorship was sent to ${mentor}.`,
    message: (message: string) => `Your message: “${message}”`,
    noMessage: 'You did not add a message.',
    next: (mentor: string) => `${mentor} will get in touch with you by email, usually within a few days. You do not need to do anything else.`,
    safety: 'Afterwork and its mentors never ask you for money, bank details or passwords. If anyone does, please report them to us.',
    seePage: 'See the mentor\'s page',
    reason: 'You are receiving this because you asked a mentor for mentorship on Afterwork. You can turn these emails off in Settings → Notifications.',
  },
} as const;

export function mentorRequestSent(d: MentorRequestSentData, locale: Locale = DEFAULT_LOCALE): { notice: NoticeText; mail: MailText } {
  const t = texts[locale];
  return {
    notice: { title: t.title(d.mentor.name), body: t.body(d.mentor.name) },
    mail: {
      subject: t.subject(d.mentor.name),
      greeting: common(locale).greeting(d.name),
      paragraphs: [t.sent(d.mentor.name), d.message ? t.message(d.message) : t.noMessage, t.next(d.mentor.name), t.safety],
      action: { label: t.seePage, url: `${d.origin}/mentors/${d.mentor.id}` },
      reason: t.reason,
    },
  };
}
