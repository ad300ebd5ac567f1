// Authorisation policies: who may do what. Every rule about the acting member lives in api/src/policies/
// (this file for rules about the actor alone, one file per area for the rest); services and route guards
// call these, never their own role checks. New rules (suspension, blocking, who may see whom) belong here.
import type { CurrentUser } from '@afterwork/contracts/users';
import { ADMIN_ROLE } from '@afterwork/contracts/roles';
import { suspensionMessage } from '@afterwork/contracts/safety-words';
import { forbidden, unauthorized } from '../platform/errors';

/** Whoever makes the request: a signed-in member, or nobody. */
export type Actor = CurrentUser | null | undefined;

/**
 * A site admin with the admin powers: where admins need a second factor (issue 33 §3), an admin whose session has not
 * used one yet carries `secondFactor` and is, until then, an ordinary member everywhere.
 */
export const isSiteAdmin = (actor: Actor): boolean => actor?.role === ADMIN_ROLE && !actor.secondFactor;

/** The account is a site admin's, whether or not this session has its powers yet (the second factor's own routes). */
export const isSiteAdminAccount = (actor: Actor): boolean => actor?.role === ADMIN_ROLE;

/** 401 'Please sign in' unless a member is signed in. */
export function assertSignedIn(actor: Actor): asserts actor is CurrentUser {
  if (!actor) throw unauthorized();
}

/** 401 for visitors, 403 'You need admin privileges' for members who are not site admins. */
export function assertSiteAdmin(actor: Actor): asserts actor is CurrentUser {
  assertSignedIn(actor);
  if (!isSiteAdmin(actor)) throw forbidden();
}

/** A member's suspension as stored: pg reads 'infinity' (for good) as the number Infinity. */
export interface SuspensionState {
  suspended_until: Date | number | null;
  suspension_reason: string | null;
}

const untilText = (d: Date): string =>
  `${d.toLocaleString('en-US', { month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })} UTC`;

/**
 * 403 explaining the suspension (until when, and the moderators' reason) while a member is suspended. Sign-in
 * checks it after the password; the session read refuses a suspended member's sessions on every request.
 */
export function assertNotSuspended(member: SuspensionState, now = Date.now()): void {
  const until = member.suspended_until;
  if (until === null || until === undefined) return;
  const forGood = typeof until === 'number' ? !Number.isFinite(until) : false;
  const end = typeof until === 'number' ? until : until.getTime();
  if (!forGood && end <= now) return;
  throw forbidden(suspensionMessage(forGood ? null : untilText(new Date(end)), member.suspension_reason));
}
