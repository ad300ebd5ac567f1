import { hostPath, type ActivityData } from './activity';
import { common, DEFAULT_LOCALE, whenText, type Locale, type MailText } from '../../mail/public';
import type { NoticeText } from '../notify';

/** 'activity-change': a date members were going to is cancelled. */
export interface ActivityCancelledData {
  activity: ActivityData;
  name: string;
  origin: string;
  /** The organiser's words to the members going (issue 31), when they wrote some. */
  message?: string | null;
}

export const texts = {
  en: {
    organisers: 'its organisers',
    title: (title: string) => `${title} is cancelled`,
    body: (title: string, when: string, host: string) => `${title} on ${when} will not take place. ${host} cancelled it.`,
    subject: (title: string) => `Cancelled: ${title}`,
    paragraphs: (title: string, when: string, host: string) => [
      `${title} on ${when}, which you were going to, will not take place: ${host} cancelled it.`,
      'You do not need to do anything. You may want to remove it from your calendar.',
    ],
    message: (host: string, message: string) => `A message from ${host}: “${message}”`,
    seeGroup: 'See the group',
    seeCommunity: 'See the community',
    reason: 'You are receiving this because you said you were going to this activity.',
  },
} as const;

export function activityCancelled(d: ActivityCancelledData, locale: Locale = DEFAULT_LOCALE): { notice: NoticeText; mail: MailText } {
  const t = texts[locale];
  const a = d.activity;
  const host = a.groupName ?? a.communityName ?? t.organisers;
  const when = whenText(a, locale);
  return {
    notice: { title: t.title(a.title), body: d.message ? `${t.body(a.title, when, host)} ${t.message(host, d.message)}` : t.body(a.title, when, host) },
    mail: {
      subject: t.subject(a.title),
      greeting: common(locale).greeting(d.name),
      paragraphs: d.message ? [t.paragraphs(a.title, when, host)[0], t.message(host, d.message), ...t.paragraphs(a.title, when, host).slice(1)] : [...t.paragraphs(a.title, when, host)],
      action: { label: a.groupId != null ? t.seeGroup : t.seeCommunity, url: `${d.origin}${hostPath(a)}` },
      reason: t.reason,
    },
  };
}
