import { activityPath, activityTexts, whereText, type ActivityData } from './activity';
import { common, DEFAULT_LOCALE, whenText, type Locale, type MailText } from '../../mail/public';
import type { NoticeText } from '../notify';

/** 'waitlist': a place opened up, and the member moved up from the waitlist (they are going now). */
export interface WaitlistPromotedData {
  activity: ActivityData;
  name: string;
  origin: string;
  /** Guests coming with the member (issue 34): the place opened for the whole party. */
  guests?: number;
}

export const texts = {
  en: {
    title: 'A place opened up for you',
    body: (title: string) => `You are now going to ${title}. If you cannot come after all, please change your answer so the next person gets the place.`,
    subject: (title: string) => `A place opened up for you: ${title}`,
    goodNews: (title: string) => `Good news: a place opened up, and you are now going to ${title}.`,
    when: (when: string) => `When: ${when}.`,
    cannotCome: 'If you cannot come after all, please change your answer so the next person on the waitlist gets the place.',
    reason: 'You are receiving this because you joined the waitlist of this activity.',
    party: (guests: number) => `There are places for you and your ${guests === 1 ? 'guest' : `${guests} guests`}.`,
  },
} as const;

export function waitlistPromoted(d: WaitlistPromotedData, locale: Locale = DEFAULT_LOCALE): { notice: NoticeText; mail: MailText } {
  const t = texts[locale];
  const a = d.activity;
  return {
    notice: { title: t.title, body: d.guests ? `${t.body(a.title)} ${t.party(d.guests)}` : t.body(a.title) },
    mail: {
      subject: t.subject(a.title),
      greeting: common(locale).greeting(d.name),
      paragraphs: [t.goodNews(a.title), ...(d.guests ? [t.party(d.guests)] : []), t.when(whenText(a, locale)), whereText(a, locale), t.cannotCome],
      action: { label: activityTexts[locale].seeActivity, url: `${d.origin}${activityPath(a)}` },
      reason: t.reason,
    },
  };
}
