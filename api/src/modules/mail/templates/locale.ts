import type { MailContent } from '../compose';

/**
 * What every template shares. A template (one file per kind: `mail/templates/<kind>.ts` for the account and safety
 * mails their modules send, `notifications/templates/<kind>.ts` for the news the notifier tells) is a function of
 * its data and a locale, reading its words from its own text table (`texts[locale]`): today English only, the words
 * the spec gives. A translation adds a table to each template and a date locale here; no service changes.
 */
export type Locale = 'en';
export const DEFAULT_LOCALE: Locale = 'en';

/** A mail's words (compose.ts lays them out). */
export type MailText = Omit<MailContent, 'unsubscribeUrl'>;

const shared = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    minutes: (n: number) => `${n} minutes`,
    /** Dates in mails: Intl's locale for this table. */
    dateLocale: 'en-US',
  },
} as const;

/** The words every template uses, in `locale`. */
export const common = (locale: Locale = DEFAULT_LOCALE) => shared[locale];

/** One formatter per locale and zone: building an `Intl.DateTimeFormat` costs far more than formatting with it (the sweep writes thousands). */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (locale: Locale, timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(`${locale}|${timeZone}`);
  if (!f) {
    f = new Intl.DateTimeFormat(shared[locale].dateLocale, { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
    formatters.set(`${locale}|${timeZone}`, f);
  }
  return f;
};

/** When, on the event's own clocks with the zone's short name: 'Tuesday, December 1, 2026 at 10:00 AM GMT'. */
export function whenText(e: { startDate: string | Date; timeZone: string }, locale: Locale = DEFAULT_LOCALE): string {
  return formatterFor(locale, e.timeZone).format(new Date(e.startDate));
}
