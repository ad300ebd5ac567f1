import { apiPaths, pathBuilder, routePattern } from './paths';

const entries = Object.entries(apiPaths) as Array<[string, string | ((...args: string[]) => string) & { pattern: string }]>;

describe('apiPaths', () => {
  it('builds client URLs and router patterns from one definition', () => {
    expect(apiPaths.activityAttendees(12)).toBe('/api/activities/12/attendees');
    expect(apiPaths.activityAttendees.pattern).toBe('/api/activities/:id/attendees');
    expect(apiPaths.activityAttendee(12, 7)).toBe('/api/activities/12/attendees/7');
    expect(apiPaths.groupMember('3', 9)).toBe('/api/groups/3/members/9');
    expect(apiPaths.mentorReservations(4, 21)).toBe('/api/mentors/4/sessions/21/reservations');
    expect(apiPaths.activityIcs(5)).toBe('/api/activities/5/calendar.ics');
    expect(apiPaths.calendarFile('abc.ics')).toBe('/api/calendar/abc.ics');
    expect(apiPaths.groups).toBe('/api/groups');
  });

  it('URL-encodes what it is given, so a value never adds a path segment or a query', () => {
    expect(apiPaths.group('a/b?c=d')).toBe('/api/groups/a%2Fb%3Fc%3Dd');
    expect(apiPaths.publicUser('me too')).toBe('/api/users/me%20too');
  });

  it('fills parameters in order and leaves the rest of the pattern as it is', () => {
    const p = pathBuilder('/api/x/:first/y/:second/z');
    expect(p('1', '2')).toBe('/api/x/1/y/2/z');
    expect(p.pattern).toBe('/api/x/:first/y/:second/z');
    expect(routePattern(p)).toBe('/api/x/:first/y/:second/z');
    expect(routePattern('/api/plain')).toBe('/api/plain');
  });

  it('every path is under /api, and no two names share a pattern', () => {
    const patterns = entries.map(([, p]) => routePattern(p));
    for (const p of patterns) expect(p).toMatch(/^\/api\//);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('a builder takes exactly as many arguments as its pattern has parameters; a string has none', () => {
    for (const [name, p] of entries) {
      const params = routePattern(p).match(/:[A-Za-z]+/g) ?? [];
      if (typeof p === 'string') expect({ name, params }).toEqual({ name, params: [] });
      else {
        const built = p(...params.map((_, i) => `v${i}`));
        expect(built).not.toMatch(/:[A-Za-z]/);
        expect(built.split('/').length).toBe(routePattern(p).split('/').length);
      }
    }
  });
});
