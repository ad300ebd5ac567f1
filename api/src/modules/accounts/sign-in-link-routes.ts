import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { SIGN_IN_LINK_REQUESTED, signInLinkRequestSchema, signInLinkSchema } from '@afterwork/contracts/sign-in-link';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { validate } from '../../platform/validate';
import { signIn } from './session';

/** 'Email me a sign-in link' (issue 33 §3): ask (always 202 with the same words), then spend it (a POST, from a button). */
export function registerSignInLinkRoutes(router: Router, deps: AppDeps): void {
  const { signInLinks } = deps.services;

  router.post(apiPaths.signInLinkRequests, async (ctx) => {
    const { email } = validate(signInLinkRequestSchema, ctx.request.body);
    await signInLinks.request(email, ctx.ip);
    ctx.status = 202;
    ctx.body = { message: SIGN_IN_LINK_REQUESTED };
  });

  router.post(apiPaths.signInLink, async (ctx) => {
    const { token, rememberMe } = validate(signInLinkSchema, ctx.request.body);
    const user = await signInLinks.spend(token);
    await signIn(ctx, deps, user, rememberMe);
    ctx.body = { user: ctx.state.user as CurrentUser };
  });
}
