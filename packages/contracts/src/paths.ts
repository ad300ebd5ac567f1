// Every API path, once, for both sides: the API registers its routes from these and the apps call through them.
// Zod-free on purpose: the shell's first paint imports this file, and zod (88 KB gzip) must not ride along.

type Id = number | string;

/** One argument (a number or a string) per `:param` of a Koa-style pattern, in order: '/api/groups/:id/members/:userId' → [Id, Id]. */
type ParamArgs<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [Id, ...ParamArgs<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [Id]
    : [];

/**
 * A parameterised path: call it for a URL (`apiPaths.activityAttendees(12)` → '/api/activities/12/attendees'),
 * read `.pattern` for the router ('/api/activities/:id/attendees').
 */
export type PathBuilder<P extends string = string> = ((...args: ParamArgs<P>) => string) & { readonly pattern: P };

const PARAM = /:[A-Za-z][A-Za-z0-9]*/g;

/** Builds a path from a Koa-style pattern; each argument fills the next `:param`, URL-encoded. */
export function pathBuilder<P extends string>(pattern: P): PathBuilder<P> {
  const build = (...args: Id[]): string => {
    let i = 0;
    return pattern.replace(PARAM, () => encodeURIComponent(String(args[i++])));
  };
  return Object.assign(build, { pattern }) as unknown as PathBuilder<P>;
}

/** The router pattern of a path: the string itself, or a builder's `.pattern`. */
export const routePattern = (path: string | { readonly pattern: string }): string => (typeof path === 'string' ? path : path.pattern);

/** API paths shared by the API and every frontend. Static paths are strings; parameterised ones are builders. */
export const apiPaths = {
  health: '/api/health',

  // Accounts and sessions
  register: '/api/register',
  login: '/api/login',
  authLogin: '/api/auth/login',
  logout: '/api/logout',
  user: '/api/user',
  authUser: '/api/auth/user',
  sessionPing: '/api/auth/session-ping',
  changePassword: '/api/user/password',
  signOutEverywhere: '/api/user/sign-out-everywhere',
  publicUser: pathBuilder('/api/users/:id'),
  myConnections: '/api/users/me/connections',
  /** The signed-in member's profile privacy (issue 18): who sees their details, whether their username shows. */
  myPrivacy: '/api/users/me/privacy',
  passwordResetRequests: '/api/password-reset-requests',
  passwordReset: '/api/password-reset',
  /** Passkeys (issue 33 §3): the signed-in member's list (GET) and a new one (POST name + the browser's answer). */
  myPasskeys: '/api/user/passkeys',
  /** POST: the options (with a single-use challenge) for adding a passkey on this device. */
  passkeyRegistrationOptions: '/api/user/passkeys/registration-options',
  /** DELETE: removes one of the member's own passkeys. */
  myPasskey: pathBuilder('/api/user/passkeys/:id'),
  /** POST: the options (with a single-use challenge) for signing in with a passkey. */
  passkeyAuthenticationOptions: '/api/auth/passkey-options',
  /** POST: sign in with a passkey (the browser's signed answer to the challenge). */
  passkeySignIn: '/api/auth/passkey',
  /** POST: 'Email me a sign-in link' (always the same answer). */
  signInLinkRequests: '/api/sign-in-link-requests',
  /** POST: sign in with the mailed link's token (a button press on the link's page, never a GET). */
  signInLink: '/api/auth/sign-in-link',
  /** A site admin's second factor (issue 33 §3): GET its state; DELETE removes the authenticator app. */
  mySecondFactor: '/api/user/second-factor',
  /** POST: a new authenticator-app secret (its otpauth:// address), to be confirmed with a first code. */
  secondFactorTotpSetup: '/api/user/second-factor/totp-setup',
  /** POST { code }: confirms the app's secret with a first code; answers the one-time recovery codes. */
  secondFactorTotp: '/api/user/second-factor/totp',
  /** POST { code }: this session's second factor, with a code from the app or a recovery code. */
  secondFactorCheck: '/api/user/second-factor/check',
  /** POST { response }: this session's second factor, with one of the admin's passkeys. */
  secondFactorPasskey: '/api/user/second-factor/passkey',
  /** Web Push (issue 33 §2): the installation's public VAPID key (GET), this device's subscription (POST, DELETE by endpoint). */
  pushPublicKey: '/api/push/public-key',
  /** POST: this device's subscription for the member the path names (only oneself); DELETE ?endpoint=: forget it. */
  pushSubscriptions: pathBuilder('/api/users/:id/push-subscriptions'),
  /** Deleting one's own account: GET says what would happen, POST (password + confirmation) does it. */
  accountDeletion: '/api/user/deletion',
  /** The signed-in member's profile photo (issue 19 §7): PUT the image file as the body; DELETE removes it. */
  myPhoto: '/api/user/photo',
  /** A member's uploaded photo, as the server resized it (the file name is random and never reused). */
  memberPhoto: pathBuilder('/api/photos/:userId/:file'),

  // A trusted helper (issue 34 item 1): the member's helpers and invitations; the helper's side; acting for a member.
  /** GET: my helpers and open invitations; POST: invite a helper by email with the chosen grants. */
  myHelpers: '/api/user/helpers',
  /** DELETE: the member removes a helper (every session of the helper stops acting for her at once). */
  myHelper: pathBuilder('/api/user/helpers/:userId'),
  /** GET: what my helpers did for me, newest first. */
  myHelperActions: '/api/user/helper-actions',
  /** POST { token }: the signed-in member accepts an invitation to help (single use, 7 days). */
  helperInvitationAcceptance: '/api/helper-invitations/acceptance',
  /** GET: the members I help, and whom I am acting for now. */
  helping: '/api/user/helping',
  /** PUT { memberId }: start acting for a member I help; DELETE: back to my own account. */
  actingFor: '/api/user/acting-for',

  // Trust and safety
  reports: '/api/reports',
  /** Members the signed-in member blocked (issue 21): list, block, unblock. */
  blocks: '/api/blocks',
  block: pathBuilder('/api/blocks/:userId'),
  /** The signed-in member's unread warnings from the moderators (issue 21), and 'I have read this'. */
  myWarnings: '/api/warnings',
  warningRead: pathBuilder('/api/warnings/:id/read'),
  /** 'Download my data' (issue 21): ask for an export, list one's own, download one (?format=json|html). */
  dataExports: '/api/data-exports',
  dataExportDownload: pathBuilder('/api/data-exports/:id/download'),

  // Mail and notifications (issue 17)
  unsubscribe: pathBuilder('/api/unsubscribe/:token'),
  /** The link mailed to confirm an email address: GET asks, POST confirms (the token is the credential). */
  emailConfirmation: pathBuilder('/api/email-confirmation/:token'),
  /** The signed-in member's address and whether it is confirmed (GET); POST sends the link again. */
  myEmailConfirmation: '/api/user/email-confirmation',
  notifications: '/api/notifications',
  notificationsRead: '/api/notifications/read',
  notificationPreferences: '/api/notification-preferences',

  // Library and assessments
  resources: '/api/resources',
  resource: pathBuilder('/api/resources/:id'),
  assessmentResults: '/api/assessment-results',
  /** POST: a finished assessment's results by email (scored by the API). */
  assessmentResultsEmail: '/api/assessment-results/email',

  // Goals and habits
  goals: '/api/goals',
  goal: pathBuilder('/api/goals/:id'),
  goalCheckIns: pathBuilder('/api/goals/:id/check-ins'),

  // Marketing
  newsletterSubscriptions: '/api/newsletter-subscriptions',
  businessEnquiries: '/api/business-enquiries',

  // Places (the offline gazetteer: a typed town, its choices when the name is shared, its position)
  places: '/api/places',

  // Communities
  communities: '/api/communities',
  communityMapConfig: '/api/communities/map-config',
  /** The explorer's cards, one page at a time, with the overlay's figures (server-side search, type, distance). */
  communityExplore: '/api/communities/explore',
  /** The explorer map's markers and clusters for the visible bounds and zoom. */
  communityMap: '/api/communities/map',
  community: pathBuilder('/api/communities/:id'),
  communityLeads: pathBuilder('/api/communities/:id/leads'),
  communityActivities: pathBuilder('/api/communities/:id/activities'),
  /** The groups that meet in the community's town (their location names it). */
  communityGroups: pathBuilder('/api/communities/:id/groups'),
  communitySuggestions: pathBuilder('/api/communities/:id/suggestions'),
  /** The signed-in member's membership of a community: POST joins, DELETE leaves. */
  communityMembership: pathBuilder('/api/communities/:id/membership'),

  // Groups, activities, RSVPs
  groups: '/api/groups',
  group: pathBuilder('/api/groups/:id'),
  groupMembers: pathBuilder('/api/groups/:id/members'),
  groupMember: pathBuilder('/api/groups/:id/members/:userId'),
  /** PUT { role: 'organiser' | 'member' }: a group admin makes a member a co-organiser, or a plain member again (issue 34). */
  groupMemberRole: pathBuilder('/api/groups/:id/members/:userId/role'),
  groupActivities: pathBuilder('/api/groups/:id/activities'),
  activity: pathBuilder('/api/activities/:id'),
  /** Cancel a date (or it and later dates) with a message for the members going (issue 31). */
  activityCancellation: pathBuilder('/api/activities/:id/cancellation'),
  activityIcs: pathBuilder('/api/activities/:id/calendar.ics'),
  activitySeries: pathBuilder('/api/activity-series/:id'),
  activitySeriesFollowers: pathBuilder('/api/activity-series/:id/followers'),
  activityAttendees: pathBuilder('/api/activities/:id/attendees'),
  activityAttendee: pathBuilder('/api/activities/:id/attendees/:userId'),
  /** Who came (issue 34 §3): the organisers' list on the day, and their ticks. */
  activityAttendance: pathBuilder('/api/activities/:id/attendance'),
  userActivities: pathBuilder('/api/users/:id/activities'),
  /** How many activities the member came to this year (issue 34 §3, their dashboard). */
  userAttendance: pathBuilder('/api/users/:id/attendance'),
  userGroups: pathBuilder('/api/users/:id/groups'),
  userCommunities: pathBuilder('/api/users/:id/communities'),
  userCalendarFeed: pathBuilder('/api/users/:id/calendar-feed'),
  /** A private calendar feed, `<token>.ics` (the API hands out the URL; nobody builds it by hand). */
  calendarFile: pathBuilder('/api/calendar/:file'),

  // Discussions (issue 30): a group's or a community's posts, and each post's replies, thanks, pin and removal
  groupDiscussion: pathBuilder('/api/groups/:id/discussion'),
  communityDiscussion: pathBuilder('/api/communities/:id/discussion'),
  /** An activity's 'Questions and chat', for the members of its host group or community. */
  activityDiscussion: pathBuilder('/api/activities/:id/discussion'),
  discussionPost: pathBuilder('/api/discussion-posts/:id'),
  discussionReplies: pathBuilder('/api/discussion-posts/:id/replies'),
  discussionThanks: pathBuilder('/api/discussion-posts/:id/thanks'),
  discussionPin: pathBuilder('/api/discussion-posts/:id/pin'),
  discussionRemoval: pathBuilder('/api/discussion-posts/:id/removal'),
  // A post's one photo (issue 30, item 1): PUT the image file itself, GET it (readers of the post), DELETE it (the author).
  discussionPhoto: pathBuilder('/api/discussion-posts/:id/photo'),
  // Announcements (issue 30): an organiser's word to all members, or to those going to one activity or one date
  groupAnnouncements: pathBuilder('/api/groups/:id/announcements'),
  communityAnnouncements: pathBuilder('/api/communities/:id/announcements'),
  /** Live updates (issue 30 item 6): one Server-Sent Events stream per tab, ids and kinds of what changed. */
  events: '/api/events',

  // Private messages (issue 30, item 4): conversations between two members, their messages, the header's unread count
  conversations: '/api/conversations',
  /** The conversation with one member (none yet: who they are, and whether a first message is a request). */
  conversationWith: pathBuilder('/api/conversations/with/:userId'),
  conversationMessages: pathBuilder('/api/conversations/:id/messages'),
  conversationRead: pathBuilder('/api/conversations/:id/read'),
  conversationAccept: pathBuilder('/api/conversations/:id/accept'),
  conversationDecline: pathBuilder('/api/conversations/:id/decline'),
  message: pathBuilder('/api/messages/:id'),
  messagesUnread: '/api/messages/unread',

  // Portals: the real communities, groups and figures behind a portal page
  portalLocal: '/api/portals/local',

  // Mentors
  mentors: '/api/mentors',
  mentor: pathBuilder('/api/mentors/:id'),
  mentorRequests: pathBuilder('/api/mentors/:id/requests'),
  mentorSessions: pathBuilder('/api/mentors/:id/sessions'),
  mentorSession: pathBuilder('/api/mentors/:id/sessions/:sessionId'),
  mentorReservations: pathBuilder('/api/mentors/:id/sessions/:sessionId/reservations'),
  /** The mentor's announcement to the members who booked one of their sessions (issue 30, item 3). */
  mentorSessionAnnouncements: pathBuilder('/api/mentors/:id/sessions/:sessionId/announcements'),
  /** A mentor session as a calendar file (.ics), built like an activity's. */
  mentorSessionIcs: pathBuilder('/api/mentors/:id/sessions/:sessionId/calendar.ics'),
  /** The signed-in member's upcoming mentor sessions. */
  myMentorBookings: '/api/users/me/mentor-bookings',
  mentorApplications: '/api/mentor-applications',

  // AI guide
  guideAsk: '/api/guide/ask',
  guideRecommendations: '/api/guide/recommendations',

  // Admin
  roles: '/api/roles',
  role: pathBuilder('/api/roles/:id'),
  usersWithRoles: '/api/users-with-roles',
  userRole: pathBuilder('/api/users/:id/role'),
  adminAudit: '/api/admin/audit',
  /** The moderation queue (open reports grouped by target), its count for the admin menu, and the actions. */
  adminReports: '/api/admin/reports',
  adminReportCount: '/api/admin/reports/count',
  adminModeration: '/api/admin/moderation',
  // Remote releases: the shell reports a failed remote version; admins see the registry and the counts.
  remoteFailures: '/api/remotes/failures',
  adminRemotes: '/api/admin/remotes',
} as const;
