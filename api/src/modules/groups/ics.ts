import type { Activity } from '@afterwork/contracts/groups';

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and new lines. */
export const escapeText = (s: string): string =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

/** UTC date-time, e.g. 20261125T143000Z. */
export const icsDate = (d: Date | string): string => new Date(d).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

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

export interface IcsOptions {
  /** The site's origin, for links back to the activity page. */
  origin: string;
  calendarName?: string;
  now?: Date;
}

function eventLines(a: Omit<Activity, 'myRsvp'>, opts: IcsOptions): string[] {
  const start = new Date(a.startDate);
  const end = a.endDate ? new Date(a.endDate) : new Date(start.getTime() + 60 * 60_000);
  const url = `${opts.origin}/activities/${a.id}`;
  const where = a.isVirtual ? (a.meetingLink ?? 'Online') : (a.location ?? '');
  const description = [a.description, `Hosted by ${a.groupName ?? a.communityName} on Afterwork.`, a.isVirtual && a.meetingLink ? `Join online: ${a.meetingLink}` : '', `Details: ${url}`]
    .filter(Boolean)
    .join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:afterwork-activity-${a.id}@afterwork`,
    `DTSTAMP:${icsDate(opts.now ?? new Date())}`,
    `DTSTART:${icsDate(start)}`,
    `DTEND:${icsDate(end)}`,
    `SUMMARY:${escapeText(a.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(where ? [`LOCATION:${escapeText(where)}`] : []),
    `URL:${url}`,
    'END:VEVENT',
  ];
}

/** A VCALENDAR with one event per activity. Times are UTC (suffix Z), so every calendar shows them in its own zone. */
export function buildCalendar(activities: Array<Omit<Activity, 'myRsvp'>>, opts: IcsOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Afterwork//Groups//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(opts.calendarName ? [`X-WR-CALNAME:${escapeText(opts.calendarName)}`] : []),
    ...activities.flatMap((a) => eventLines(a, opts)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
