import type Router from '@koa/router';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { apiPaths } from '@afterwork/contracts/paths';
import { passkeySignInSchema } from '@afterwork/contracts/passkeys';
import { secondFactorCodeSchema } from '@afterwork/contracts/second-factor';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { validate } from '../../platform/validate';
import { requireAdminAccount } from '../../policies/guards';
import { getSession } from './session';
import type { SecondFactorSession } from './second-factor';

/** A site admin's second factor (issue 33 §3): its state, the authenticator app's setup and removal, the session's check. */
export function registerSecondFactorRoutes(router: Router, deps: AppDeps): void {
  const { secondFactor } = deps.services;
  const me = (ctx: { state: { user?: unknown } }) => ctx.state.user as CurrentUser;
  const session = (ctx: Parameters<typeof getSession>[0]) => getSession(ctx) as unknown as SecondFactorSession;
  /** The admin's powers come back within the same request's answer. */
  const unlocked = (user: CurrentUser): CurrentUser => {
    const { secondFactor: _done, ...rest } = user;
    return rest;
  };

  router.get(apiPaths.mySecondFactor, requireAdminAccount, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await secondFactor.state(me(ctx), session(ctx));
  });

  router.post(apiPaths.secondFactorTotpSetup, requireAdminAccount, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = await secondFactor.startTotp(me(ctx));
  });

  router.post(apiPaths.secondFactorTotp, requireAdminAccount, async (ctx) => {
    const { code } = validate(secondFactorCodeSchema, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ...(await secondFactor.confirmTotp(me(ctx), code, ctx.ip, session(ctx))), user: unlocked(me(ctx)) };
  });

  router.post(apiPaths.secondFactorCheck, requireAdminAccount, async (ctx) => {
    const { code } = validate(secondFactorCodeSchema, ctx.request.body);
    await secondFactor.check(me(ctx), code, ctx.ip, session(ctx));
    ctx.body = { user: unlocked(me(ctx)) };
  });

  router.post(apiPaths.secondFactorPasskey, requireAdminAccount, async (ctx) => {
    const { response } = validate(passkeySignInSchema, ctx.request.body);
    await secondFactor.checkPasskey(me(ctx), response as unknown as AuthenticationResponseJSON, ctx.ip, session(ctx));
    ctx.body = { user: unlocked(me(ctx)) };
  });

  router.delete(apiPaths.mySecondFactor, requireAdminAccount, async (ctx) => {
    await secondFactor.removeTotp(me(ctx), session(ctx));
    ctx.body = { ok: true };
  });
}
