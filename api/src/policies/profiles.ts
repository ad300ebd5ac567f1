// Members' profiles: who may see and change them (see actor.ts for the house rule).
import type { CurrentUser } from '@afterwork/contracts/users';
import { assertSignedIn, type Actor } from './actor';

/** A member's public profile (never email or RSVPs): any signed-in member may see it. */
export function assertMaySeeProfile(viewer: Actor): asserts viewer is CurrentUser {
  assertSignedIn(viewer);
}

/** A profile is changed by its own member only (the API always acts on the signed-in member). */
export function assertMayEditOwnProfile(actor: Actor): asserts actor is CurrentUser {
  assertSignedIn(actor);
}
