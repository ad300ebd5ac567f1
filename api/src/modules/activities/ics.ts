import { tzlib_get_ical_block } from 'timezones-ical-library';
import { wallTimeOf } from '@afterwork/contracts/time-zones';
import type { Activity } from '@afterwork/contracts/groups';

/**
 * RFC 5545 TEXT escaping: backslash, semicolon, comma and new lines; any other control character (vertical tab, form
 * feed, tab, NUL...: RFC 5545 forbids them in TEXT) becomes a space, whatever older rows hold (issue 18).
 */
export const escapeText = (s: string): string =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex -- control characters are what is being removed
    .replace(/[\u0000-\u001f\u007f]/g, ' ');

/** UTC date-time, e.g. 20261125T143000Z. */
export const icsDate = (d: Date | string): string => new Date(d).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** Local date-time on a zone's clocks, e.g. 20261201T100000 (written after ;TZID=zone:). */
export const icsLocalDate = (d: Date | string, zone: string): string => {
  const w = wallTimeOf(new Date(d), zone);
  return `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
};

/** Fold a content line at 75 octets (continuation lines start with one space), never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74;
    if (bytes + n > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** The VTIMEZONE of a zone (from the tz database, through timezones-ical-library); null for UTC or a zone it lacks. */
const vtimezones = new Map<string, string[] | null>();
export function vtimezone(zone: string): string[] | null {
  if (!vtimezones.has(zone)) {
    let lines: string[] | null = null;
    if (zone !== 'UTC' && zone !== 'Etc/UTC') {
      try {
        const block = tzlib_get_ical_block(zone);
        const text = Array.isArray(block) ? block[0] : null;
        if (text && text.includes(`TZID:${zone}\r\n`)) lines = text.split(/\r\n/).filter(Boolean);
      } catch {
        lines = null;
      }
    }
    vtimezones.set(zone, lines);
  }
  return vtimezones.get(zone)!;
}

/** A date-time property on the zone's clocks when we have its VTIMEZONE (`DTSTART;TZID=Europe/London:…`), else UTC. */
export const zonedProperty = (name: string, d: Date | string, zone: string): string =>
  vtimezone(zone) ? `${name};TZID=${zone}:${icsLocalDate(d, zone)}` : `${name}:${icsDate(d)}`;

export interface IcsOptions {
  /** The site's origin, for links back to the activity page. */
  origin: string;
  calendarName?: string;
  now?: Date;
}

/** `myGuests`: in a member's own feed, the guests they bring (issue 34), said in the description. */
type IcsActivity = Omit<Activity, 'myRsvp'> & { myGuests?: number };

/**
 * A series of activities as one event: the rule (RRULE, its UNTIL in UTC), the dates taken out (EXDATE) and the
 * dates changed on their own (`overrides`, each an event with RECURRENCE-ID = the date it replaces).
 */
export interface IcsSeries {
  id: number;
  /** The first date of the series (as an activity: its fields are the series'). */
  first: IcsActivity;
  /** RRULE value, e.g. FREQ=WEEKLY;BYDAY=TU;COUNT=10. */
  rule: string;
  exdates: Date[];
  /** Changed dates: the activity as it is now, and the start the rule gave it. */
  overrides: Array<{ activity: IcsActivity; originalStart: Date }>;
}

const describe = (a: IcsActivity, url: string) =>
  [a.description, a.myGuests ? `You are bringing ${a.myGuests} ${a.myGuests === 1 ? 'guest' : 'guests'}.` : '', `Hosted by ${a.groupName ?? a.communityName} on Afterwork.`, a.isVirtual && a.meetingLink ? `Join online: ${a.meetingLink}` : '', `Details: ${url}`]
    .filter(Boolean)
    .join('\n');

/** Any event on the site (an activity, a mentor session): what a calendar needs to show it. */
export interface IcsEvent {
  /** Unique and stable, e.g. afterwork-mentor-session-12@afterwork */
  uid: string;
  start: Date;
  end: Date;
  timeZone: string;
  title: string;
  description: string;
  location: string;
  /** The page on the site */
  url: string;
}

/** The properties of one VEVENT (no BEGIN/END/UID): times on the event's own zone's clocks. */
function eventProperties(e: Omit<IcsEvent, 'uid'>, now: Date | undefined): string[] {
  return [
    `DTSTAMP:${icsDate(now ?? new Date())}`,
    zonedProperty('DTSTART', e.start, e.timeZone),
    zonedProperty('DTEND', e.end, e.timeZone),
    `SUMMARY:${escapeText(e.title)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    `URL:${e.url}`,
  ];
}

