import type Koa from 'koa';
import { assertSignedIn, assertSiteAdmin, type Actor } from './actor';

/** Route guard: 401 'Please sign in' unless a member is signed in; the member is on `ctx.state.user`. */
export const requireUser: Koa.Middleware = async (ctx, next) => {
  assertSignedIn(ctx.state.user as Actor);
  await next();
};

/** Route guard: 401 for visitors, 403 'You need admin privileges' for members who are not site admins. */
export const requireAdmin: Koa.Middleware = async (ctx, next) => {
  assertSiteAdmin(ctx.state.user as Actor);
  await next();
};
