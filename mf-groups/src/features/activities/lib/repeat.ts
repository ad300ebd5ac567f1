// Words for recurring activities (issue 22): the form's choices and how a series reads on the pages.
import type { Activity, ActivityRepeat, RepeatFrequency } from '@afterwork/contracts/groups';
import { wallTimeOf } from '@afterwork/contracts/time-zones';
import { formatShortDate } from '@afterwork/ui/dates';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const NTH = ['first', 'second', 'third', 'fourth', 'last'];

/** 'YYYY-MM-DD' → its weekday, its day of the month and which such weekday of the month it is. */
function dayFacts(date: string): { weekday: string; day: number; nth: string } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  if (Number.isNaN(d.getTime()) || d.getUTCDate() !== +m[3]!) return null;
  const day = d.getUTCDate();
  return { weekday: WEEKDAYS[d.getUTCDay()]!, day, nth: NTH[Math.min(Math.ceil(day / 7), 5) - 1]! };
}

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** How often, in words, for the day a series starts on: 'Every week on Tuesday', 'Monthly on the second Tuesday'. */
export function frequencyLabel(frequency: RepeatFrequency, date: string): string {
  const f = dayFacts(date);
  if (!f) return { weekly: 'Every week', fortnightly: 'Every two weeks', monthly_weekday: 'Monthly on the same weekday', monthly_date: 'Monthly on the same date' }[frequency];
  switch (frequency) {
    case 'weekly':
      return `Every week on ${f.weekday}`;
    case 'fortnightly':
      return `Every two weeks on ${f.weekday}`;
    case 'monthly_weekday':
      return `Monthly on the ${f.nth} ${f.weekday}`;
    case 'monthly_date':
      return `Monthly on the ${ordinal(f.day)}`;
  }
}

/** The form's 'Repeats' choices for the chosen day. */
export const repeatChoices = (date: string): Array<{ value: RepeatFrequency | 'none'; label: string }> => [
  { value: 'none', label: 'Does not repeat' },
  ...(['weekly', 'fortnightly', 'monthly_weekday', 'monthly_date'] as const).map((value) => ({ value, label: frequencyLabel(value, date) })),
];

/** The day an instant falls on in a zone, 'YYYY-MM-DD'. */
export function localDay(instant: string, zone: string): string {
  try {
    const w = wallTimeOf(new Date(instant), zone);
    return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
  } catch {
    return instant.slice(0, 10);
  }
}

/** 'Every week on Tuesday · 10 dates' / '… · until Tue, Mar 2, 2027', for a date of a series. */
export function repeatSummary(repeat: ActivityRepeat, startDate: string, localDay: string): string {
  const how = frequencyLabel(repeat.frequency, localDay || startDate.slice(0, 10));
  const end = repeat.count != null ? `${repeat.count} dates` : repeat.until ? `until ${formatShortDate(repeat.until)}` : '';
  return end ? `${how} · ${end}` : how;
}

/** A group's list with each series shown once: its next date, and how many more dates follow. */
export function collapseSeries<T extends Pick<Activity, 'id' | 'repeat'>>(list: readonly T[]): Array<{ activity: T; more: number }> {
  const seen = new Map<number, { activity: T; more: number }>();
  const out: Array<{ activity: T; more: number }> = [];
  for (const a of list) {
    const id = a.repeat?.seriesId;
    if (id == null) {
      out.push({ activity: a, more: 0 });
      continue;
    }
    const first = seen.get(id);
    if (first) first.more += 1;
    else {
      const entry = { activity: a, more: 0 };
      seen.set(id, entry);
      out.push(entry);
    }
  }
  return out;
}
