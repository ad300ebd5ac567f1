import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { changePasswordSchema, type CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../http/guards';
import { validate } from '../../http/validate';
import { createMemberService } from './member-service';
import { currentSessionId, signOut } from './session';

/**
 * The member's own settings and connections (issue 9): change password, sign out of all devices, and the members
 * you share a group with. Kept beside the accounts module's routes; registered from app.ts.
 */
export function registerMemberRoutes(router: Router, deps: AppDeps): void {
  const members = createMemberService(deps.db, deps.limits.throttle);

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

  router.get(apiPaths.myConnections, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await members.connections(ctx.state.user as CurrentUser);
  });
}
