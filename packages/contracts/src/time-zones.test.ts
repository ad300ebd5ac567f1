import { canonicalTimeZone, DEFAULT_TIME_ZONE, isTimeZone, TIME_ZONES, wallTimeOf, wallTimeToUtc, zonedDateTime, zoneForLocation, zoneOffsetMinutes } from './time-zones';

describe('time zones (issue 22)', () => {
  it('offers only zones the run time knows, each once', () => {
    expect(TIME_ZONES.every((z) => isTimeZone(z.id))).toBe(true);
    expect(new Set(TIME_ZONES.map((z) => z.id)).size).toBe(TIME_ZONES.length);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });

  it("finds a place's zone from its words, else its position, else the default", () => {
    expect(zoneForLocation('Bristol Harbourside')).toBe('Europe/London');
    expect(zoneForLocation('Toronto, Canada')).toBe('America/Toronto');
    expect(zoneForLocation('Portland, Oregon, USA')).toBe('America/Los_Angeles');
    expect(zoneForLocation('Austin, Texas, USA')).toBe('America/Chicago');
    expect(zoneForLocation('New York, USA')).toBe('America/New_York');
    expect(zoneForLocation('Dublin, Ireland')).toBe('Europe/Dublin');
    expect(zoneForLocation('Somewhere quiet', { lat: -33.9, lng: 151.2 })).toBe('Australia/Sydney');
    expect(zoneForLocation('Somewhere quiet', { lat: 48.2, lng: 16.4 })).toBe('Europe/Vienna');
    expect(zoneForLocation(null)).toBe(DEFAULT_TIME_ZONE);
  });

  it('turns a local time in a zone into the instant, across daylight-saving changes', () => {
    expect(zonedDateTime('2026-07-14', '10:00', 'Europe/London')?.toISOString()).toBe('2026-07-14T09:00:00.000Z');
    expect(zonedDateTime('2026-12-01', '10:00', 'Europe/London')?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(zonedDateTime('2026-12-01', '10:00', 'Australia/Sydney')?.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(zonedDateTime('2026-03-08', '10:00', 'America/New_York')?.toISOString()).toBe('2026-03-08T14:00:00.000Z');
    // 01:30 does not happen in London on 29 March 2026: clocks read it as 02:30 BST.
    expect(zonedDateTime('2026-03-29', '01:30', 'Europe/London')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 01:30 happens twice on 25 October 2026: the first (BST).
    expect(zonedDateTime('2026-10-25', '01:30', 'Europe/London')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedDateTime('2026-13-01', '10:00', 'Europe/London')).toBeNull();
    expect(zonedDateTime('2026-12-01', '10:00', 'Nowhere/Else')).toBeNull();
    expect(zoneOffsetMinutes('Europe/London', Date.UTC(2026, 6, 1))).toBe(60);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 0, 1))).toBe(-300);
    const w = wallTimeOf(wallTimeToUtc({ year: 2026, month: 10, day: 27, hour: 10, minute: 0 }, 'Europe/London'), 'Europe/London');
    expect([w.hour, w.minute]).toEqual([10, 0]);
  });
});

describe('canonicalTimeZone (issue 32 finding 12)', () => {
  it('stores the canonical IANA name however the zone was typed', () => {
    expect(canonicalTimeZone('europe/london')).toBe('Europe/London');
    expect(canonicalTimeZone('AMERICA/LOS_ANGELES')).toBe('America/Los_Angeles');
    expect(canonicalTimeZone('US/Pacific')).toBe('America/Los_Angeles');
    expect(canonicalTimeZone('asia/kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus')).toBe('Mars/Olympus');
    for (const z of TIME_ZONES) expect(canonicalTimeZone(z.id)).toBe(z.id);
  });
});
