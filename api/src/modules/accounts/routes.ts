import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import { loginSchema, profileUpdateSchema, registerSchema, type CurrentUser, type SessionPing } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { parseId, validate } from '../../http/validate';
import { requireUser } from '../../http/middleware';
import { createAccountsService } from './service';
import { createLoginThrottle } from './throttle';
import { getSession, signIn, signOut } from './session';

const profilePatchSchema = profileUpdateSchema.partial();

export function registerAccountsRoutes(router: Router, deps: AppDeps): void {
  const accounts = createAccountsService(deps.db, createLoginThrottle(deps.db, deps.limits.throttle));

  router.post('/api/register', async (ctx) => {
    const data = validate(registerSchema, ctx.request.body);
    const user = await accounts.register(data);
    await signIn(ctx, deps, user, false);
    ctx.status = 201;
    ctx.body = user;
  });

  const login = async (ctx: RouterContext): Promise<CurrentUser> => {
    const { username, password, rememberMe } = validate(loginSchema, ctx.request.body);
    const user = await accounts.authenticate(username, password, ctx.ip);
    await signIn(ctx, deps, user, rememberMe);
    return user;
  };

  router.post('/api/login', async (ctx) => {
    ctx.body = await login(ctx);
  });

  router.post('/api/auth/login', async (ctx) => {
    ctx.body = { user: await login(ctx) };
  });

  router.post('/api/logout', async (ctx) => {
    signOut(ctx);
    ctx.body = { ok: true };
  });

  router.get('/api/user', requireUser, async (ctx) => {
    ctx.body = ctx.state.user;
  });
  router.get('/api/auth/user', requireUser, async (ctx) => {
    ctx.body = ctx.state.user;
  });

  router.get('/api/auth/session-ping', async (ctx) => {
    const session = getSession(ctx);
    const maxAge = typeof session?.maxAge === 'number' ? session.maxAge : deps.limits.session.idleMs;
    const body: SessionPing = {
      status: ctx.state.user ? 'active' : 'anonymous',
      cookieSettings: { httpOnly: true, sameSite: 'lax', secure: ctx.secure, maxAgeMs: maxAge },
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.patch('/api/user', requireUser, async (ctx) => {
    const patch = validate(profilePatchSchema, ctx.request.body);
    ctx.body = await accounts.updateProfile(ctx.state.user, patch);
  });

  router.get('/api/users/:id', requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    ctx.body = await accounts.getPublicProfile(ctx.state.user, id);
  });
}
