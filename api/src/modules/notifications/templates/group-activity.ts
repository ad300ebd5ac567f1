import { activityPath, activityTexts, whereText, type ActivityData } from './activity';
import { common, DEFAULT_LOCALE, whenText, type Locale, type MailText } from '../../mail/public';
import type { NoticeText } from '../notify';

/** 'group-activity': a new activity (a new series: its first date) in one of the member's groups. */
export interface GroupActivityData {
  activity: ActivityData;
  name: string;
  origin: string;
}

export const texts = {
  en: {
    yourGroup: 'your group',
    repeats: ' It repeats: see the activity page for its dates.',
    title: (group: string, title: string) => `New in ${group}: ${title}`,
    body: (when: string, where: string, repeats: string) => `${when}. ${where}${repeats}`,
    intro: (group: string, title: string) => `${group} has a new activity: ${title}.`,
    when: (when: string, repeats: string) => `When: ${when}.${repeats}`,
    invite: 'If you would like to come, say so on the activity page.',
    reason: (group: string) => `You are receiving this because you belong to ${group}. You can turn these emails off in Settings → Notifications.`,
  },
} as const;

export function groupActivity(d: GroupActivityData, locale: Locale = DEFAULT_LOCALE): { notice: NoticeText; mail: MailText } {
  const t = texts[locale];
  const a = d.activity;
  const group = a.groupName ?? t.yourGroup;
  const repeats = a.repeat ? t.repeats : '';
  const when = whenText(a, locale);
  const where = whereText(a, locale);
  return {
    notice: { title: t.title(group, a.title), body: t.body(when, where, repeats) },
    mail: {
      subject: t.title(group, a.title),
      greeting: common(locale).greeting(d.name),
      paragraphs: [t.intro(group, a.title), t.when(when, repeats), where, t.invite],
      action: { label: activityTexts[locale].seeActivity, url: `${d.origin}${activityPath(a)}` },
      reason: t.reason(group),
    },
  };
}
