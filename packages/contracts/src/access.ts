// Who may call each API route. One row per route; a test drives every route as a visitor, a member,
// another member and an admin against this table, and fails when a route exists without a row.
// Zod-free, like paths.ts.
import { apiPaths } from './paths';

/**
 * - public: anyone, signed in or not.
 * - member: any signed-in member (visitors get 401).
 * - self: the member named by the path's user id, or a site admin (another member gets 403).
 * - owner: only the member named by the path's user id (another member and admins get 403).
 * - admin: site admins only (visitors 401, members 403).
 * - host-member: members of the group (or of the community) the path names or that hosts the activity it names, and
 *   site admins; other members get 403 and see only the counts (issue 18: who may see whom).
 */
export type Access = 'public' | 'member' | 'self' | 'owner' | 'admin' | 'host-member';

/**
 * What a trusted helper (issue 34 item 1) may be allowed to do for the member she helps: see her plans and reminders;
 * answer for her and join or leave groups and communities for her; get a copy of her reminders (a mail, no route).
 */
export const HELPER_GRANTS = ['see', 'answer', 'reminders'] as const;
export type HelperGrant = (typeof HELPER_GRANTS)[number];

/**
 * Whether a helper acting for a member may call a route (the `helper` column): under which grant, or 'always' (the
 * session's own plumbing: who am I, back to my own account). No value: never (a new route is forbidden to helpers
 * until its row says otherwise). Never, whatever was granted: her messages, posting as her, assessments and results,
 * password, email, passkeys, privacy, export, deleting the account, admin routes.
 */
export type HelperAccess = HelperGrant | 'always';

export interface RouteAccess {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  access: Access;
  /** Why, when it is not obvious. */
  note?: string;
  /** A helper acting for a member: under which grant she may call it (none: forbidden). */
  helper?: HelperAccess;
}

/**
 * The five rows of a collection and its items: list and read one with `read`; create, change and delete with `write`
 * (the library's resources, the communities, the admin's roles).
 */
const collectionRoutes = (collection: string, item: string, read: Access, write: Access): RouteAccess[] => [
  { method: 'GET', path: collection, access: read, ...(read === 'public' ? { helper: 'see' as const } : {}) },
  { method: 'GET', path: item, access: read, ...(read === 'public' ? { helper: 'see' as const } : {}) },
  { method: 'POST', path: collection, access: write },
  { method: 'PATCH', path: item, access: write },
  { method: 'DELETE', path: item, access: write },
];

