// Trust and safety (issue 21): reporting, blocking, moderating, deleting one's own account.
import type { CurrentUser } from '@afterwork/contracts/users';
import { BLOCK_SELF, LAST_ADMIN_CANNOT_DELETE, REPORT_SELF, type ReportTargetType } from '@afterwork/contracts/safety';
import { badRequest } from '../platform/errors';
import { assertSignedIn, assertSiteAdmin, isSiteAdmin, type Actor } from './actor';

/** Any signed-in member may report anything they can see, except themself. */
export function assertMayReport(actor: Actor, target: { type: ReportTargetType; id: number }): asserts actor is CurrentUser {
  assertSignedIn(actor);
  if (target.type === 'member' && target.id === actor.id) throw badRequest(REPORT_SELF, { targetId: REPORT_SELF });
}

/** Site admins moderate (the queue, its count, and every action on it). */
export function assertMayModerate(actor: Actor): asserts actor is CurrentUser {
  assertSiteAdmin(actor);
}

/** Any member may block another member (never themself). */
export function assertMayBlock(actor: Actor, blockedId: number): asserts actor is CurrentUser {
  assertSignedIn(actor);
  if (blockedId === actor.id) throw badRequest(BLOCK_SELF, { userId: BLOCK_SELF });
}

/**
 * A member may delete their own account, except the last site admin (the site would have nobody to run it).
 * `siteAdmins`: the ids of every site admin, read (and locked) by the caller.
 */
export function assertMayDeleteOwnAccount(actor: Actor, siteAdmins: number[]): asserts actor is CurrentUser {
  assertSignedIn(actor);
  if (isSiteAdmin(actor) && siteAdmins.filter((id) => id !== actor.id).length === 0) throw badRequest(LAST_ADMIN_CANNOT_DELETE);
}

export const CANNOT_SUSPEND_ADMIN = 'A site administrator cannot be suspended. Remove their administrator role first.';

/** A moderator suspends members, never themself nor another site admin (remove the role first). */
export function assertMaySuspend(actor: Actor, member: { id: number; role: string }): asserts actor is CurrentUser {
  assertMayModerate(actor);
  if (member.id === actor.id || member.role === 'admin') throw badRequest(CANNOT_SUSPEND_ADMIN, { action: CANNOT_SUSPEND_ADMIN });
}
