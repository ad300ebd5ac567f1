import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import type { RouterContext } from '@koa/router';
import { loginSchema, privacySettingsSchema, profileUpdateSchema, registerSchema, type CurrentUser, type SessionPing } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { parseId, validate } from '../../platform/validate';
import { requireUser } from '../../policies/guards';
import { getSession, signIn, signOut } from './session';
import { registerEmailConfirmationRoutes } from './email-confirmation-routes';
import { registerPasskeyRoutes } from './passkey-routes';
import { registerSignInLinkRoutes } from './sign-in-link-routes';
import { registerSecondFactorRoutes } from './second-factor-routes';
import { PASSWORD_RESET_DONE, PASSWORD_RESET_REQUESTED, passwordResetRequestSchema, passwordResetSchema } from '@afterwork/contracts/password-reset';

const profilePatchSchema = profileUpdateSchema.partial();

export function registerAccountsRoutes(router: Router, deps: AppDeps): void {
  const { emailConfirmation: confirmation, accounts, passwordResets: resets } = deps.services;
  registerEmailConfirmationRoutes(router, confirmation);
  registerPasskeyRoutes(router, deps);
  registerSignInLinkRoutes(router, deps);
  registerSecondFactorRoutes(router, deps);

  // Always 202 with the same words: whether an account uses the address is never told (nor timed: no mail is awaited).
  router.post(apiPaths.passwordResetRequests, async (ctx) => {
    const { email } = validate(passwordResetRequestSchema, ctx.request.body);
    await resets.request(email, ctx.ip);
    ctx.status = 202;
    ctx.body = { message: PASSWORD_RESET_REQUESTED };
  });

  router.post(apiPaths.passwordReset, async (ctx) => {
    const { token, password } = validate(passwordResetSchema, ctx.request.body);
    await resets.reset(token, password);
    // This browser's session (if any) ended with the others.
    signOut(ctx);
    ctx.body = { message: PASSWORD_RESET_DONE };
  });

  router.post(apiPaths.register, async (ctx) => {
    const data = validate(registerSchema, ctx.request.body);
    const user = await accounts.register(data, { clientIp: ctx.ip });
    await signIn(ctx, deps, user, false);
    ctx.status = 201;
    ctx.body = user;
  });

  const login = async (ctx: RouterContext): Promise<CurrentUser> => {
    const { username, password, rememberMe } = validate(loginSchema, ctx.request.body);
    const user = await accounts.authenticate(username, password, ctx.ip);
    await signIn(ctx, deps, user, rememberMe);
    // As signed in (a site admin's pending second factor included).
    return ctx.state.user as CurrentUser;
  };

  router.post(apiPaths.login, async (ctx) => {
    ctx.body = await login(ctx);
  });

  router.post(apiPaths.authLogin, async (ctx) => {
    ctx.body = { user: await login(ctx) };
  });

  router.post(apiPaths.logout, async (ctx) => {
    signOut(ctx);
    ctx.body = { ok: true };
  });

  router.get(apiPaths.user, requireUser, async (ctx) => {
    ctx.body = ctx.state.user;
  });
  router.get(apiPaths.authUser, requireUser, async (ctx) => {
    ctx.body = ctx.state.user;
  });

  router.get(apiPaths.sessionPing, async (ctx) => {
    const session = getSession(ctx);
    const maxAge = typeof session?.maxAge === 'number' ? session.maxAge : deps.limits.session.idleMs;
    const body: SessionPing = {
      status: ctx.state.user ? 'active' : 'anonymous',
      cookieSettings: { httpOnly: true, sameSite: 'lax', secure: ctx.secure, maxAgeMs: maxAge },
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.patch(apiPaths.user, requireUser, async (ctx) => {
    const patch = validate(profilePatchSchema, ctx.request.body);
    ctx.body = await accounts.updateProfile(ctx.state.user, patch, ctx.ip);
  });

  router.get(apiPaths.myPrivacy, requireUser, async (ctx) => {
    ctx.body = await accounts.privacy(ctx.state.user);
  });

  router.patch(apiPaths.myPrivacy, requireUser, async (ctx) => {
    ctx.body = await accounts.updatePrivacy(ctx.state.user, validate(privacySettingsSchema, ctx.request.body));
  });

  router.get(apiPaths.publicUser.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    ctx.body = await accounts.getPublicProfile(ctx.state.user, id);
  });
}
