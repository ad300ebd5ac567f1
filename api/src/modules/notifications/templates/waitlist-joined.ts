import { activityPath, activityTexts, type ActivityData } from './activity';
import { common, DEFAULT_LOCALE, whenText, type Locale, type MailText } from '../../mail/public';
import type { NoticeText } from '../notify';

/** 'waitlist': a member joined an activity's waitlist, with their place in the queue. */
export interface WaitlistJoinedData {
  activity: ActivityData;
  position: number;
  name: string;
  origin: string;
  /** Guests waiting with the member (issue 34): the party moves up together. */
  guests?: number;
}

export const texts = {
  en: {
    place: (position: number, title: string, when: string) => `You are number ${position} on the waitlist for ${title} on ${when}.`,
    title: (position: number, title: string) => `You are number ${position} on the waitlist: ${title}`,
    body: (place: string) => `${place} We will tell you at once if a place opens up for you.`,
    subject: (title: string) => `You are on the waitlist: ${title}`,
    full: (title: string) => `${title} is full, so you have joined its waitlist.`,
    howItWorks: 'If a place opens up, it is yours at once: we will email you and you will be going. If you cannot come after all, please take your name off the waitlist on the activity page.',
    party: (guests: number) =>
      `You asked for places for yourself and ${guests === 1 ? '1 guest' : `${guests} guests`}: you move up together when ${guests + 1} places are free (a smaller party behind you may get a single place first).`,
    reason: 'You are receiving this because you joined the waitlist of this activity. You can turn waitlist news off in Settings → Notifications.',
  },
} as const;

export function waitlistJoined(d: WaitlistJoinedData, locale: Locale = DEFAULT_LOCALE): { notice: NoticeText; mail: MailText } {
  const t = texts[locale];
  const a = d.activity;
  const place = t.place(d.position, a.title, whenText(a, locale));
  return {
    notice: { title: t.title(d.position, a.title), body: d.guests ? `${t.body(place)} ${t.party(d.guests)}` : t.body(place) },
    mail: {
      subject: t.subject(a.title),
      greeting: common(locale).greeting(d.name),
      paragraphs: [t.full(a.title), place, ...(d.guests ? [t.party(d.guests)] : []), t.howItWorks],
      action: { label: activityTexts[locale].seeActivity, url: `${d.origin}${activityPath(a)}` },
      reason: t.reason,
    },
  };
}
