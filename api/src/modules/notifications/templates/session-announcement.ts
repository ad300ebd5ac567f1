import { common, DEFAULT_LOCALE, type Locale, type MailText } from '../../mail/public';
import { noticeExcerpt, type NoticeText } from '../notify';

/** 'announcement' from a mentor to the members who booked one of their sessions (issue 30, item 3). */
export interface SessionAnnouncementData {
  mentorName: string;
  sessionTitle: string;
  /** The mentor's page, where the session is. */
  path: string;
  body: string;
  name: string;
  origin: string;
}

export const texts = {
  en: {
    title: (session: string) => `Announcement about ${session}`,
    notice: (mentor: string, body: string) => `${mentor}: ${noticeExcerpt(body, 200)}`,
    intro: (mentor: string, session: string) => `${mentor}, your mentor, sent this announcement to everyone who booked ${session}:`,
    see: 'See the session',
    reason: 'You are receiving this because you booked a mentor session and its mentor sent an announcement. You can turn these emails off in Settings → Notifications.',
  },
} as const;

export function sessionAnnouncement(d: SessionAnnouncementData, locale: Locale = DEFAULT_LOCALE): { notice: NoticeText; mail: MailText } {
  const t = texts[locale];
  return {
    notice: { title: t.title(d.sessionTitle), body: t.notice(d.mentorName, d.body) },
    mail: {
      subject: t.title(d.sessionTitle),
      greeting: common(locale).greeting(d.name),
      paragraphs: [t.intro(d.mentorName, d.sessionTitle), ...d.body.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean)],
      action: { label: t.see, url: `${d.origin}${d.path}` },
      reason: t.reason,
    },
  };
}
