// Members' profiles: who may see and change them (see actor.ts for the house rule).
import type { CurrentUser, ProfileVisibility } from '@afterwork/contracts/users';
import { assertMemberVisible } from './visibility';
import { assertSignedIn, isSiteAdmin, type Actor } from './actor';

export const USER_NOT_FOUND = 'User not found';

/**
 * A member's public profile (never email or RSVPs): any signed-in member, except one the member blocked (issue 21),
 * who is answered exactly as for a member that does not exist.
 */
export function assertMaySeeProfile(viewer: Actor, target?: { blockedViewer: boolean }): asserts viewer is CurrentUser {
  assertSignedIn(viewer);
  if (target) assertMemberVisible(target, USER_NOT_FOUND);
}

/**
 * Which parts of a profile a viewer sees (issue 18, finding 5): the name always; the details (picture, about, place,
 * profession, interests) as the member chose; the username only when they chose to show it. Site admins see all
 * (they moderate); `connected`: the two share a group or a community.
 */
export function profileParts(
  viewer: CurrentUser,
  member: { id: number; visibility: ProfileVisibility; showUsername: boolean },
  connected: () => Promise<boolean>,
): Promise<{ details: boolean; username: boolean }> {
  if (viewer.id === member.id || isSiteAdmin(viewer)) return Promise.resolve({ details: true, username: true });
  const username = member.showUsername;
  if (member.visibility === 'members') return Promise.resolve({ details: true, username });
  if (member.visibility === 'nobody') return Promise.resolve({ details: false, username });
  return connected().then((details) => ({ details, username }));
}

/** A profile is changed by its own member only (the API always acts on the signed-in member). */
export function assertMayEditOwnProfile(actor: Actor): asserts actor is CurrentUser {
  assertSignedIn(actor);
}