function eventBody(a: IcsActivity, opts: IcsOptions): string[] {
  const start = new Date(a.startDate);
  const end = a.endDate ? new Date(a.endDate) : new Date(start.getTime() + 60 * 60_000);
  const url = `${opts.origin}/activities/${a.id}`;
  const where = a.isVirtual ? (a.meetingLink ?? 'Online') : (a.location ?? '');
  return eventProperties({ start, end, timeZone: a.timeZone, title: a.title, description: describe(a, url), location: where, url }, opts.now);
}

function eventLines(a: IcsActivity, opts: IcsOptions): string[] {
  return ['BEGIN:VEVENT', `UID:afterwork-activity-${a.id}@afterwork`, ...eventBody(a, opts), 'END:VEVENT'];
}

function seriesLines(s: IcsSeries, opts: IcsOptions): string[] {
  const uid = `UID:afterwork-series-${s.id}@afterwork`;
  const zone = s.first.timeZone;
  const master = ['BEGIN:VEVENT', uid, ...eventBody(s.first, opts), `RRULE:${s.rule}`];
  for (const d of [...s.exdates].sort((a, b) => a.getTime() - b.getTime())) master.push(zonedProperty('EXDATE', d, zone));
  master.push('END:VEVENT');
  const changed = s.overrides.flatMap(({ activity, originalStart }) => [
    'BEGIN:VEVENT',
    uid,
    zonedProperty('RECURRENCE-ID', originalStart, zone),
    ...eventBody(activity, opts),
    'END:VEVENT',
  ]);
  return [...master, ...changed];
}

/**
 * A VCALENDAR: one event per activity, one per series (with its changed dates). Times are on the activity's own
 * zone's clocks (DTSTART;TZID=…) with that zone's VTIMEZONE, so every calendar shows them in its reader's zone and
 * a weekly 10:00 stays at 10:00 there across daylight-saving changes.
 */
export function buildCalendar(activities: IcsActivity[], opts: IcsOptions, series: IcsSeries[] = []): string {
  const zones = new Set<string>();
  for (const a of activities) zones.add(a.timeZone);
  for (const s of series) zones.add(s.first.timeZone);
  return wrapCalendar(zones, [...activities.flatMap((a) => eventLines(a, opts)), ...series.flatMap((s) => seriesLines(s, opts))], opts.calendarName);
}

/** A VCALENDAR of plain events (a mentor session...), written exactly as activities are (issue 19 §15: one builder). */
export function buildEventCalendar(events: IcsEvent[], opts: { calendarName?: string; now?: Date } = {}): string {
  const zones = new Set(events.map((e) => e.timeZone));
  return wrapCalendar(zones, events.flatMap((e) => ['BEGIN:VEVENT', `UID:${e.uid}`, ...eventProperties(e, opts.now), 'END:VEVENT']), opts.calendarName);
}

function wrapCalendar(zones: Set<string>, events: string[], calendarName: string | undefined): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Afterwork//Groups//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(calendarName ? [`X-WR-CALNAME:${escapeText(calendarName)}`] : []),
    ...[...zones].sort().flatMap((z) => vtimezone(z) ?? []),
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
