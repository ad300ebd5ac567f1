import type Koa from 'koa';
import { SECOND_FACTOR_ADMINS_ONLY } from '@afterwork/contracts/second-factor';
import { forbidden } from '../platform/errors';
import { assertSignedIn, assertSiteAdmin, isSiteAdminAccount, type Actor } from './actor';

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

/**
 * Route guard for a site admin's second factor (issue 33 §3): 401 for visitors, 403 for members who are not site
 * admins; an admin whose powers wait for the second factor passes (these routes are how they come back).
 */
export const requireAdminAccount: Koa.Middleware = async (ctx, next) => {
  const actor = ctx.state.user as Actor;
  assertSignedIn(actor);
  if (!isSiteAdminAccount(actor)) throw forbidden(SECOND_FACTOR_ADMINS_ONLY);
  await next();
};
