// Groups, memberships, activities and RSVPs: who may do what (see actor.ts for the house rule).
import type { CurrentUser } from '@afterwork/contracts/users';
import { forbidden } from '../platform/errors';
import { assertSignedIn, isSiteAdmin, type Actor } from './actor';
import { assertMayCreateCommunityActivity } from './communities';

/** The spec's words for each refusal (and the groups' other messages). */
export const GROUP_MESSAGES = {
  joinForSomeoneElse: 'You can only join a group yourself.',
  joinAsAdmin: 'Joining makes you a member. Only a group admin can make someone an admin.',
  alreadyMember: 'You are already a member of this group.',
  notMember: 'This person is not a member of this group.',
  removeOther: 'Only the member themself or a group admin can remove a membership.',
  rsvpForSomeoneElse: 'You can only answer for yourself.',
  rsvpMembersOnly: 'Only members of this group can RSVP. Please join the group first.',
  rsvpCommunityMembersOnly: 'Only members of this community can RSVP. Please join the community first.',
  rsvpPast: 'This activity has already taken place, so RSVPs are closed.',
  noRsvpYet: 'You have not answered this activity yet.',
  createActivity: 'Only group admins can create activities for this group.',
  setRole: 'Only a group admin can make a member a co-organiser.',
  roleOfAdmin: 'A group admin is already an organiser. Choose a member who is not an admin.',
  ownListsOnly: 'You can only see your own groups and activities.',
  ownFeedOnly: 'You can only see your own calendar feed.',
  membersListMembersOnly: 'Only members of this group can see who is in it.',
  attendeesMembersOnly: 'Only members of this group can see who is coming.',
  attendeesCommunityMembersOnly: 'Only members of this community can see who is coming.',
} as const;

/** The actor's membership of the group in question (undefined when not a member). */
export type Membership = { role: string } | undefined;

const isGroupAdmin = (membership: Membership) => membership?.role === 'admin';

/**
 * Who organises a group's activities (issue 34 item 4): its admins and its co-organisers (role 'organiser'), who
 * create and edit activities, take attendance and send announcements without an admin's other rights.
 */
export const organisesGroup = (membership: Membership): boolean => membership?.role === 'admin' || membership?.role === 'organiser';

/**
 * THE check of who may organise an activity (create, edit, cancel, take attendance): site admins; for a group's
 * activity its admins and co-organisers; for a community's, its leads. Everything that asks "may this member
 * organise this activity?" calls this one function. The lookups are read only when they matter.
 */
export async function assertMayOrganiseActivity(
  actor: CurrentUser,
  host: { groupId: number | null; communityId: number | null },
  lookups: { groupMembership: (groupId: number) => Promise<Membership>; isCommunityLead: (communityId: number) => Promise<boolean> },
): Promise<void> {
  if (host.groupId != null) await assertMayCreateActivity(actor, () => lookups.groupMembership(host.groupId!));
  else await assertMayCreateCommunityActivity(actor, () => (host.communityId == null ? Promise.resolve(false) : lookups.isCommunityLead(host.communityId)));
}

/** Only a group admin (or a site admin) makes a member a co-organiser, or a plain member again; never an admin. */
export async function assertMaySetMemberRole(actor: CurrentUser, actorMembership: () => Promise<Membership>, target: Membership): Promise<void> {
  if (!isSiteAdmin(actor) && !isGroupAdmin(await actorMembership())) throw forbidden(GROUP_MESSAGES.setRole);
  if (isGroupAdmin(target)) throw forbidden(GROUP_MESSAGES.roleOfAdmin);
}

/** A member joins as themself, and only as a plain member. */
export function assertMayJoin(actor: CurrentUser, body: { userId?: number; role?: string }): void {
  if (body.userId !== undefined && body.userId !== actor.id) throw forbidden(GROUP_MESSAGES.joinForSomeoneElse);
  if (body.role !== undefined && body.role !== 'member') throw forbidden(GROUP_MESSAGES.joinAsAdmin);
}

/**
 * Leaving is the member's own choice; removing someone else takes a group admin or a site admin.
 * `actorMembership` is read only when it matters.
 */
