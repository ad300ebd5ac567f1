import { common, DEFAULT_LOCALE, type Locale, type MailText } from './locale';

/** 'data-export' (security mail): the copy of the member's data they asked for is ready. */
export interface DataExportData {
  name: string;
  /** How many days the copy is kept. */
  days: number;
  origin: string;
}

export const texts = {
  en: {
    subject: 'Your Afterwork data is ready to download',
    ready: 'The copy of your data you asked for is ready. Sign in and open Settings to download it.',
    kept: (days: number) => `It is there for ${days} days. After that it is deleted, and you can ask for a new one at any time.`,
    ifNotYou: 'If you did not ask for this, please change your password at once.',
    action: 'Open Settings',
    reason: 'You are receiving this because someone signed in to your account asked for a copy of your data.',
  },
} as const;

export function dataExport(d: DataExportData, locale: Locale = DEFAULT_LOCALE): MailText {
  const t = texts[locale];
  return {
    subject: t.subject,
    greeting: common(locale).greeting(d.name),
    paragraphs: [t.ready, t.kept(d.days), t.ifNotYou],
    action: { label: t.action, url: `${d.origin}/settings` },
    reason: t.reason,
  };
}
