import type Koa from 'koa';
import { forbidden } from '../platform/errors';

/**
 * CSRF: a mutation (not GET/HEAD/OPTIONS) whose Origin header is present and is not the site's own origin
 * (the request's own protocol + host, or ALLOWED_ORIGINS) is refused with 403 — including `Origin: null`.
 */
export function csrfGuard(allowedOrigins: string[]): Koa.Middleware {
  const allowed = new Set(allowedOrigins.map((o) => o.toLowerCase()));
  return async (ctx, next) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(ctx.method)) {
      const origin = ctx.get('Origin');
      if (origin) {
        const own = `${ctx.protocol}://${ctx.host}`.toLowerCase();
        const o = origin.trim().toLowerCase();
        if (o === 'null' || (o !== own && !allowed.has(o))) throw forbidden('Cross-site request refused');
      }
    }
    await next();
  };
}
