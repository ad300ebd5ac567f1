import type Router from '@koa/router';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { apiPaths } from '@afterwork/contracts/paths';
import { addPasskeySchema, passkeySignInSchema } from '@afterwork/contracts/passkeys';
import type { CurrentUser } from '@afterwork/contracts/users';
import { SECOND_FACTOR_CONFIRM_FIRST } from '@afterwork/contracts/second-factor';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../platform/errors';
import { parseId, validate } from '../../platform/validate';
import { requireUser } from '../../policies/guards';
import { signIn } from './session';

/** Passkeys (issue 33 §3): Settings' list, add and remove; the sign-in page's options and sign-in. */
export function registerPasskeyRoutes(router: Router, deps: AppDeps): void {
  const { passkeys } = deps.services;

  router.get(apiPaths.myPasskeys, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await passkeys.list(ctx.state.user as CurrentUser);
  });

  router.post(apiPaths.passkeyRegistrationOptions, requireUser, async (ctx) => {
    // An admin who has a second factor adds another only from a session that used it (a password alone may not).
    if ((ctx.state.user as CurrentUser).secondFactor === 'confirm') throw forbidden(SECOND_FACTOR_CONFIRM_FIRST);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await passkeys.registrationOptions(ctx.state.user as CurrentUser, ctx.ip);
  });

  router.post(apiPaths.myPasskeys, requireUser, async (ctx) => {
    if ((ctx.state.user as CurrentUser).secondFactor === 'confirm') throw forbidden(SECOND_FACTOR_CONFIRM_FIRST);
    const { name, response } = validate(addPasskeySchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await passkeys.add(ctx.state.user as CurrentUser, name, response as unknown as RegistrationResponseJSON);
  });

  router.delete(apiPaths.myPasskey.pattern, requireUser, async (ctx) => {
    await passkeys.remove(ctx.state.user as CurrentUser, parseId(ctx.params.id));
    ctx.body = { ok: true };
  });

  router.post(apiPaths.passkeyAuthenticationOptions, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await passkeys.authenticationOptions(ctx.ip);
  });

  // The same session as a password sign-in (signIn: a new session id, the per-member limit, 'Remember me').
  router.post(apiPaths.passkeySignIn, async (ctx) => {
    const { response, rememberMe } = validate(passkeySignInSchema, ctx.request.body);
    const user = await passkeys.authenticate(response as unknown as AuthenticationResponseJSON, ctx.ip);
    // A passkey is a second factor in itself (something held, unlocked on the device): admins need no other.
    await signIn(ctx, deps, user, rememberMe, { secondFactorAt: Date.now() });
    ctx.body = { user: ctx.state.user as CurrentUser };
  });
}
