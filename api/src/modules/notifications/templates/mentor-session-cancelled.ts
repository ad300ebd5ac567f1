import { mentorPath, sessionTexts, sessionWhen, type SessionData } from './mentor-session';
import { common, DEFAULT_LOCALE, type Locale, type MailText } from '../../mail/public';
import type { NoticeText } from '../notify';

/** 'mentor-session': a session the member reserved is cancelled. */
export interface MentorSessionCancelledData {
  session: SessionData;
  name: string;
  origin: string;
}

export const texts = {
  en: {
    title: (title: string) => `${title} is cancelled`,
    body: (title: string, mentor: string, when: string) => `${title} with ${mentor} on ${when} will not take place.`,
    subject: (title: string, mentor: string) => `Cancelled: ${title} with ${mentor}`,
    paragraphs: (title: string, mentor: string, when: string) => [
      `${title} with ${mentor} on ${when}, which you reserved, will not take place: it has been cancelled.`,
      'You do not need to do anything. You may want to remove it from your calendar, and look at the mentor\'s other sessions.',
    ],
    seeSessions: 'See the mentor\'s sessions',
  },
} as const;

export function mentorSessionCancelled(d: MentorSessionCancelledData, locale: Locale = DEFAULT_LOCALE): { notice: NoticeText; mail: MailText } {
  const t = texts[locale];
  const s = d.session;
  const when = sessionWhen(s, locale);
  return {
    notice: { title: t.title(s.title), body: t.body(s.title, s.mentorName, when) },
    mail: {
      subject: t.subject(s.title, s.mentorName),
      greeting: common(locale).greeting(d.name),
      paragraphs: t.paragraphs(s.title, s.mentorName, when),
      action: { label: t.seeSessions, url: `${d.origin}${mentorPath(s)}` },
      reason: sessionTexts[locale].reason,
    },
  };
}
