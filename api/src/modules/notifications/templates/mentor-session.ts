import type { SessionNews } from '../news-repository';
import { DEFAULT_LOCALE, whenText, type Locale } from '../../mail/public';

/** What the mentor session templates read of a session. */
export type SessionData = Pick<SessionNews, 'mentorId' | 'mentorName' | 'title' | 'startsAt' | 'durationMinutes' | 'timeZone'>;

/** The mentor's page, where the session is (a notice's link; `origin` + it, a mail's button). */
export const mentorPath = (s: Pick<SessionData, 'mentorId'>): string => `/mentors/${s.mentorId}`;
/** When a session starts, on its own clocks. */
export const sessionWhen = (s: Pick<SessionData, 'startsAt' | 'timeZone'>, locale: Locale = DEFAULT_LOCALE): string => whenText({ startDate: s.startsAt, timeZone: s.timeZone }, locale);

/** Words every session mail shares. */
export const sessionTexts = {
  en: {
    seeSession: 'See the session',
    where: 'Where: online, with your mentor. The details are on the mentor\'s page.',
    reason: 'You are receiving this because you reserved a place in this mentor session. You can turn these emails off in Settings → Notifications.',
  },
} as const;
