import { activityPath, activityTexts, whereText, type ActivityData } from './activity';
import { common, DEFAULT_LOCALE, whenText, type Locale, type MailText } from '../../mail/public';
import type { NoticeText } from '../notify';

/** 'activity-reminder': a day (`24h`) or two hours (`2h`) before an activity the member is going to. */
export interface ActivityReminderData {
  activity: ActivityData;
  window: string;
  name: string;
  origin: string;
  /** Guests the member brings (issue 34). */
  guests?: number;
}

export const texts = {
  en: {
    soon: (window: string) => (window === '2h' ? 'in two hours' : 'tomorrow'),
    title: (title: string, soon: string) => `Reminder: ${title} is ${soon}`,
    body: (when: string, where: string) => `${when}. ${where}`,
    intro: (title: string) => `A reminder that you are going to ${title}.`,
    party: (guests: number) => `You said you are bringing ${guests === 1 ? '1 guest' : `${guests} guests`}.`,
    when: (when: string) => `When: ${when}.`,
    cannotCome: 'If you cannot come after all, please change your answer so someone else can take your place.',
    reason: 'You are receiving this because you said you are going to this activity. You can turn reminders off in Settings → Notifications.',
  },
} as const;

export function activityReminder(d: ActivityReminderData, locale: Locale = DEFAULT_LOCALE): { notice: NoticeText; mail: MailText } {
  const t = texts[locale];
  const a = d.activity;
  const title = t.title(a.title, t.soon(d.window));
  const when = whenText(a, locale);
  const where = whereText(a, locale);
  return {
    notice: { title, body: d.guests ? `${t.body(when, where)} ${t.party(d.guests)}` : t.body(when, where) },
    mail: {
      subject: title,
      greeting: common(locale).greeting(d.name),
      paragraphs: [t.intro(a.title), ...(d.guests ? [t.party(d.guests)] : []), t.when(when), where, t.cannotCome],
      action: { label: activityTexts[locale].seeActivity, url: `${d.origin}${activityPath(a)}` },
      reason: t.reason,
    },
  };
}
