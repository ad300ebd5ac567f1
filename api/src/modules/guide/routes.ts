import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import type Koa from 'koa';
import { guideAskSchema } from '@afterwork/contracts/guide';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { tooManyRequests } from '../../platform/errors';
import { requireUser } from '../../policies/guards';
import { validate } from '../../platform/validate';
import { createGuideService } from './service';

/** Questions a member may ask per window. */
export const GUIDE_RATE = { max: 20, windowMs: 60_000 };

/**
 * Per-member rate limit (fixed window, in memory: the guide is cheap and a limit per instance is enough to stop
 * a runaway client or script). 429 with Retry-After.
 */
export function memberRateLimit(limit = GUIDE_RATE): Koa.Middleware {
  const windows = new Map<number, { start: number; count: number }>();
  return async (ctx, next) => {
    const user = ctx.state.user as CurrentUser;
    const now = Date.now();
    if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.start >= limit.windowMs) windows.delete(k);
    let w = windows.get(user.id);
    if (!w || now - w.start >= limit.windowMs) {
      w = { start: now, count: 0 };
      windows.set(user.id, w);
    }
    w.count += 1;
    if (w.count > limit.max) {
      const wait = (w.start + limit.windowMs - now) / 1000;
      throw tooManyRequests('You have asked a lot of questions in a short time. Please wait a minute and try again.', wait);
    }
    await next();
  };
}

export function registerGuideRoutes(router: Router, deps: AppDeps): void {
  const guide = createGuideService(deps.db);
  const limiter = memberRateLimit();

  router.post(apiPaths.guideAsk, requireUser, limiter, async (ctx) => {
    const { message } = validate(guideAskSchema, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await guide.ask(ctx.state.user, message);
  });

  router.get(apiPaths.guideRecommendations, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await guide.recommendations(ctx.state.user);
  });
}
