import { addMinutes, formatDate, formatDateAt, formatDateTime, formatDay, formatMonthYear, formatShortDate, formatTime, formatTimeRange, isUpcoming, parseWhen, splitByStart } from './dates';

// Local times, so the expectations hold in any time zone the tests run in.
const start = new Date(2026, 10, 28, 10, 0).toISOString();
const end = new Date(2026, 10, 28, 13, 30).toISOString();

describe('dates as the site shows them (en-US, 12-hour clock)', () => {
  it('formats a timestamp in each of the site\'s forms', () => {
    expect(formatDate(start)).toBe('Saturday, November 28, 2026');
    expect(formatShortDate(start)).toBe('Sat, Nov 28, 2026');
    expect(formatDay(start)).toBe('November 28, 2026');
    expect(formatMonthYear(start)).toBe('November 2026');
    expect(formatTime(start)).toBe('10:00 AM');
    expect(formatDateAt(start)).toBe('Saturday, November 28, 2026 at 10:00 AM');
    expect(formatDateTime(end)).toBe('Nov 28, 2026, 1:30 PM');
  });

  it('shows a time range with an en dash, or the start alone', () => {
    expect(formatTimeRange(start, end)).toBe('10:00 AM – 1:30 PM');
    expect(formatTimeRange(start, null)).toBe('10:00 AM');
    expect(formatTimeRange(start, addMinutes(start, 45))).toBe('10:00 AM – 10:45 AM');
  });

  it('reads a date without a time as that day, whatever the time zone', () => {
    expect(formatDay('2026-03-01')).toBe('March 1, 2026');
    expect(formatDate('2026-03-01')).toBe('Sunday, March 1, 2026');
    expect(parseWhen('2026-03-01')?.getDate()).toBe(1);
  });

  it('gives the fallback (empty by default) for a missing or unreadable date', () => {
    expect(formatDay(null, 'N/A')).toBe('N/A');
    expect(formatDay('not a date', 'an earlier date')).toBe('an earlier date');
    expect(formatDateAt(undefined)).toBe('');
    expect(formatTimeRange(null, end)).toBe('');
    expect(addMinutes('soon', 30)).toBeNull();
  });
});

describe('upcoming and past', () => {
  const NOW = Date.parse('2026-11-22T12:00:00Z');
  const at = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

  it('counts something starting now as upcoming', () => {
    expect(isUpcoming({ startDate: at(0) }, NOW)).toBe(true);
    expect(isUpcoming({ startDate: at(-0.01) }, NOW)).toBe(false);
  });

  it('sorts upcoming soonest first and past most recent first', () => {
    const list = [{ startDate: at(5), id: 'b' }, { startDate: at(-50), id: 'x' }, { startDate: at(1), id: 'a' }, { startDate: at(-2), id: 'y' }];
    const { upcoming, past } = splitByStart(list, NOW);
    expect(upcoming.map((a) => a.id)).toEqual(['a', 'b']);
    expect(past.map((a) => a.id)).toEqual(['y', 'x']);
  });
});
