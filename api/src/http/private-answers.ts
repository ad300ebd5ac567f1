import type Koa from 'koa';
import etag from '@koa/etag';

/** Set by a route whose answer is the same for everyone (the cached public lists): it keeps its own caching. */
export const SAME_FOR_EVERYONE = 'sameAnswerForEveryone';

/**
 * Set by a route whose address is itself the secret (the private calendar feed, asked for without a session): its
 * answer is private like a signed-in member's, `private, no-store` and no ETag (issue 32 finding 12).
 */
export const SECRET_ADDRESS = 'answerAtSecretAddress';

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
      if (isPrivateAnswer(ctx)) ctx.set('Cache-Control', 'private, no-store');
    }
  }
};

/** An API answer to a signed-in member that is not one of the public lists, or at a secret address: `private, no-store`. */
export const isPrivateAnswer = (ctx: Koa.Context): boolean =>
  ctx.path.startsWith('/api/') && ((Boolean(ctx.state.user) && !ctx.state[SAME_FOR_EVERYONE]) || Boolean(ctx.state[SECRET_ADDRESS]));

/**
 * ETags on answers that can be kept and revalidated. A `no-store` answer is never revalidated (the browser keeps
 * nothing to ask about), so hashing its body was pure cost on every signed-in read (issue 24 §3).
 */
export function etagUnlessPrivate(): Koa.Middleware {
  const tag = etag();
  const nothing = async () => undefined;
  return async (ctx, next) => {
    await next();
    if (!isPrivateAnswer(ctx)) await tag(ctx, nothing);
  };
}
