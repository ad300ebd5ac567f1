// Dates and times as the whole site shows them (spec: en-US, 12-hour clock), in the reader's own time zone.
// Plain functions, no antd and no React: every app imports them from '@afterwork/ui/dates'.

type When = string | null | undefined;

const formatter = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options);
const LONG_DATE = formatter({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const SHORT_DATE = formatter({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const DAY = formatter({ month: 'long', day: 'numeric', year: 'numeric' });
const MONTH_YEAR = formatter({ month: 'long', year: 'numeric' });
const TIME = formatter({ hour: 'numeric', minute: '2-digit', hour12: true });
const DATE_TIME = formatter({ dateStyle: 'medium', timeStyle: 'short', hour12: true });

/**
 * A timestamp, or a date alone ('2026-12-02', read as noon local time so that no time zone shows the day
 * before); null when missing or unreadable.
 */
export function parseWhen(when: When): Date | null {
  if (!when) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(when) ? `${when}T12:00:00` : when);
  return Number.isNaN(date.getTime()) ? null : date;
}

const format = (f: Intl.DateTimeFormat) => (when: When, fallback = ''): string => {
  const date = parseWhen(when);
  return date ? f.format(date) : fallback;
};

/** 'Tuesday, December 2, 2026' */
export const formatDate = format(LONG_DATE);
/** 'Tue, Dec 2, 2026' */
export const formatShortDate = format(SHORT_DATE);
/** 'December 2, 2026' */
export const formatDay = format(DAY);
/** 'March 2025' (member since) */
export const formatMonthYear = format(MONTH_YEAR);
/** '10:00 AM' */
export const formatTime = format(TIME);
/** 'Nov 22, 2026, 9:05 PM' (the admin screens' created and updated) */
export const formatDateTime = format(DATE_TIME);

/** 'Tuesday, December 2, 2026 at 10:00 AM' */
export function formatDateAt(when: When, fallback = ''): string {
  const date = parseWhen(when);
  return date ? `${LONG_DATE.format(date)} at ${TIME.format(date)}` : fallback;
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
