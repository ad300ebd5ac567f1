// A goal's days: plain dates ('YYYY-MM-DD') in the member's time zone. Pure functions, no database.
import type { GoalDay } from '@afterwork/contracts/goals';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of `instant` in `timeZone` ('2026-11-27'). */
export function localDay(instant: Date, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const toUtc = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `n` days. */
export const addDays = (day: string, n: number): string => fromUtc(toUtc(day) + n * DAY_MS);
/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** Days in a row ending today, or ending yesterday while today is still open (a streak breaks only once a day is missed). */
export function currentStreak(days: ReadonlySet<string>, today: string): number {
  let day = days.has(today) ? today : addDays(today, -1);
  let n = 0;
  while (days.has(day)) {
    n++;
    day = addDays(day, -1);
  }
  return n;
}

/** The longest run of consecutive days. */
export function bestStreak(days: ReadonlySet<string>): number {
  let best = 0;
  for (const day of days) {
    if (days.has(addDays(day, -1))) continue; // not the first day of a run
    let n = 0;
    let d = day;
    while (days.has(d)) {
      n++;
      d = addDays(d, 1);
    }
    best = Math.max(best, n);
  }
  return best;
}

/** Monday to Sunday of the week holding `today`, each day's state for this goal. */
export function weekOf(days: ReadonlySet<string>, today: string, startedOn: string): GoalDay[] {
  const dow = (new Date(toUtc(today)).getUTCDay() + 6) % 7; // Monday 0
  const monday = addDays(today, -dow);
  return WEEKDAYS.map((weekday, i) => {
    const date = addDays(monday, i);
    const state =
      days.has(date) ? 'done'
      : date < startedOn ? 'before'
      : date === today ? 'today'
      : date > today ? 'upcoming'
      : 'missed';
    return { date, weekday, state };
  });
}
