// Recurrence rules of activity series (issue 22), pure: RFC 5545 rules through `rrule`, expanded on a zone's clocks.
//
// rrule computes in UTC; a rule over local times would move by an hour at each daylight-saving change. So we expand
// the rule over "floating" times (the local wall time written as if it were UTC: a weekly 10:00 stays 10:00), then
// read each wall time on the series' zone's clocks (wallTimeToUtc). A weekly 10:00 Europe/London walk is 09:00Z in
// summer and 10:00Z in winter, always 10:00 in London.
import { Frequency, RRule, type Options, type Weekday } from 'rrule';
import type { RepeatFrequency } from '@afterwork/contracts/groups';
import { wallTimeOf, wallTimeToUtc, zonedDateTime, type WallTime } from '@afterwork/contracts/time-zones';

export interface SeriesRule {
  frequency: RepeatFrequency;
  /** First date's local date and time, 'YYYY-MM-DDTHH:MM'. */
  firstLocal: string;
  timeZone: string;
  count: number | null;
  /** Last local day, 'YYYY-MM-DD'. */
  until: string | null;
}

const DAYS: Weekday[] = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA];
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDTHH:MM' of an instant on a zone's clocks. */
export const localOf = (instant: Date, zone: string): string => {
  const w = wallTimeOf(instant, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
};

const parseLocal = (local: string): WallTime => {
  const [date, time] = local.split('T');
  const [year, month, day] = date!.split('-').map(Number);
  const [hour, minute] = time!.split(':').map(Number);
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute! };
};
const floating = (w: WallTime) => new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute));

/** The rule's parts (the same for expanding and for writing RRULE), without its end. */
function ruleParts(rule: SeriesRule): Partial<Options> {
  const first = floating(parseLocal(rule.firstLocal));
  const weekday = DAYS[first.getUTCDay()]!;
  const dayOfMonth = first.getUTCDate();
  switch (rule.frequency) {
    case 'weekly':
      return { freq: Frequency.WEEKLY, interval: 1, byweekday: [weekday] };
    case 'fortnightly':
      return { freq: Frequency.WEEKLY, interval: 2, byweekday: [weekday] };
    case 'monthly_weekday': {
      // The 1st-4th such weekday of the month; a 5th one is 'the last' (not every month has a 5th).
      const nth = Math.ceil(dayOfMonth / 7);
      return { freq: Frequency.MONTHLY, interval: 1, byweekday: [weekday.nth(nth >= 5 ? -1 : nth)] };
    }
    case 'monthly_date':
      return { freq: Frequency.MONTHLY, interval: 1, bymonthday: [dayOfMonth] };
  }
}

/** Every start of the series in [from, to] (instants), in order, on the zone's clocks. */
export function occurrences(rule: SeriesRule, from: Date, to: Date): Date[] {
  const r = new RRule({
    ...ruleParts(rule),
    dtstart: floating(parseLocal(rule.firstLocal)),
    count: rule.count ?? null,
    // The last day ends at midnight local (floating, like the rest).
    until: rule.until ? new Date(`${rule.until}T23:59:59Z`) : null,
  });
  // Floating times differ from instants by at most a day: widen the window, then keep the real instants in it.
  const out: Date[] = [];
  for (const f of r.between(new Date(from.getTime() - 86_400_000), new Date(to.getTime() + 86_400_000), true)) {
    const at = wallTimeToUtc({ year: f.getUTCFullYear(), month: f.getUTCMonth() + 1, day: f.getUTCDate(), hour: f.getUTCHours(), minute: f.getUTCMinutes() }, rule.timeZone);
    if (at >= from && at <= to) out.push(at);
  }
  return out;
}

/** The RRULE value for calendar files: UNTIL is the end of the last local day, in UTC (RFC 5545 with a TZID start). */
export function rruleText(rule: SeriesRule): string {
  const text = new RRule({ ...ruleParts(rule), count: rule.count ?? null }).toString().replace(/^RRULE:/, '');
  if (!rule.until) return text;
  const end = zonedDateTime(rule.until, '23:59', rule.timeZone) ?? new Date(`${rule.until}T23:59:00Z`);
  const until = new Date(end.getTime() + 59_000).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  return `${text};UNTIL=${until}`;
}

/** The local day before an instant's local day ('YYYY-MM-DD'): a series cut from a date on ends the day before. */
export function dayBefore(instant: Date, zone: string): string {
  const w = wallTimeOf(instant, zone);
  const d = new Date(Date.UTC(w.year, w.month - 1, w.day - 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** How far ahead dates are materialised as activities (each with its own answers). */
export const MATERIALISE_MONTHS = 12;
export const horizon = (now: Date): Date => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() + MATERIALISE_MONTHS);
  return d;
};
