// The query keys of the one query cache that the shell and every remote share: one factory per API resource,
// built from the paths (paths.ts), so two apps asking for the same answer use the same key and a change in one
// refreshes the other. Keys are plain data, bundled into each app. Zod-free: the first visit imports this.
// Rule: a key's first part is the API path it reads (shell-sdk's default query function GETs it).
import { apiPaths } from './paths';

type Id = number | string;
/** Who asks, where the answer depends on it (an activity's `myRsvp`, a mentor's reservations): null for a visitor. */
type Viewer = number | null | undefined;
type Key = readonly unknown[];

/**
 * A resource's keys (TanStack "Effective React Query Keys"): `all` and its lists share the collection path;
 * `detail(id)` is the item's own path. `owns(key)` says whether a key is about this resource at all (its lists,
 * items and their sub-resources): for a refresh after a change.
 */
export const createQueryKeys = <const Base extends string>(base: Base) => ({
  all: [base] as const,
  list: (filters?: Record<string, unknown>) => [base, 'list', filters ?? {}] as const,
  detail: (id: Id) => [`${base}/${id}`] as const,
  owns: (key: Key): boolean => typeof key[0] === 'string' && (key[0] === base || key[0].startsWith(`${base}/`)),
});

const viewing = (viewer: Viewer) => ({ userId: viewer ?? null });

const resources = createQueryKeys(apiPaths.resources);
const communities = createQueryKeys(apiPaths.communities);
const groups = createQueryKeys(apiPaths.groups);
// The activities' and the members' families have no list path of their own: their common prefix.
const activities = createQueryKeys('/api/activities');
const users = createQueryKeys('/api/users');
const mentors = createQueryKeys(apiPaths.mentors);
const assessmentResults = createQueryKeys(apiPaths.assessmentResults);

