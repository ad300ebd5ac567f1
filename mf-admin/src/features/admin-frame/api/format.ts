/** Dates in en-US with a 12-hour clock (spec §9), e.g. 'Nov 22, 2026, 9:05 PM'. */
export const formatDateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', hour12: true });
