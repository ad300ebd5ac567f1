import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { changePasswordSchema, type CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../policies/guards';
import { validate } from '../../platform/validate';
import { deleteAccountSchema } from '@afterwork/contracts/safety';
import { currentSessionId, signOut } from './session';

/**
 * The member's own settings and connections (issue 9): change password, sign out of all devices, and the members
 * you share a group with. Kept beside the accounts module's routes; registered from app.ts.
 */
export function registerMemberRoutes(router: Router, deps: AppDeps): void {
  const { members, accountDeletion: deletion } = deps.services;

  router.post(apiPaths.changePassword, requireUser, async (ctx) => {
    const data = validate(changePasswordSchema, ctx.request.body);
    const signedOut = await members.changePassword(ctx.state.user as CurrentUser, data, ctx.ip, currentSessionId(ctx));
    ctx.body = { ok: true, otherSessionsSignedOut: signedOut };
  });

  router.post(apiPaths.signOutEverywhere, requireUser, async (ctx) => {
    const signedOut = await members.signOutEverywhere(ctx.state.user as CurrentUser);
    signOut(ctx);
    ctx.body = { ok: true, sessionsSignedOut: signedOut };
  });

  router.get(apiPaths.accountDeletion, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deletion.preview(ctx.state.user as CurrentUser);
  });

  /** Deletes the signed-in member's account (password re-entered) and ends this session with the rest. */
  router.post(apiPaths.accountDeletion, requireUser, async (ctx) => {
    const data = validate(deleteAccountSchema, ctx.request.body);
    // The confirmation mail is enqueued in the deletion's transaction (account-deletion.ts).
    const user = ctx.state.user as CurrentUser;
    await deletion.deleteAccount(user, data, ctx.ip);
    signOut(ctx);
    // The goodbye page names the address the confirmation went to (issue 31): the member's own, just deleted.
    ctx.body = { ok: true, email: user.email };
  });

  router.get(apiPaths.myConnections, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await members.connections(ctx.state.user as CurrentUser);
  });
}
