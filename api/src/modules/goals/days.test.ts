import { addDays, bestStreak, currentStreak, daysBetween, localDay, weekOf } from './days';

describe('a goal\'s days', () => {
  it('the local day of one instant differs by time zone', () => {
    const instant = new Date('2026-11-27T23:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-11-27');
    expect(localDay(instant, 'Pacific/Auckland')).toBe('2026-11-28'); // UTC+13 in summer
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2026-11-27');
    expect(localDay(new Date('2026-11-28T07:59:00Z'), 'America/Los_Angeles')).toBe('2026-11-27');
    expect(localDay(new Date('2026-11-28T08:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-28');
  });

  it('adds days across months, years and a daylight-saving change', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30'); // Europe's clocks change on 29 March 2026
    expect(daysBetween('2026-11-01', '2026-11-27')).toBe(26);
  });

  it('a streak runs up to today, or to yesterday while today is open, and breaks on a missed day', () => {
    const days = new Set(['2026-11-20', '2026-11-22', '2026-11-23', '2026-11-24']);
    expect(currentStreak(days, '2026-11-24')).toBe(3);
    expect(currentStreak(days, '2026-11-25')).toBe(3); // today not done yet: still alive
    expect(currentStreak(days, '2026-11-26')).toBe(0); // the 25th was missed
    expect(bestStreak(days)).toBe(3);
    expect(bestStreak(new Set())).toBe(0);
  });

  it('the week runs Monday to Sunday with each day\'s state', () => {
    // 2026-11-26 is a Thursday.
    const week = weekOf(new Set(['2026-11-24', '2026-11-26']), '2026-11-26', '2026-11-24');
    expect(week.map((d) => `${d.weekday} ${d.date.slice(8)} ${d.state}`)).toEqual([
      'Mon 23 before', 'Tue 24 done', 'Wed 25 missed', 'Thu 26 done', 'Fri 27 upcoming', 'Sat 28 upcoming', 'Sun 29 upcoming',
    ]);
    expect(weekOf(new Set(), '2026-11-29', '2026-11-29')[6].state).toBe('today');
  });
});
