/** Dates in en-US with 12-hour time (spec §9), in the reader's own time zone. */
const dateFmt = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const timeFmt = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

export const formatActivityDate = (iso: string): string => dateFmt.format(new Date(iso));

/** '10:00 AM – 12:00 PM', or just the start time when there is no end. */
export function formatTimeRange(startIso: string, endIso: string | null | undefined): string {
  const start = timeFmt.format(new Date(startIso));
  return endIso ? `${start} – ${timeFmt.format(new Date(endIso))}` : start;
}

/** Upcoming when the start is now or later (spec §4). */
export const isUpcoming = (startIso: string, now: Date = new Date()): boolean => new Date(startIso).getTime() >= now.getTime();
