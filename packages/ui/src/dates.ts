// Dates and times as the whole site shows them, in the member's own locale format (issue 22: the browser's
// `navigator.languages`, en-US when it offers nothing Intl knows; en-US is the spec's format and the 12-hour clock) and
// in the reader's own time zone. Plain functions, no antd and no React: every app imports them from '@afterwork/ui/dates'.

import { TIME_ZONES } from '@afterwork/contracts/time-zones';

type When = string | null | undefined;

/** The fallback, and the format of the spec's texts: what Playwright's Chromium and most of our members read. */
export const DEFAULT_DATE_LOCALE = 'en-US';

const browserLanguages = (): readonly string[] => {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
};

/**
 * The locale every date and time of the site is written in: the first of the member's languages (the browser's
 * `navigator.languages`, in their order of preference) that Intl can format, else en-US. The one place that decides
 * it: components never pass a locale of their own.
 */
export function dateLocale(languages: readonly string[] = browserLanguages()): string {
  for (const tag of languages) {
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // Not a language tag Intl can read ('x', ''): try the next.
    }
  }
  return DEFAULT_DATE_LOCALE;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** A formatter for the member's locale (asked each time, so a change of the browser's languages shows at once). */
const localFormatter = (options: Intl.DateTimeFormatOptions, zone?: string): Intl.DateTimeFormat => {
  const locale = dateLocale();
  const key = `${locale}|${zone ?? ''}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, zone ? { ...options, timeZone: zone } : options);
    formatters.set(key, f);
  }
  return f;
};

// The forms the site uses. The clock (12 or 24 hours) is the locale's own: en-US reads '10:00 AM', en-GB '10:00', de-DE '10:00'.
const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };
const SHORT_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' };
const DAY: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', year: 'numeric' };
const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * A timestamp, or a date alone ('2026-12-02', read as noon local time so that no time zone shows the day
 * before); null when missing or unreadable.
 */
export function parseWhen(when: When): Date | null {
  if (!when) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(when) ? `${when}T12:00:00` : when);
  return Number.isNaN(date.getTime()) ? null : date;
}

const format = (options: Intl.DateTimeFormatOptions) => (when: When, fallback = ''): string => {
  const date = parseWhen(when);
  return date ? localFormatter(options).format(date) : fallback;
};

/** 'Tuesday, December 2, 2026' */
export const formatDate = format(LONG_DATE);
/** 'Tue, Dec 2, 2026' */
export const formatShortDate = format(SHORT_DATE);
/** 'December 2, 2026' */
export const formatDay = format(DAY);
/** 'December 2' (a day of this year: the bell's older notices) */
export const formatDayMonth = format({ month: 'long', day: 'numeric' });
/** 'March 2025' (member since) */
export const formatMonthYear = format(MONTH_YEAR);
/** '10:00 AM' */
export const formatTime = format(TIME);
/** 'Nov 22, 2026, 9:05 PM' (the admin screens' created and updated) */
export const formatDateTime = format(DATE_TIME);

/** 'Tuesday, December 2, 2026 at 10:00 AM' */
export function formatDateAt(when: When, fallback = ''): string {
  const date = parseWhen(when);
  return date ? `${localFormatter(LONG_DATE).format(date)} at ${localFormatter(TIME).format(date)}` : fallback;
}

/** '10:00 AM – 1:30 PM', or the start alone when there is no end. */
export function formatTimeRange(start: When, end?: When): string {
  const from = formatTime(start);
  const to = formatTime(end);
  return from && to ? `${from} – ${to}` : from;
}

/** The end of something that starts at `start` and lasts `minutes` (an ISO timestamp). */
export const addMinutes = (start: string, minutes: number): string | null => {
  const date = parseWhen(start);
  return date ? new Date(date.getTime() + minutes * 60_000).toISOString() : null;
};

/** Upcoming when it starts now or later (spec part 2 §4). */
export const isUpcoming = (item: { startDate: string }, now: number = Date.now()): boolean =>
  new Date(item.startDate).getTime() >= now;

/** Upcoming soonest first, then past most recent first (spec part 2 §2.7). */
export function splitByStart<T extends { startDate: string }>(list: readonly T[], now: number = Date.now()): { upcoming: T[]; past: T[] } {
  const time = (a: T) => new Date(a.startDate).getTime();
  const upcoming = list.filter((a) => isUpcoming(a, now)).sort((a, b) => time(a) - time(b));
  const past = list.filter((a) => !isUpcoming(a, now)).sort((a, b) => time(b) - time(a));
  return { upcoming, past };
}

// Times of activities and mentor sessions (issue 22): shown in the local time of the zone they are planned in, with
// the zone's short name, and the reader's own time beside it when their clocks differ.

/** The reader's own zone (the browser's). */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const zonedFormatters = new Map<string, Intl.DateTimeFormat>();
const zoned = (locale: string, zone: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let f = zonedFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    zonedFormatters.set(key, f);
  }
  return f;
};
const safeZone = (zone: string | null | undefined): string => {
  if (!zone) return viewerTimeZone();
  try {
    zoned('en-US', zone, {});
    return zone;
  } catch {
    return 'UTC';
  }
};

/**
 * The zone's short name at that moment: 'BST', 'GMT', 'EST', 'CET', 'AEDT'. en-US names only American zones, so
 * the English of the zone's own region is asked next (en-GB names Europe's, en-AU Australia's); 'GMT+5:30' when
 * none has a name.
 */
export function zoneShortName(zone: string, when: When): string {
  const date = parseWhen(when) ?? new Date();
  const z = safeZone(zone);
  if (z === 'UTC' || z === 'Etc/UTC') return 'UTC';
  let fallback = '';
  for (const locale of ['en-US', 'en-GB', 'en-AU', 'en-NZ', 'en-IN', 'en-ZA']) {
    const name = zoned(locale, z, { timeZoneName: 'short' }).formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? '';
    if (name && !/^(GMT|UTC)[+-−]/.test(name)) return name;
    fallback ||= name;
  }
  return fallback;
}

const offsetAt = (zone: string, date: Date): string => zoned('en-US', zone, { timeZoneName: 'longOffset' }).formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? '';

/** Whether the reader's clocks show the same time as the zone's at that moment. */
export const sameClock = (zone: string, when: When, viewer: string = viewerTimeZone()): boolean => {
  const date = parseWhen(when);
  return !date || offsetAt(safeZone(zone), date) === offsetAt(safeZone(viewer), date);
};

/** 'Tuesday, December 2, 2026', the day it is in the zone. */
export const formatDateIn = (when: When, zone: string, fallback = ''): string => {
  const date = parseWhen(when);
  return date ? localFormatter(LONG_DATE, safeZone(zone)).format(date) : fallback;
};
/** 'Tue, Dec 2, 2026', the day it is in the zone. */
export const formatShortDateIn = (when: When, zone: string, fallback = ''): string => {
  const date = parseWhen(when);
  return date ? localFormatter(SHORT_DATE, safeZone(zone)).format(date) : fallback;
};
/** '10:00 AM' on the zone's clocks. */
export const formatTimeIn = (when: When, zone: string, fallback = ''): string => {
  const date = parseWhen(when);
  return date ? localFormatter(TIME, safeZone(zone)).format(date) : fallback;
};

/**
 * When something happens, for a reader: '10:00 AM – 12:00 PM BST · 5:00 AM your time'. The zone's own time and short
 * name always; the reader's start time beside it when their clocks differ (with their weekday when it is another day
 * for them: '· Mon 9:00 PM your time').
 */
export function formatZonedTimeRange(start: When, end: When, zone: string, viewer: string = viewerTimeZone()): string {
  const from = parseWhen(start);
  if (!from) return '';
  const z = safeZone(zone);
  const to = parseWhen(end);
  const own = `${formatTimeIn(start, z)}${to ? ` – ${formatTimeIn(end, z)}` : ''} ${zoneShortName(z, start)}`;
  if (sameClock(z, start, viewer)) return own;
  const v = safeZone(viewer);
  const otherDay = zoned('en-US', z, { dateStyle: 'short' }).format(from) !== zoned('en-US', v, { dateStyle: 'short' }).format(from);
  const day = otherDay ? `${localFormatter({ weekday: 'short' }, v).format(from)} ` : '';
  return `${own} · ${day}${formatTimeIn(start, v)} your time`;
}

/** 'Tuesday, December 2, 2026 at 10:00 AM GMT' (the zone's day and time, its short name). */
export function formatDateAtIn(when: When, zone: string, fallback = ''): string {
  const date = parseWhen(when);
  return date ? `${formatDateIn(when, zone)} at ${formatTimeIn(when, zone)} ${zoneShortName(safeZone(zone), when)}` : fallback;
}

/**
 * The time zones a form offers (activities, mentor sessions): the site's list with each zone's short name today, plus
 * the given ones (the host's own, the member's own) when they are not on it.
 */
export function zoneOptions(extra: readonly string[]): Array<{ value: string; label: string }> {
  const now = new Date().toISOString();
  const list = TIME_ZONES.map((z) => ({ value: z.id, label: `${z.label} (${zoneShortName(z.id, now)})` }));
  for (const zone of extra) if (zone && !list.some((o) => o.value === zone)) list.push({ value: zone, label: `${zone.replace(/_/g, ' ')} (${zoneShortName(zone, now)})` });
  return list;
}
