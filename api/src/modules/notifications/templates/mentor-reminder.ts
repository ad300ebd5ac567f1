import { mentorPath, sessionTexts, sessionWhen, type SessionData } from './mentor-session';
import { common, DEFAULT_LOCALE, type Locale, type MailText } from '../../mail/public';
import type { NoticeText } from '../notify';

/** 'mentor-reminder': the day before a session the member reserved. */
export interface MentorReminderData {
  session: SessionData;
  name: string;
  origin: string;
}

export const texts = {
  en: {
    title: (title: string) => `Reminder: ${title} is tomorrow`,
    body: (title: string, mentor: string, when: string) => `${title} with ${mentor}, ${when}. Online, with your mentor.`,
    subject: (title: string, mentor: string) => `Reminder: ${title} with ${mentor} is tomorrow`,
    intro: (title: string, mentor: string) => `A reminder of your mentor session, ${title} with ${mentor}.`,
    when: (when: string, length: string) => `When: ${when}, for ${length}.`,
    cannotCome: 'If you cannot come after all, please cancel your place so someone else can take it.',
    reason: 'You are receiving this because you reserved a place in this mentor session. You can turn reminders off in Settings → Notifications.',
  },
} as const;

export function mentorReminder(d: MentorReminderData, locale: Locale = DEFAULT_LOCALE): { notice: NoticeText; mail: MailText } {
  const t = texts[locale];
  const c = common(locale);
  const s = d.session;
  const when = sessionWhen(s, locale);
  return {
    notice: { title: t.title(s.title), body: t.body(s.title, s.mentorName, when) },
    mail: {
      subject: t.subject(s.title, s.mentorName),
      greeting: c.greeting(d.name),
      paragraphs: [t.intro(s.title, s.mentorName), t.when(when, c.minutes(s.durationMinutes)), sessionTexts[locale].where, t.cannotCome],
      action: { label: sessionTexts[locale].seeSession, url: `${d.origin}${mentorPath(s)}` },
      reason: t.reason,
    },
  };
}