export const routeAccess: RouteAccess[] = [
  { method: 'GET', path: apiPaths.health, access: 'public', helper: 'always' },
  // Accounts and sessions
  { method: 'POST', path: apiPaths.register, access: 'public' },
  { method: 'POST', path: apiPaths.login, access: 'public' },
  { method: 'POST', path: apiPaths.authLogin, access: 'public' },
  { method: 'POST', path: apiPaths.logout, access: 'public', helper: 'always', note: 'signing out when signed out is a harmless no-op' },
  { method: 'GET', path: apiPaths.user, access: 'member', helper: 'always' },
  { method: 'GET', path: apiPaths.authUser, access: 'member', helper: 'always' },
  { method: 'GET', path: apiPaths.sessionPing, access: 'public', helper: 'always' },
  { method: 'PATCH', path: apiPaths.user, access: 'member', note: 'always the signed-in member' },
  { method: 'GET', path: apiPaths.publicUser.pattern, access: 'member', helper: 'see', note: "public profile: never email or RSVPs; details and username as the member chose; 404 to a member they blocked" },
  { method: 'GET', path: apiPaths.myPrivacy, access: 'member', note: "the signed-in member's own profile privacy" },
  { method: 'PATCH', path: apiPaths.myPrivacy, access: 'member', note: "the signed-in member's own profile privacy" },
  { method: 'POST', path: apiPaths.changePassword, access: 'member', note: 'needs the current password; signs out other sessions' },
  { method: 'POST', path: apiPaths.signOutEverywhere, access: 'member' },
  { method: 'PUT', path: apiPaths.myPhoto, access: 'member', note: "always the signed-in member's own photo" },
  { method: 'DELETE', path: apiPaths.myPhoto, access: 'member', note: "always the signed-in member's own photo" },
  { method: 'GET', path: apiPaths.memberPhoto.pattern, access: 'member', helper: 'see', note: 'photos are shown where members see each other; random file names' },
  { method: 'GET', path: apiPaths.myConnections, access: 'member', note: 'members who share a group with the signed-in member' },
  { method: 'POST', path: apiPaths.passwordResetRequests, access: 'public', note: 'always the same answer: never tells whether an address has an account; limited per address and per IP' },
  { method: 'POST', path: apiPaths.passwordReset, access: 'public', note: 'the emailed single-use token is the credential' },
  // Signing in without remembering (issue 33 §3)
  { method: 'POST', path: apiPaths.signInLinkRequests, access: 'public', note: 'always the same answer (as the password reset); limited per address and per IP' },
  { method: 'POST', path: apiPaths.signInLink, access: 'public', note: 'the emailed single-use link is the credential; signs in on a button press, never on opening the link' },
  // A site admin's second factor (issue 33 §3): the real role counts here (these routes are how the powers come back).
  { method: 'GET', path: apiPaths.mySecondFactor, access: 'admin', note: "the signed-in admin's own second factor" },
  { method: 'DELETE', path: apiPaths.mySecondFactor, access: 'admin', note: 'removes the authenticator app; needs this session confirmed where required' },
  { method: 'POST', path: apiPaths.secondFactorTotpSetup, access: 'admin' },
  { method: 'POST', path: apiPaths.secondFactorTotp, access: 'admin', note: 'a first code from the app confirms it; answers the recovery codes once' },
  { method: 'POST', path: apiPaths.secondFactorCheck, access: 'admin', note: 'a code from the app or a recovery code; counts against the sign-in throttle' },
  { method: 'POST', path: apiPaths.secondFactorPasskey, access: 'admin', note: "one of the admin's own passkeys; another member's is refused" },
  // Web Push (issue 33 §2)
  { method: 'GET', path: apiPaths.pushPublicKey, access: 'member', note: "the installation's VAPID public key" },
  { method: 'POST', path: apiPaths.pushSubscriptions.pattern, access: 'owner', note: "only one's own device; a device another member holds is a 409" },
  { method: 'DELETE', path: apiPaths.pushSubscriptions.pattern, access: 'owner', note: "only one's own device (404 otherwise)" },
  { method: 'POST', path: apiPaths.passkeyAuthenticationOptions, access: 'public', note: 'a single-use challenge; limited per IP' },
  { method: 'POST', path: apiPaths.passkeySignIn, access: 'public', note: 'the signed answer to the challenge is the credential; refusals count as failed sign-ins' },
  { method: 'GET', path: apiPaths.myPasskeys, access: 'member', note: 'only the member’s own passkeys' },
  { method: 'POST', path: apiPaths.passkeyRegistrationOptions, access: 'member', note: 'a challenge tied to the member who asked' },
  { method: 'POST', path: apiPaths.myPasskeys, access: 'member', note: 'adds a passkey to the member’s own account' },
  { method: 'DELETE', path: apiPaths.myPasskey.pattern, access: 'member', note: 'only one of the member’s own passkeys (404 otherwise)' },
  // Mail and notifications
  { method: 'GET', path: apiPaths.unsubscribe.pattern, access: 'public', note: 'the signed token in the mail is the credential; GET only asks' },
  { method: 'POST', path: apiPaths.unsubscribe.pattern, access: 'public', note: 'RFC 8058 one-click: the signed token is the credential' },
  { method: 'GET', path: apiPaths.emailConfirmation.pattern, access: 'public', note: 'the mailed single-use token is the credential; GET only asks' },
  { method: 'POST', path: apiPaths.emailConfirmation.pattern, access: 'public', note: 'the mailed single-use token is the credential' },
  { method: 'GET', path: apiPaths.myEmailConfirmation, access: 'member', note: "the signed-in member's own address" },
  { method: 'POST', path: apiPaths.myEmailConfirmation, access: 'member', note: 'sends the link again to the own address; limited per member' },
  { method: 'GET', path: apiPaths.notifications, access: 'member', helper: 'see', note: "always the signed-in member's own" },
  { method: 'POST', path: apiPaths.notificationsRead, access: 'member', helper: 'see', note: "marks the signed-in member's own as read" },
  { method: 'GET', path: apiPaths.notificationPreferences, access: 'member', note: "the signed-in member's own" },
  { method: 'PATCH', path: apiPaths.notificationPreferences, access: 'member', note: "the signed-in member's own" },
  { method: 'GET', path: apiPaths.accountDeletion, access: 'member', note: 'what deleting the own account would do' },
  { method: 'POST', path: apiPaths.accountDeletion, access: 'member', note: 'deletes the own account; needs the password; never the last site admin' },
  // A trusted helper (issue 34 item 1): the member's side is hers alone (a helper acting for her gets 403)
  { method: 'GET', path: apiPaths.myHelpers, access: 'member', note: "the signed-in member's own helpers and open invitations" },
  { method: 'POST', path: apiPaths.myHelpers, access: 'member', note: 'invites a helper by email; a second invitation to the same address replaces the first; at most HELPERS_PER_MEMBER' },
  { method: 'DELETE', path: apiPaths.myHelper.pattern, access: 'member', note: "removes one of the member's own helpers (404 otherwise); every session of the helper stops at once" },
  { method: 'GET', path: apiPaths.myHelperActions, access: 'member', note: "what the member's helpers did for her" },
  { method: 'POST', path: apiPaths.helperInvitationAcceptance, access: 'member', note: 'the mailed single-use token (7 days) is the credential; at most MEMBERS_PER_HELPER' },
  { method: 'GET', path: apiPaths.helping, access: 'member', helper: 'always', note: 'the members the signed-in member helps' },
  { method: 'PUT', path: apiPaths.actingFor, access: 'member', note: 'only a member the signed-in member helps (403 otherwise)' },
  { method: 'DELETE', path: apiPaths.actingFor, access: 'member', helper: 'always', note: 'back to the own account' },
  // Trust and safety
  { method: 'POST', path: apiPaths.reports, access: 'member', note: 'throttled per member; the reporter is never shown to anyone' },
  { method: 'GET', path: apiPaths.blocks, access: 'member', note: "the signed-in member's own blocks" },
  { method: 'POST', path: apiPaths.blocks, access: 'member', note: 'blocks another member (never oneself); the blocked member is not told' },
  { method: 'DELETE', path: apiPaths.block.pattern, access: 'member', note: "removes one of the signed-in member's own blocks" },
  { method: 'GET', path: apiPaths.dataExports, access: 'member', note: "the signed-in member's own exports" },
  { method: 'POST', path: apiPaths.dataExports, access: 'member', note: 'asks for an export of everything held on the signed-in member (one at a time)' },
  { method: 'GET', path: apiPaths.dataExportDownload.pattern, access: 'member', note: "one of the member's own exports, within 7 days (another's: 404)" },
  { method: 'GET', path: apiPaths.myWarnings, access: 'member', note: "the signed-in member's own unread warnings" },
  { method: 'POST', path: apiPaths.warningRead.pattern, access: 'member', note: "marks one of the signed-in member's own warnings read (another's: 404)" },
  // Library and assessments
  ...collectionRoutes(apiPaths.resources, apiPaths.resource.pattern, 'public', 'admin'),
  { method: 'GET', path: apiPaths.assessmentResults, access: 'member', note: 'the signed-in member\'s own results' },
  { method: 'POST', path: apiPaths.assessmentResults, access: 'member' },
  { method: 'POST', path: apiPaths.assessmentResultsEmail, access: 'public', note: 'the spec\'s results-by-email form, for visitors too; scored by the API; limited per address and per IP' },
  // Goals and habits: always the signed-in member's own (another member's goal is 404)
  { method: 'GET', path: apiPaths.goals, access: 'member', note: "the signed-in member's goals and badges" },
  { method: 'POST', path: apiPaths.goals, access: 'member' },
  { method: 'GET', path: apiPaths.goal.pattern, access: 'member', note: 'own goals only' },
  { method: 'PATCH', path: apiPaths.goal.pattern, access: 'member', note: 'own goals only; keeps the goal\'s time zone' },
  { method: 'DELETE', path: apiPaths.goal.pattern, access: 'member', note: 'own goals only' },
  { method: 'POST', path: apiPaths.goalCheckIns.pattern, access: 'member', note: 'own goals only; once per local day' },
  // Marketing
  { method: 'POST', path: apiPaths.newsletterSubscriptions, access: 'public' },
  { method: 'POST', path: apiPaths.businessEnquiries, access: 'public' },
  // Communities
  ...collectionRoutes(apiPaths.communities, apiPaths.community.pattern, 'public', 'admin'),
  { method: 'GET', path: apiPaths.communityMapConfig, access: 'public', helper: 'see', note: 'the browser key for the map, if any' },
  { method: 'GET', path: apiPaths.places, access: 'public', helper: 'see', note: 'towns of the offline gazetteer matching a name' },
  { method: 'GET', path: apiPaths.communityExplore, access: 'public', helper: 'see', note: 'a page of cards and the overlay figures' },
  { method: 'GET', path: apiPaths.communityMap, access: 'public', helper: 'see', note: 'clusters for the visible bounds and zoom' },
  { method: 'GET', path: apiPaths.communityLeads.pattern, access: 'public', helper: 'see' },
  { method: 'GET', path: apiPaths.communityActivities.pattern, access: 'public', helper: 'see' },
  { method: 'GET', path: apiPaths.communityGroups.pattern, access: 'public', helper: 'see' },
  { method: 'POST', path: apiPaths.communitySuggestions.pattern, access: 'member' },
  { method: 'GET', path: apiPaths.communitySuggestions.pattern, access: 'member', note: "the community's leads and site admins (checked per community)" },
  { method: 'POST', path: apiPaths.communityActivities.pattern, access: 'member', note: "the community's leads and site admins (checked per community)" },
  { method: 'POST', path: apiPaths.communityMembership.pattern, access: 'member', helper: 'answer', note: 'the signed-in member joins' },
  { method: 'DELETE', path: apiPaths.communityMembership.pattern, access: 'member', helper: 'answer', note: 'the signed-in member leaves' },
  { method: 'GET', path: apiPaths.userCommunities.pattern, access: 'self', helper: 'see' },
  // Groups, activities, RSVPs
  { method: 'GET', path: apiPaths.groups, access: 'public', helper: 'see' },
  { method: 'POST', path: apiPaths.groups, access: 'member' },
  { method: 'GET', path: apiPaths.group.pattern, access: 'public', helper: 'see' },
  { method: 'GET', path: apiPaths.groupMembers.pattern, access: 'host-member', helper: 'see', note: "the group's members; others see memberCount" },
  { method: 'POST', path: apiPaths.groupMembers.pattern, access: 'member', helper: 'answer', note: 'adds the signed-in member only' },
  { method: 'DELETE', path: apiPaths.groupMember.pattern, access: 'self', helper: 'answer', note: 'also a group admin' },
  { method: 'PUT', path: apiPaths.groupMemberRole.pattern, access: 'member', note: 'group admins (and site admins) make a member a co-organiser or a plain member (checked per group)' },
  { method: 'GET', path: apiPaths.groupActivities.pattern, access: 'public', helper: 'see' },
  { method: 'POST', path: apiPaths.groupActivities.pattern, access: 'member', note: 'group admins only (checked per group)' },
  { method: 'GET', path: apiPaths.activity.pattern, access: 'public', helper: 'see', note: "a virtual activity's meetingLink only for the host's members, members going and site admins" },
  { method: 'GET', path: apiPaths.activityIcs.pattern, access: 'public', helper: 'see', note: 'the meeting link as for the activity' },
  { method: 'PATCH', path: apiPaths.activity.pattern, access: 'member', note: "the host group's admins, a community's leads, site admins (checked per activity)" },
  { method: 'DELETE', path: apiPaths.activity.pattern, access: 'member', note: "cancels a date or a series from a date on: the host's admins or leads, site admins" },
  { method: 'GET', path: apiPaths.activitySeries.pattern, access: 'public', helper: 'see' },
  { method: 'POST', path: apiPaths.activitySeriesFollowers.pattern, access: 'member', helper: 'answer', note: "going to all future dates: the host's members only" },
  { method: 'DELETE', path: apiPaths.activitySeriesFollowers.pattern, access: 'member', helper: 'answer', note: 'the signed-in member stops going to all future dates' },
  { method: 'GET', path: apiPaths.activityAttendees.pattern, access: 'host-member', helper: 'see', note: 'members of the hosting group or community; others see the counts' },
  { method: 'POST', path: apiPaths.activityAttendees.pattern, access: 'member', helper: 'answer', note: 'the signed-in member\'s own RSVP; group members only' },
  { method: 'PATCH', path: apiPaths.activityAttendee.pattern, access: 'owner', helper: 'answer' },
  { method: 'GET', path: apiPaths.activityAttendance.pattern, access: 'member', note: "who came (issue 34): the host group's admins and co-organisers, a community's leads, site admins (checked per activity)" },
  { method: 'POST', path: apiPaths.activityAttendance.pattern, access: 'member', note: 'ticks of who came: the organisers as above, from 2 hours before to 2 days after; a tick sent twice counts once' },
  { method: 'GET', path: apiPaths.userActivities.pattern, access: 'self', helper: 'see' },
  { method: 'GET', path: apiPaths.userAttendance.pattern, access: 'owner', helper: 'see', note: "how many activities the member came to this year: their own dashboard only" },
  { method: 'GET', path: apiPaths.userGroups.pattern, access: 'self', helper: 'see' },
  { method: 'GET', path: apiPaths.userCalendarFeed.pattern, access: 'owner' },
  { method: 'DELETE', path: apiPaths.userCalendarFeed.pattern, access: 'owner', note: 'a new private address; the old one stops working' },
  { method: 'GET', path: apiPaths.calendarFile.pattern, access: 'public', helper: 'see', note: 'addressed by an unguessable token' },
  // Portals
  { method: 'GET', path: apiPaths.portalLocal, access: 'public', helper: 'see', note: "a member also sees which places they joined" },
  // Mentors
  // Discussions (issue 30): the members of the group or community (checked per place); others see the count.
  { method: 'GET', path: apiPaths.groupDiscussion.pattern, access: 'public', helper: 'see', note: "members read the posts; others see only how many there are (404 when hidden)" },
  { method: 'POST', path: apiPaths.groupDiscussion.pattern, access: 'member', note: 'members of the group (checked per group)' },
  { method: 'GET', path: apiPaths.activityDiscussion.pattern, access: 'public', helper: 'see', note: "members of the activity's host read; others see only how many posts there are (404 when hidden)" },
  { method: 'POST', path: apiPaths.activityDiscussion.pattern, access: 'member', note: "members of the activity's host (checked per activity); read-only 7 days after it ends" },
  { method: 'GET', path: apiPaths.communityDiscussion.pattern, access: 'public', helper: 'see', note: "members read the posts; others see only how many there are (404 when hidden)" },
  { method: 'POST', path: apiPaths.communityDiscussion.pattern, access: 'member', note: 'members of the community (checked per community)' },
  { method: 'PATCH', path: apiPaths.discussionPost.pattern, access: 'member', note: 'the author, within the edit window' },
  { method: 'DELETE', path: apiPaths.discussionPost.pattern, access: 'member', note: 'the author' },
  { method: 'POST', path: apiPaths.discussionReplies.pattern, access: 'member', note: 'members of the place (checked per post)' },
  { method: 'PUT', path: apiPaths.discussionThanks.pattern, access: 'member', note: 'members of the place, once each' },
  { method: 'DELETE', path: apiPaths.discussionThanks.pattern, access: 'member', note: 'the member takes their own thanks back' },
  { method: 'PUT', path: apiPaths.discussionPin.pattern, access: 'member', note: 'group admins, community leads, site admins (checked per post)' },
  { method: 'DELETE', path: apiPaths.discussionPin.pattern, access: 'member', note: 'group admins, community leads, site admins (checked per post)' },
  { method: 'PUT', path: apiPaths.discussionPhoto.pattern, access: 'member', note: 'the author, within the edit window (checked per post)' },
  { method: 'DELETE', path: apiPaths.discussionPhoto.pattern, access: 'member', note: 'the author' },
  { method: 'GET', path: apiPaths.discussionPhoto.pattern, access: 'member', note: 'readers of the post (checked per post)' },
  { method: 'POST', path: apiPaths.discussionRemoval.pattern, access: 'member', note: 'group admins, community leads, site admins; the author is told the reason' },
  { method: 'POST', path: apiPaths.groupAnnouncements.pattern, access: 'member', note: 'the group admins (and site admins); limited per organiser per day' },
  { method: 'POST', path: apiPaths.communityAnnouncements.pattern, access: 'member', note: 'the community leads (and site admins); limited per organiser per day' },
  { method: 'POST', path: apiPaths.activityCancellation.pattern, access: 'member', note: "the activity's organisers (checked per activity); who is going is told, with the organiser's message" },
  // Private messages (issue 30, item 4): every route checks that the reader is one of the conversation's two members
  { method: 'GET', path: apiPaths.conversations, access: 'member', note: 'only the member’s own conversations' },
  { method: 'POST', path: apiPaths.conversations, access: 'member', note: 'who may write to whom: policies/messaging.ts; new conversations limited per day' },
  { method: 'GET', path: apiPaths.messagesUnread, access: 'member', note: 'the member’s own unread count' },
  { method: 'GET', path: apiPaths.conversationWith.pattern, access: 'member', note: 'a blocked member is answered as for nobody' },
  { method: 'GET', path: apiPaths.conversationMessages.pattern, access: 'member', note: 'the two members of the conversation only (admins included: 404 otherwise)' },
  { method: 'POST', path: apiPaths.conversationMessages.pattern, access: 'member', note: 'the two members; a request waits for acceptance; blocks stop it' },
  { method: 'POST', path: apiPaths.conversationRead.pattern, access: 'member', note: 'the two members of the conversation only' },
  { method: 'POST', path: apiPaths.conversationAccept.pattern, access: 'member', note: 'the recipient of the request only' },
  { method: 'POST', path: apiPaths.conversationDecline.pattern, access: 'member', note: 'the recipient of the request only' },
  { method: 'DELETE', path: apiPaths.message.pattern, access: 'member', note: 'the sender’s own message only' },
  { method: 'GET', path: apiPaths.events, access: 'member', note: 'the live stream: each event is authorised for the reader at delivery; 406 without Accept: text/event-stream' },
  { method: 'GET', path: apiPaths.mentors, access: 'public', helper: 'see' },
  { method: 'GET', path: apiPaths.mentor.pattern, access: 'public', helper: 'see' },
  { method: 'POST', path: apiPaths.mentorRequests.pattern, access: 'member' },
  { method: 'POST', path: apiPaths.mentorSessionAnnouncements.pattern, access: 'member', note: 'the mentor of the session (the member whose address is its contact address)' },
  { method: 'POST', path: apiPaths.mentorReservations.pattern, access: 'member' },
  { method: 'DELETE', path: apiPaths.mentorReservations.pattern, access: 'member' },
  { method: 'GET', path: apiPaths.mentorSessionIcs.pattern, access: 'public', helper: 'see', note: 'the session as on the public mentor page' },
  { method: 'GET', path: apiPaths.myMentorBookings, access: 'member', helper: 'see', note: "the signed-in member's own reserved sessions" },
  { method: 'POST', path: apiPaths.mentorSessions.pattern, access: 'admin', note: 'mentors have no accounts: site admins plan their sessions' },
  { method: 'PATCH', path: apiPaths.mentorSession.pattern, access: 'admin', note: 'never fewer spots than are reserved' },
  { method: 'DELETE', path: apiPaths.mentorSession.pattern, access: 'admin', note: 'cancels the session; its reservations go with it' },
  { method: 'POST', path: apiPaths.mentorApplications, access: 'public' },
  // AI guide
  { method: 'POST', path: apiPaths.guideAsk, access: 'member' },
  { method: 'GET', path: apiPaths.guideRecommendations, access: 'member' },
  // Admin
  ...collectionRoutes(apiPaths.roles, apiPaths.role.pattern, 'admin', 'admin'),
  { method: 'GET', path: apiPaths.usersWithRoles, access: 'admin' },
  { method: 'PATCH', path: apiPaths.userRole.pattern, access: 'admin' },
  { method: 'GET', path: apiPaths.adminAudit, access: 'admin' },
  { method: 'GET', path: apiPaths.adminReports, access: 'admin', note: 'open reports by target; never names a reporter' },
  { method: 'GET', path: apiPaths.adminReportCount, access: 'admin' },
  { method: 'POST', path: apiPaths.adminModeration, access: 'admin', note: 'dismiss, hide, warn or suspend, with a reason; audited' },
  // Remote releases (issue 23)
  { method: 'POST', path: apiPaths.remoteFailures, access: 'public', note: 'the shell counts a failed remote version; rate-limited per address' },
  { method: 'GET', path: apiPaths.adminRemotes, access: 'admin' },
];

/** A route's helper column, found by method and concrete path (undefined: no row, so forbidden to helpers). */
const compiled = routeAccess.map((row) => ({
  row,
  re: new RegExp(`^${row.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z][A-Za-z0-9]*/g, '[^/]+')}/?$`),
  // Literal segments first, so '/api/users/me/privacy' wins over '/api/users/:id'.
  params: (row.path.match(/:/g) ?? []).length,
})).sort((a, b) => a.params - b.params);
export function routeAccessFor(method: string, path: string): RouteAccess | undefined {
  return compiled.find((c) => c.row.method === method && c.re.test(path))?.row;
}

