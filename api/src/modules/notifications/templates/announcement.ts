import { common, DEFAULT_LOCALE, type Locale, type MailText } from '../../mail/public';
import { noticeExcerpt, type NoticeText } from '../notify';

/** 'announcement': an organiser's announcement to the members of a group or community, or to those going to an activity. */
export interface AnnouncementData {
  /** The group's or community's name. */
  placeName: string;
  place: 'group' | 'community';
  /** Where it is read: the place's page (its discussion). */
  path: string;
  sender: string;
  body: string;
  /** Whom it went to, in words ('All members', 'Members going to Tuesday walk'). */
  audienceLabel: string;
  name: string;
  origin: string;
}

export const texts = {
  en: {
    title: (place: string) => `Announcement from ${place}`,
    notice: (sender: string, body: string) => `${sender}: ${noticeExcerpt(body, 200)}`,
    intro: (sender: string, place: string) => `${sender} sent this announcement to the members of ${place}:`,
    to: (label: string) => `Sent to: ${label}.`,
    see: 'Read it on Afterwork',
    reason: (place: string, what: string) =>
      `You are receiving this because you belong to ${place} or are going to one of its activities, and its ${what} sent an announcement. You can turn these emails off in Settings → Notifications.`,
  },
} as const;

export function announcement(d: AnnouncementData, locale: Locale = DEFAULT_LOCALE): { notice: NoticeText; mail: MailText } {
  const t = texts[locale];
  return {
    notice: { title: t.title(d.placeName), body: t.notice(d.sender, d.body) },
    mail: {
      subject: t.title(d.placeName),
      greeting: common(locale).greeting(d.name),
      // The organiser's words as they wrote them, a paragraph each (plain text: the mail escapes it).
      paragraphs: [t.intro(d.sender, d.placeName), ...d.body.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean), t.to(d.audienceLabel)],
      action: { label: t.see, url: `${d.origin}${d.path}` },
      reason: t.reason(d.placeName, d.place === 'group' ? 'group admin' : 'community lead'),
    },
  };
}
