// Communities: who may do and see what (see actor.ts for the house rule).
import type { CurrentUser } from '@afterwork/contracts/users';
import { COMMUNITY_MESSAGES } from '@afterwork/contracts/communities';
import { forbidden } from '../platform/errors';
import { assertSignedIn, isSiteAdmin, type Actor } from './actor';

/** Joining and leaving is each member's own choice: any signed-in member, for themself only (the path names no one else). */
export function assertMayChangeOwnMembership(actor: Actor): asserts actor is CurrentUser {
  assertSignedIn(actor);
}

/** A member's list of communities: their own, or anyone's for a site admin. */
export function assertMaySeeMemberCommunities(actor: CurrentUser, userId: number): void {
  if (userId !== actor.id && !isSiteAdmin(actor)) throw forbidden(COMMUNITY_MESSAGES.ownListsOnly);
}

/** A community's activities are created by its leads (and site admins). `isLead` is read only when it matters. */
export async function assertMayCreateCommunityActivity(actor: CurrentUser, isLead: () => Promise<boolean>): Promise<void> {
  if (isSiteAdmin(actor)) return;
  if (!(await isLead())) throw forbidden(COMMUNITY_MESSAGES.leadsOnlyCreate);
}

/** Members' suggestions are for the community's leads (and site admins). */
export async function assertMaySeeSuggestions(actor: CurrentUser, isLead: () => Promise<boolean>): Promise<void> {
  if (isSiteAdmin(actor)) return;
  if (!(await isLead())) throw forbidden(COMMUNITY_MESSAGES.leadsOnlySuggestions);
}