export async function assertMayRemoveMember(actor: CurrentUser, userId: number, actorMembership: () => Promise<Membership>): Promise<void> {
  if (userId === actor.id || isSiteAdmin(actor)) return;
  if (!isGroupAdmin(await actorMembership())) throw forbidden(GROUP_MESSAGES.removeOther);
}

/** Activities are created by the group's admins and co-organisers (and site admins): assertMayOrganiseActivity. */
export async function assertMayCreateActivity(actor: CurrentUser, actorMembership: () => Promise<Membership>): Promise<void> {
  if (isSiteAdmin(actor)) return;
  if (!organisesGroup(await actorMembership())) throw forbidden(GROUP_MESSAGES.createActivity);
}

/** An RSVP is always the member's own answer. */
export function assertAnswersForSelf(actor: CurrentUser, userId: number | undefined): void {
  if (userId !== undefined && userId !== actor.id) throw forbidden(GROUP_MESSAGES.rsvpForSomeoneElse);
}

/** Only the members of an activity's host (its group, or its community) may answer it. */
export function assertMayRsvp(isHostMember: boolean, host: 'group' | 'community' = 'group'): void {
  if (!isHostMember) throw forbidden(host === 'community' ? GROUP_MESSAGES.rsvpCommunityMembersOnly : GROUP_MESSAGES.rsvpMembersOnly);
}

/** A member's lists of groups and activities: their own, or anyone's for a site admin. */
export function assertMaySeeMemberLists(actor: CurrentUser, userId: number): void {
  if (userId !== actor.id && !isSiteAdmin(actor)) throw forbidden(GROUP_MESSAGES.ownListsOnly);
}

/** The private calendar feed is the member's own (not even site admins see another's). */
export function assertOwnCalendarFeed(actor: CurrentUser, userId: number): void {
  if (userId !== actor.id) throw forbidden(GROUP_MESSAGES.ownFeedOnly);
}

/**
 * Who may see whom (issue 18, finding 2): a group's member list is for its members (and site admins); an activity's
 * attendee list is for the members of the group or community hosting it (and site admins). Everyone else sees the
 * counts (`memberCount`, `goingCount`, `maybeCount`, `waitlistCount`), so walking ids maps nobody's life.
 * `isMember` is read only when it matters.
 */
export async function assertMaySeeMembers(viewer: Actor, isMember: () => Promise<boolean>): Promise<void> {
  assertSignedIn(viewer);
  if (isSiteAdmin(viewer)) return;
  if (!(await isMember())) throw forbidden(GROUP_MESSAGES.membersListMembersOnly);
}
export async function assertMaySeeAttendees(viewer: Actor, host: 'group' | 'community', isHostMember: () => Promise<boolean>): Promise<void> {
  assertSignedIn(viewer);
  if (isSiteAdmin(viewer)) return;
  if (!(await isHostMember())) throw forbidden(host === 'community' ? GROUP_MESSAGES.attendeesCommunityMembersOnly : GROUP_MESSAGES.attendeesMembersOnly);
}

/**
 * A virtual activity's meeting link is for signed-in members of its host, members who are going, and site admins;
 * visitors and other members see that it is online, not where (the .ics and the feeds follow the same rule).
 */
export function maySeeMeetingLink(viewer: Actor, activity: { isHostMember: boolean; myStatus: string | null | undefined }): boolean {
  if (!viewer) return false;
  return isSiteAdmin(viewer) || activity.isHostMember || activity.myStatus === 'going';
}

/**
 * What decides whether a member organises an activity, as far as the attendance list goes (issue 34 §3): their role
 * in the hosting group and whether they lead the hosting community.
 */
export interface OrganiserStanding {
  groupRole: string | null;
  communityLead: boolean;
}

/**
 * The organisers of an activity from a standing already read (the attendance list reads it with the activity): the
 * hosting group's admins and co-organisers, the hosting community's leads, and site admins; the same rule as
 * `assertMayOrganiseActivity`, through `organisesGroup`.
 */
export function isActivityOrganiser(actor: Actor, standing: OrganiserStanding): boolean {
  return isSiteAdmin(actor) || organisesGroup(standing.groupRole == null ? undefined : { role: standing.groupRole }) || standing.communityLead;
}
