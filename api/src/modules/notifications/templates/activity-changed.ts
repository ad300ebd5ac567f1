import { activityPath, activityTexts, whereText, type ActivityData } from './activity';
import { common, DEFAULT_LOCALE, whenText, type Locale, type MailText } from '../../mail/public';
import type { NoticeText } from '../notify';

/** 'activity-change': a date members are going to has a new time, place or meeting link. */
export interface ActivityChangedData {
  now: ActivityData;
  before: ActivityData;
  changes: { time: boolean; place: boolean; link: boolean };
  name: string;
  origin: string;
}

export const texts = {
  en: {
    time: (now: string, before: string) => `It now starts ${now} (it was ${before}).`,
    place: (now: string | null, before: string | null) => `It now takes place at ${now ?? 'a place given on the activity page'} (it was ${before ?? 'not given'}).`,
    link: 'Its meeting link changed: use the new one on the activity page.',
    title: (title: string) => `${title} has changed`,
    subject: (title: string) => `Changed: ${title}`,
    intro: (title: string) => `${title}, which you are going to, has changed.`,
    calendar: 'The attached calendar file updates the event in your calendar.',
    reason: 'You are receiving this because you said you are going to this activity.',
  },
} as const;

/** The lines saying what changed (the notice's body, and the heart of the mail). */
export function whatChanged(d: Pick<ActivityChangedData, 'now' | 'before' | 'changes'>, locale: Locale = DEFAULT_LOCALE): string[] {
  const t = texts[locale];
  return [
    ...(d.changes.time ? [t.time(whenText(d.now, locale), whenText(d.before, locale))] : []),
    ...(d.changes.place ? [t.place(d.now.location, d.before.location)] : []),
    ...(d.changes.link ? [t.link] : []),
  ];
}

export function activityChanged(d: ActivityChangedData, locale: Locale = DEFAULT_LOCALE): { notice: NoticeText; mail: MailText } {
  const t = texts[locale];
  const c = common(locale);
  const what = whatChanged(d, locale);
  return {
    notice: { title: t.title(d.now.title), body: what.join(' ') },
    mail: {
      subject: t.subject(d.now.title),
      greeting: c.greeting(d.name),
      paragraphs: [t.intro(d.now.title), ...what, whereText(d.now, locale), t.calendar],
      action: { label: activityTexts[locale].seeActivity, url: `${d.origin}${activityPath(d.now)}` },
      reason: t.reason,
    },
  };
}
