// Who may call each API route. One row per route; a test drives every route as a visitor, a member,
// another member and an admin against this table, and fails when a route exists without a row.

/**
 * - public: anyone, signed in or not.
 * - member: any signed-in member (visitors get 401).
 * - self: the member named by the path's user id, or a site admin (another member gets 403).
 * - owner: only the member named by the path's user id (another member and admins get 403).
 * - admin: site admins only (visitors 401, members 403).
 */
export type Access = 'public' | 'member' | 'self' | 'owner' | 'admin';

export interface RouteAccess {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  access: Access;
  /** Why, when it is not obvious. */
  note?: string;
}

export const routeAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/health', access: 'public' },
  // Accounts and sessions
  { method: 'POST', path: '/api/register', access: 'public' },
  { method: 'POST', path: '/api/login', access: 'public' },
  { method: 'POST', path: '/api/auth/login', access: 'public' },
  { method: 'POST', path: '/api/logout', access: 'public', note: 'signing out when signed out is a harmless no-op' },
  { method: 'GET', path: '/api/user', access: 'member' },
  { method: 'GET', path: '/api/auth/user', access: 'member' },
  { method: 'GET', path: '/api/auth/session-ping', access: 'public' },
  { method: 'PATCH', path: '/api/user', access: 'member', note: 'always the signed-in member' },
  { method: 'GET', path: '/api/users/:id', access: 'member', note: 'public profile: never email or RSVPs' },
  { method: 'POST', path: '/api/user/password', access: 'member', note: 'needs the current password; signs out other sessions' },
  { method: 'POST', path: '/api/user/sign-out-everywhere', access: 'member' },
  { method: 'GET', path: '/api/users/me/connections', access: 'member', note: 'members who share a group with the signed-in member' },
  // Library and assessments
  { method: 'GET', path: '/api/resources', access: 'public' },
  { method: 'GET', path: '/api/resources/:id', access: 'public' },
  { method: 'POST', path: '/api/resources', access: 'admin' },
  { method: 'PATCH', path: '/api/resources/:id', access: 'admin' },
  { method: 'DELETE', path: '/api/resources/:id', access: 'admin' },
  { method: 'GET', path: '/api/assessment-results', access: 'member', note: 'the signed-in member\'s own results' },
  { method: 'POST', path: '/api/assessment-results', access: 'member' },
  // Marketing
  { method: 'POST', path: '/api/newsletter-subscriptions', access: 'public' },
  { method: 'POST', path: '/api/business-enquiries', access: 'public' },
  // Communities
  { method: 'GET', path: '/api/communities', access: 'public' },
  { method: 'GET', path: '/api/communities/map-config', access: 'public', note: 'the browser key for the map, if any' },
  { method: 'GET', path: '/api/communities/:id', access: 'public' },
  { method: 'GET', path: '/api/communities/:id/leads', access: 'public' },
  { method: 'GET', path: '/api/communities/:id/activities', access: 'public' },
  { method: 'POST', path: '/api/communities', access: 'admin' },
  { method: 'PATCH', path: '/api/communities/:id', access: 'admin' },
  { method: 'DELETE', path: '/api/communities/:id', access: 'admin' },
  { method: 'POST', path: '/api/communities/:id/suggestions', access: 'member' },
  // Groups, activities, RSVPs
  { method: 'GET', path: '/api/groups', access: 'public' },
  { method: 'POST', path: '/api/groups', access: 'member' },
  { method: 'GET', path: '/api/groups/:id', access: 'public' },
  { method: 'GET', path: '/api/groups/:id/members', access: 'member' },
  { method: 'POST', path: '/api/groups/:id/members', access: 'member', note: 'adds the signed-in member only' },
  { method: 'DELETE', path: '/api/groups/:id/members/:userId', access: 'self', note: 'also a group admin' },
  { method: 'GET', path: '/api/groups/:id/activities', access: 'public' },
  { method: 'POST', path: '/api/groups/:id/activities', access: 'member', note: 'group admins only (checked per group)' },
  { method: 'GET', path: '/api/activities/:id', access: 'public' },
  { method: 'GET', path: '/api/activities/:id/calendar.ics', access: 'public' },
  { method: 'GET', path: '/api/activities/:id/attendees', access: 'member' },
  { method: 'POST', path: '/api/activities/:id/attendees', access: 'member', note: 'the signed-in member\'s own RSVP; group members only' },
  { method: 'PATCH', path: '/api/activities/:id/attendees/:userId', access: 'owner' },
  { method: 'GET', path: '/api/users/:id/activities', access: 'self' },
  { method: 'GET', path: '/api/users/:id/groups', access: 'self' },
  { method: 'GET', path: '/api/users/:id/calendar-feed', access: 'owner' },
  { method: 'GET', path: '/api/calendar/:file', access: 'public', note: 'addressed by an unguessable token' },
  // Mentors
  { method: 'GET', path: '/api/mentors', access: 'public' },
  { method: 'GET', path: '/api/mentors/:id', access: 'public' },
  { method: 'POST', path: '/api/mentors/:id/requests', access: 'member' },
  { method: 'POST', path: '/api/mentors/:id/sessions/:sessionId/reservations', access: 'member' },
  { method: 'DELETE', path: '/api/mentors/:id/sessions/:sessionId/reservations', access: 'member' },
  { method: 'POST', path: '/api/mentor-applications', access: 'public' },
  // AI guide
  { method: 'POST', path: '/api/guide/ask', access: 'member' },
  { method: 'GET', path: '/api/guide/recommendations', access: 'member' },
  // Admin
  { method: 'GET', path: '/api/roles', access: 'admin' },
  { method: 'GET', path: '/api/roles/:id', access: 'admin' },
  { method: 'POST', path: '/api/roles', access: 'admin' },
  { method: 'PATCH', path: '/api/roles/:id', access: 'admin' },
  { method: 'DELETE', path: '/api/roles/:id', access: 'admin' },
  { method: 'GET', path: '/api/users-with-roles', access: 'admin' },
  { method: 'PATCH', path: '/api/users/:id/role', access: 'admin' },
  { method: 'GET', path: '/api/admin/audit', access: 'admin' },
];
