import { routeAccess } from './access';
import { apiPaths, routePattern } from './paths';

const patterns = new Set(Object.values(apiPaths).map(routePattern));

describe('the authorisation matrix (access.ts)', () => {
  it('lists each route once', () => {
    const keys = routeAccess.map((r) => `${r.method} ${r.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('is written with the shared paths: every row names an apiPaths pattern, and every path has a row', () => {
    expect(routeAccess.filter((r) => !patterns.has(r.path))).toEqual([]);
    const covered = new Set(routeAccess.map((r) => r.path));
    expect([...patterns].filter((p) => !covered.has(p))).toEqual([]);
  });

  it("'self' and 'owner' rows name the member in the path", () => {
    for (const row of routeAccess.filter((r) => r.access === 'self' || r.access === 'owner')) {
      expect(`${row.method} ${row.path}`).toMatch(/\/api\/users\/:id\/|\/:userId(\/|$)/);
    }
  });

  it('keeps who is in a group and who is coming for the members of the host (issue 18): outsiders see counts', () => {
    const of = (method: string, path: string) => routeAccess.find((r) => r.method === method && r.path === path)?.access;
    expect(of('GET', apiPaths.groupMembers.pattern)).toBe('host-member');
    expect(of('GET', apiPaths.activityAttendees.pattern)).toBe('host-member');
    for (const row of routeAccess.filter((r) => r.access === 'host-member')) expect(row.path).toMatch(/^\/api\/(groups|activities)\/:id\//);
  });

  it('keeps the admin area for admins and sign-in, registration and reading the site public', () => {
    const of = (method: string, path: string) => routeAccess.find((r) => r.method === method && r.path === path)?.access;
    for (const path of [apiPaths.roles, apiPaths.role.pattern, apiPaths.usersWithRoles, apiPaths.adminAudit]) expect(of('GET', path)).toBe('admin');
    expect(of('PATCH', apiPaths.userRole.pattern)).toBe('admin');
    expect(of('POST', apiPaths.communities)).toBe('admin');
    expect(of('POST', apiPaths.resources)).toBe('admin');
    for (const path of [apiPaths.register, apiPaths.login, apiPaths.authLogin]) expect(of('POST', path)).toBe('public');
    for (const path of [apiPaths.communities, apiPaths.groups, apiPaths.resources, apiPaths.mentors, apiPaths.health]) expect(of('GET', path)).toBe('public');
    expect(of('GET', apiPaths.activityAttendees.pattern)).toBe('host-member');
    expect(of('GET', apiPaths.userCalendarFeed.pattern)).toBe('owner');
  });

  // A new public write must be added here on purpose (and be rate-limited on the server).
  it('every mutation other than signing in (password, passkey, mailed link), registering, the public forms, signing out and the shell\'s failure report needs at least a member', () => {
    const openWrites = routeAccess.filter((r) => r.method !== 'GET' && r.access === 'public').map((r) => `${r.method} ${r.path}`);
    expect(openWrites.sort()).toEqual(
      [
        `POST ${apiPaths.authLogin}`,
        `POST ${apiPaths.assessmentResultsEmail}`,
        `POST ${apiPaths.businessEnquiries}`,
        `POST ${apiPaths.login}`,
        `POST ${apiPaths.logout}`,
        `POST ${apiPaths.mentorApplications}`,
        `POST ${apiPaths.newsletterSubscriptions}`,
        `POST ${apiPaths.register}`,
        `POST ${apiPaths.remoteFailures}`,
        `POST ${apiPaths.unsubscribe.pattern}`,
        `POST ${apiPaths.emailConfirmation.pattern}`,
        `POST ${apiPaths.passwordResetRequests}`,
        `POST ${apiPaths.passwordReset}`,
        // Signing in without remembering (issue 33 §3): a passkey's challenge and answer, a mailed link's request and use.
        `POST ${apiPaths.passkeyAuthenticationOptions}`,
        `POST ${apiPaths.passkeySignIn}`,
        `POST ${apiPaths.signInLinkRequests}`,
        `POST ${apiPaths.signInLink}`,
      ].sort(),
    );
  });
});
