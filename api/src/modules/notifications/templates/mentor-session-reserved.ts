import { mentorPath, sessionTexts, sessionWhen, type SessionData } from './mentor-session';
import { common, DEFAULT_LOCALE, type Locale, type MailText } from '../../mail/public';
import type { NoticeText } from '../notify';

/** 'mentor-session': a member's place in a mentor session is booked. */
export interface MentorSessionReservedData {
  session: SessionData;
  name: string;
  origin: string;
}

export const texts = {
  en: {
    title: (title: string) => `Your place is booked: ${title}`,
    body: (title: string, mentor: string, when: string, length: string) => `${title} with ${mentor}, ${when} (${length}, online).`,
    subject: (title: string, mentor: string) => `Booked: ${title} with ${mentor}`,
    booked: (title: string, mentor: string) => `Your place in ${title} with ${mentor} is booked.`,
    when: (when: string, length: string) => `When: ${when}, for ${length}.`,
    calendar: 'The attached calendar file adds the session to your calendar. We will remind you the day before.',
    cannotCome: 'If you cannot come after all, please cancel your place on the mentor\'s page so someone else can take it.',
  },
} as const;

export function mentorSessionReserved(d: MentorSessionReservedData, locale: Locale = DEFAULT_LOCALE): { notice: NoticeText; mail: MailText } {
  const t = texts[locale];
  const c = common(locale);
  const s = d.session;
  const when = sessionWhen(s, locale);
  const length = c.minutes(s.durationMinutes);
  return {
    notice: { title: t.title(s.title), body: t.body(s.title, s.mentorName, when, length) },
    mail: {
      subject: t.subject(s.title, s.mentorName),
      greeting: c.greeting(d.name),
      paragraphs: [t.booked(s.title, s.mentorName), t.when(when, length), sessionTexts[locale].where, t.calendar, t.cannotCome],
      action: { label: sessionTexts[locale].seeSession, url: `${d.origin}${mentorPath(s)}` },
      reason: sessionTexts[locale].reason,
    },
  };
}
