import type Koa from 'koa';

/** Set by a route whose answer is the same for everyone (the cached public lists): it keeps its own caching. */
export const SAME_FOR_EVERYONE = 'sameAnswerForEveryone';

/**
 * Answers that depend on the session never rest in a shared cache (issue 18, finding 6): every API answer to a
 * signed-in member is `Cache-Control: private, no-store` (their profile, lists, RSVPs, member and attendee lists),
 * except the public lists that are the same for everyone. Every API answer varies by Cookie, so a cache keeping a
 * visitor's answer never gives it to a member or the other way round.
 */
export const privateAnswers: Koa.Middleware = async (ctx, next) => {
  try {
    await next();
  } finally {
    if (ctx.path.startsWith('/api/')) {
      ctx.vary('Cookie');
      if (ctx.state.user && !ctx.state[SAME_FOR_EVERYONE]) ctx.set('Cache-Control', 'private, no-store');
    }
  }
};