export const queryKeys = {
  /** The signed-in member (GET /api/user; null for a visitor). */
  session: [apiPaths.user, 'session'] as const,
  /** The shell's registry of remotes. */
  remoteRegistry: ['/remotes.json'] as const,
  /** The towns of a typed name (the gazetteer, issue 31 §3): the same for everyone, never changing. */
  places: (q: string) => [apiPaths.places, q.trim().toLowerCase()] as const,

  resources: {
    ...resources,
    /** The library's list; the same key for the same filters, whoever asks (the library, the dashboard). */
    list: (filters: { category?: string | null; featured?: boolean; search?: string } = {}) =>
      resources.list({ category: filters.category ?? null, featured: !!filters.featured, search: filters.search?.trim() ?? '' }),
    /** Every item, for the manage screen. */
    manageList: () => resources.list({ manage: true }),
  },
  assessmentResults: {
    ...assessmentResults,
    /** The dashboard's card: every result of the member, or 'not available' (its own shape, so its own key). */
    overview: [apiPaths.assessmentResults, 'overview'] as const,
  },
  communities: {
    ...communities,
    /** The admin table's list (the same path, the admin's fields). */
    adminList: () => communities.list({ admin: true }),
    leads: (id: Id) => [...communities.detail(id), 'leads'] as const,
    activities: (id: Id) => [...communities.detail(id), 'activities'] as const,
    groups: (id: Id) => [...communities.detail(id), 'groups'] as const,
    mapConfig: [apiPaths.communityMapConfig] as const,
    /** The explorer's pages and map answers (their own paths, under the collection's: a change to communities refreshes them). */
    explore: (filter: Record<string, unknown>) => [apiPaths.communityExplore, filter] as const,
    map: (filter: Record<string, unknown>) => [apiPaths.communityMap, filter] as const,
  },
  groups: {
    ...groups,
    activities: (id: Id, viewer: Viewer) => [apiPaths.groupActivities(id), viewing(viewer)] as const,
    members: (id: Id, viewer: Viewer) => [apiPaths.groupMembers(id), viewing(viewer)] as const,
  },
  activities: {
    ...activities,
    detail: (id: Id, viewer: Viewer) => [apiPaths.activity(id), viewing(viewer)] as const,
    attendees: (id: Id, viewer: Viewer) => [apiPaths.activityAttendees(id), viewing(viewer)] as const,
    /** A series with its upcoming dates (issue 22): refreshed with the activities (`ownsSeries`). */
    series: (id: Id, viewer: Viewer) => [apiPaths.activitySeries(id), viewing(viewer)] as const,
    ownsSeries: (key: Key): boolean => typeof key[0] === 'string' && key[0].startsWith('/api/activity-series/'),
  },
  users: {
    ...users,
    profile: (id: Id) => [apiPaths.publicUser(id)] as const,
    activities: (id: Id) => [apiPaths.userActivities(id)] as const,
    groups: (id: Id) => [apiPaths.userGroups(id)] as const,
    /** The communities a member joined (their own: the path names them). */
    communities: (id: Id) => [apiPaths.userCommunities(id)] as const,
    connections: [apiPaths.myConnections] as const,
    /** What deleting the own account would do (no-store; asked when the Settings card shows). */
    deletionPreview: [apiPaths.accountDeletion] as const,
    /** The signed-in member's profile privacy (Settings → Privacy). */
    privacy: [apiPaths.myPrivacy] as const,
    /** The members the signed-in member blocked (Settings → Blocked members). */
    blocks: [apiPaths.blocks] as const,
    /** The signed-in member's copies of their data (Settings → Download my data). */
    dataExports: [apiPaths.dataExports] as const,
    emailConfirmation: [apiPaths.myEmailConfirmation] as const,
    /** Trusted helpers (issue 34): my helpers and invitations; the members I help and whom I act for; what my helpers did. */
    helpers: [apiPaths.myHelpers] as const,
    helping: (viewer: Id) => [apiPaths.helping, viewer] as const,
    helperActions: [apiPaths.myHelperActions] as const,
    /** The signed-in member's passkeys (Settings → Passkeys). */
    passkeys: [apiPaths.myPasskeys] as const,
    /** A site admin's second factor (issue 33 §3). */
    secondFactor: [apiPaths.mySecondFactor] as const,
    /** The signed-in member's unread warnings from the moderators (the notice at the top of every page). */
    warnings: (viewer: Id) => [apiPaths.myWarnings, viewer] as const,
  },
  /** A group's, a community's or an activity's discussion as one reader sees it (members read posts; others the count). */
  discussions: {
    /** Any discussion key (a change to a post refreshes the place's pages). */
    owns: (key: Key): boolean => typeof key[0] === 'string' && /^\/api\/(groups|communities|activities)\/[^/]+\/discussion$/.test(key[0]),
    place: (place: 'group' | 'community' | 'activity', id: Id, viewer: Viewer) =>
      [place === 'group' ? apiPaths.groupDiscussion(id) : place === 'community' ? apiPaths.communityDiscussion(id) : apiPaths.activityDiscussion(id), viewing(viewer)] as const,
  },
  /**
   * Private messages (issue 30): the member's conversations, one conversation's messages, the header's unread count.
   * `owns` matches every one of them (a new message refreshes them all).
   */
  messages: {
    owns: (key: Key): boolean => typeof key[0] === 'string' && (key[0].startsWith(apiPaths.conversations) || key[0] === apiPaths.messagesUnread),
    conversations: (viewer: Viewer) => [apiPaths.conversations, viewing(viewer)] as const,
    conversation: (id: Id, viewer: Viewer) => [apiPaths.conversationMessages(id), viewing(viewer)] as const,
    with: (userId: Id, viewer: Viewer) => [apiPaths.conversationWith(userId), viewing(viewer)] as const,
    unread: (viewer: Viewer) => [apiPaths.messagesUnread, viewing(viewer)] as const,
  },
  mentors: {
    ...mentors,
    /** A mentor's profile as one viewer sees it (reservedByMe, requestedByMe). */
    profile: (id: Id, viewer: Viewer) => [...mentors.detail(id), viewer ?? 'visitor'] as const,
    /** The member's reserved sessions (the dashboard's 'My bookings'). */
    bookings: (viewer: Viewer) => [mentors.all[0], 'bookings', viewing(viewer)] as const,
  },
  /** The signed-in member's notification switches (Settings → Notifications). */
  notificationPreferences: (viewer: Viewer) => [apiPaths.notificationPreferences, viewing(viewer)] as const,
  /** The header bell's list and unread count (the signed-in member's own). */
  notifications: (viewer: Viewer) => [apiPaths.notifications, viewing(viewer)] as const,
  /** The signed-in member's goals and badges (the viewer is in the key: one member's goals never show another's). */
  goals: {
    all: [apiPaths.goals] as const,
    mine: (viewer: Viewer) => [apiPaths.goals, viewing(viewer)] as const,
  },
  portals: {
    all: [apiPaths.portalLocal] as const,
    local: (topic: string, viewer: Viewer) => [apiPaths.portalLocal, { topic }, viewing(viewer)] as const,
  },
  guide: {
    recommendations: [apiPaths.guideRecommendations] as const,
  },
  admin: {
    roles: createQueryKeys(apiPaths.roles),
    usersWithRoles: createQueryKeys(apiPaths.usersWithRoles),
    audit: {
      ...createQueryKeys(apiPaths.adminAudit),
      latest: (limit: number) => [apiPaths.adminAudit, { limit }] as const,
    },
    /** Each remote's release state and failure counts (GET /api/admin/remotes). */
    remotes: [apiPaths.adminRemotes] as const,
    /** The moderation queue and the open-report count of the admin menu (both refreshed after an action). */
    reports: createQueryKeys(apiPaths.adminReports),
    reportCount: [apiPaths.adminReportCount] as const,
  },
};
