import { formatActivityDate, formatTimeRange, isUpcoming } from './activity-dates';

describe('activity dates', () => {
  it('formats en-US with 12-hour times', () => {
    const start = new Date(2026, 10, 28, 10, 0).toISOString();
    const end = new Date(2026, 10, 28, 13, 30).toISOString();
    expect(formatActivityDate(start)).toBe('Saturday, November 28, 2026');
    expect(formatTimeRange(start, end)).toBe('10:00 AM – 1:30 PM');
    expect(formatTimeRange(start, null)).toBe('10:00 AM');
  });
  it('upcoming means now or later', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isUpcoming('2026-11-22T12:00:00Z', now)).toBe(true);
    expect(isUpcoming('2026-11-22T11:59:59Z', now)).toBe(false);
  });
});
