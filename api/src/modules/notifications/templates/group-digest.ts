import { activityPath, type ActivityData } from './activity';
import { common, DEFAULT_LOCALE, whenText, type Locale, type MailText } from '../../mail/public';

/** 'group-digest': the daily mail listing what the member's groups added since the last one (mail only). */
export interface GroupDigestData {
  activities: ActivityData[];
  name: string;
  origin: string;
}

export const texts = {
  en: {
    yourGroup: 'your group',
    subject: (n: number) => `New in your groups: ${n} ${n === 1 ? 'activity' : 'activities'}`,
    intro: (n: number) => `Your groups added ${n === 1 ? 'a new activity' : 'new activities'} since yesterday:`,
    line: (title: string, group: string, when: string, url: string) => `${title} (${group}): ${when}. ${url}`,
    invite: 'Open one to say whether you are coming.',
    seeGroups: 'See your groups',
    reason: 'You are receiving this daily email because you chose a digest of new activities in your groups. You can change that in Settings → Notifications.',
  },
} as const;

export function groupDigest(d: GroupDigestData, locale: Locale = DEFAULT_LOCALE): { mail: MailText } {
  const t = texts[locale];
  const n = d.activities.length;
  const lines = d.activities.map((a) => t.line(a.title, a.groupName ?? t.yourGroup, whenText(a, locale), `${d.origin}${activityPath(a)}`));
  return {
    mail: {
      subject: t.subject(n),
      greeting: common(locale).greeting(d.name),
      paragraphs: [t.intro(n), ...lines, t.invite],
      action: { label: t.seeGroups, url: `${d.origin}/groups` },
      reason: t.reason,
    },
  };
}
