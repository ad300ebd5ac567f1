// Authorisation policies: who may do what. Every rule about the acting member lives in api/src/policies/
// (this file for rules about the actor alone, one file per area for the rest); services and route guards
// call these, never their own role checks. New rules (suspension, blocking, who may see whom) belong here.
import type { CurrentUser } from '@afterwork/contracts/users';
import { ADMIN_ROLE } from '@afterwork/contracts/roles';
import { forbidden, unauthorized } from '../http/errors';

/** Whoever makes the request: a signed-in member, or nobody. */
export type Actor = CurrentUser | null | undefined;

export const isSiteAdmin = (actor: Actor): boolean => actor?.role === ADMIN_ROLE;

/** 401 'Please sign in' unless a member is signed in. */
export function assertSignedIn(actor: Actor): asserts actor is CurrentUser {
  if (!actor) throw unauthorized();
}

/** 401 for visitors, 403 'You need admin privileges' for members who are not site admins. */
export function assertSiteAdmin(actor: Actor): asserts actor is CurrentUser {
  assertSignedIn(actor);
  if (!isSiteAdmin(actor)) throw forbidden();
}
