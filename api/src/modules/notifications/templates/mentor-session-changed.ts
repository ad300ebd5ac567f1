import { mentorPath, sessionTexts, sessionWhen, type SessionData } from './mentor-session';
import { common, DEFAULT_LOCALE, type Locale, type MailText } from '../../mail/public';
import type { NoticeText } from '../notify';

/** 'mentor-session': a session the member reserved has a new time (start, length or time zone). */
export interface MentorSessionChangedData {
  now: SessionData;
  before: SessionData;
  name: string;
  origin: string;
}

export const texts = {
  en: {
    what: (now: string, nowLength: string, before: string, beforeLength: string) => `It now starts ${now} and lasts ${nowLength} (it was ${before}, ${beforeLength}).`,
    title: (title: string) => `${title} has a new time`,
    subject: (title: string, mentor: string) => `New time: ${title} with ${mentor}`,
    intro: (title: string, mentor: string) => `${title} with ${mentor}, which you reserved, has a new time.`,
    kept: 'Your place is kept. The attached calendar file updates the session in your calendar.',
    doesNotSuit: 'If the new time does not suit you, please cancel your place on the mentor\'s page so someone else can take it.',
  },
} as const;

export function mentorSessionChanged(d: MentorSessionChangedData, locale: Locale = DEFAULT_LOCALE): { notice: NoticeText; mail: MailText } {
  const t = texts[locale];
  const c = common(locale);
  const { now, before } = d;
  const what = t.what(sessionWhen(now, locale), c.minutes(now.durationMinutes), sessionWhen(before, locale), c.minutes(before.durationMinutes));
  return {
    notice: { title: t.title(now.title), body: what },
    mail: {
      subject: t.subject(now.title, now.mentorName),
      greeting: c.greeting(d.name),
      paragraphs: [t.intro(now.title, now.mentorName), what, t.kept, t.doesNotSuit],
      action: { label: sessionTexts[locale].seeSession, url: `${d.origin}${mentorPath(now)}` },
      reason: sessionTexts[locale].reason,
    },
  };
}
