import type Router from '@koa/router';
import { actingForSchema, helperAcceptanceSchema, helperInvitationSchema } from '@afterwork/contracts/helpers';
import { apiPaths } from '@afterwork/contracts/paths';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../policies/guards';
import { parseId, validate } from '../../platform/validate';
import { getSession } from '../accounts/public';
import { ACTING_FOR } from './gate';

/** Trusted helpers (issue 34 item 1). A helper acting for a member reaches only what gate.ts lets through. */
export function registerHelpersRoutes(router: Router, deps: AppDeps): void {
  const { helpers } = deps.services;

  router.get(apiPaths.myHelpers, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await helpers.mine(ctx.state.user);
  });
  router.post(apiPaths.myHelpers, requireUser, async (ctx) => {
    const input = validate(helperInvitationSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await helpers.invite(ctx.state.user, input);
  });
  router.delete(apiPaths.myHelper.pattern, requireUser, async (ctx) => {
    ctx.body = await helpers.remove(ctx.state.user, parseId(ctx.params.userId));
  });
  router.get(apiPaths.myHelperActions, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await helpers.actions(ctx.state.user);
  });
  router.post(apiPaths.helperInvitationAcceptance, requireUser, async (ctx) => {
    const { token } = validate(helperAcceptanceSchema, ctx.request.body);
    ctx.body = await helpers.accept(ctx.state.user, token);
  });
  router.get(apiPaths.helping, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const acting = getSession(ctx)?.[ACTING_FOR];
    ctx.body = await helpers.helping(ctx.state.user, typeof acting === 'number' ? acting : undefined);
  });
  router.put(apiPaths.actingFor, requireUser, async (ctx) => {
    const { memberId } = validate(actingForSchema, ctx.request.body);
    await helpers.assertHelps(ctx.state.user, memberId);
    getSession(ctx)![ACTING_FOR] = memberId;
    ctx.body = await helpers.helping(ctx.state.user, memberId);
  });
  router.delete(apiPaths.actingFor, requireUser, async (ctx) => {
    const session = getSession(ctx);
    if (session) delete session[ACTING_FOR];
    ctx.body = await helpers.helping(ctx.state.user, undefined);
  });
}
