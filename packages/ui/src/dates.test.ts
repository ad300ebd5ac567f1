import { addMinutes, dateLocale, formatDayMonth, formatDate, formatDateAt, formatDateAtIn, formatDateIn, formatDateTime, formatDay, formatMonthYear, formatShortDate, formatShortDateIn, formatTime, formatTimeRange, formatZonedTimeRange, isUpcoming, parseWhen, sameClock, splitByStart, zoneShortName } from './dates';

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

describe('times in the zone an activity is planned in (issue 22)', () => {
  const summer = '2026-07-14T09:00:00Z'; // 10:00 in London (BST), 5:00 in Toronto (EDT)
  const winter = '2026-12-01T10:00:00Z'; // 10:00 in London (GMT)

  it('names the zone the way its region does', () => {
    expect(zoneShortName('Europe/London', summer)).toBe('BST');
    expect(zoneShortName('Europe/London', winter)).toBe('GMT');
    expect(zoneShortName('America/New_York', winter)).toBe('EST');
    expect(zoneShortName('Australia/Sydney', winter)).toBe('AEDT');
    expect(zoneShortName('Europe/Paris', summer)).toBe('CEST');
    expect(zoneShortName('UTC', summer)).toBe('UTC');
  });

  it("shows the zone's time and name, and the reader's own time when their clocks differ", () => {
    expect(formatZonedTimeRange(summer, null, 'Europe/London', 'America/Toronto')).toBe('10:00 AM BST · 5:00 AM your time');
    expect(formatZonedTimeRange(summer, '2026-07-14T11:00:00Z', 'Europe/London', 'Europe/London')).toBe('10:00 AM – 12:00 PM BST');
    expect(formatZonedTimeRange(winter, null, 'Europe/London', 'UTC')).toBe('10:00 AM GMT');
    // Another day for the reader: their weekday too.
    expect(formatZonedTimeRange('2026-07-14T22:00:00Z', null, 'Australia/Sydney', 'Europe/London')).toBe('8:00 AM AEST · Tue 11:00 PM your time');
  });

  it("gives the day as it is in the zone", () => {
    expect(formatDateIn('2026-07-14T23:00:00Z', 'Australia/Sydney')).toBe('Wednesday, July 15, 2026');
    expect(formatShortDateIn('2026-07-14T23:00:00Z', 'America/Los_Angeles')).toBe('Tue, Jul 14, 2026');
    expect(formatDateAtIn(winter, 'Europe/London')).toBe('Tuesday, December 1, 2026 at 10:00 AM GMT');
    expect(sameClock('Europe/London', winter, 'UTC')).toBe(true);
    expect(sameClock('Europe/London', summer, 'UTC')).toBe(false);
  });
});

describe("dates in the member's locale format (issue 22): navigator.languages, en-US when none fits", () => {
  const languages = (list: string[]) => jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(list);
  afterEach(() => jest.restoreAllMocks());

  it('picks the first language Intl can format, else en-US', () => {
    expect(dateLocale(['en-GB', 'en-US'])).toBe('en-GB');
    expect(dateLocale(['xx-YY', 'x', 'de-DE'])).toBe('de-DE');
    expect(dateLocale([])).toBe('en-US');
    expect(dateLocale(['xx-YY'])).toBe('en-US');
    languages(['de-DE', 'en']);
    expect(dateLocale()).toBe('de-DE');
  });

  it('en-US (the default, and what the spec texts read)', () => {
    languages(['en-US']);
    expect([formatDate(start), formatShortDate(start), formatDay(start), formatTime(start), formatDateTime(end), formatDayMonth(start)]).toEqual([
      'Saturday, November 28, 2026', 'Sat, Nov 28, 2026', 'November 28, 2026', '10:00 AM', 'Nov 28, 2026, 1:30 PM', 'November 28',
    ]);
  });

  it('en-GB: day before month, the 24-hour clock', () => {
    languages(['en-GB', 'en']);
    expect([formatDate(start), formatShortDate(start), formatDay(start), formatTime(start), formatDateTime(end), formatDayMonth(start)]).toEqual([
      'Saturday, 28 November 2026', 'Sat, 28 Nov 2026', '28 November 2026', '10:00', '28 Nov 2026, 13:30', '28 November',
    ]);
    expect(formatTimeRange(start, end)).toBe('10:00 – 13:30');
    expect(formatDay('2026-03-01')).toBe('1 March 2026');
  });

  it('de-DE: German names and order', () => {
    languages(['de-DE']);
    expect([formatDate(start), formatShortDate(start), formatDay(start), formatMonthYear(start), formatTime(start), formatDateTime(end)]).toEqual([
      'Samstag, 28. November 2026', 'Sa., 28. Nov. 2026', '28. November 2026', 'November 2026', '10:00', '28.11.2026, 13:30',
    ]);
  });

  it("an activity's zone keeps its clocks and short name; only the format follows the member", () => {
    const walk = '2026-07-07T09:00:00Z'; // 10:00 in London (BST), a Tuesday
    languages(['en-GB']);
    expect(formatDateIn(walk, 'Europe/London')).toBe('Tuesday, 7 July 2026');
    expect(formatZonedTimeRange(walk, '2026-07-07T10:30:00Z', 'Europe/London', 'America/New_York')).toBe('10:00 – 11:30 BST · 5:00 your time');
    languages(['de-DE']);
    expect(formatDateAtIn(walk, 'Europe/London')).toBe('Dienstag, 7. Juli 2026 at 10:00 BST');
    languages(['en-US']);
    expect(formatZonedTimeRange(walk, '2026-07-07T10:30:00Z', 'Europe/London', 'America/New_York')).toBe('10:00 AM – 11:30 AM BST · 5:00 AM your time');
  });
});
