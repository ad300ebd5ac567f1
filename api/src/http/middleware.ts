import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import { forbidden, isHttpError, unauthorized } from './errors';
import type { Logger } from './logger';
import type { CurrentUser } from '@afterwork/contracts/users';
import { ADMIN_ROLE } from '@afterwork/contracts/users';

/** Request id (X-Request-Id echoed or generated) and one structured log line per request. */
export function requestContext(logger: Logger): Koa.Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const id = /^[A-Za-z0-9._:-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
    const start = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      logger.info('request', {
        requestId: id,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(ms * 10) / 10,
        ip: ctx.ip,
        userId: (ctx.state.user as CurrentUser | undefined)?.id,
      });
    }
  };
}

/** The one error middleware: every failure becomes `{ error: { message, fields? } }`. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN',
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, and the connection exception class.
  '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006',
]);

/** The database is down or unreachable (not a bug in the request): answer 503 and let the client retry. */
/**
 * Serialise a JSON answer once: the ETag middleware upstream would otherwise stringify an object body to hash
 * it, and Koa again to send it. The Content-Type (JSON) was set when the object was assigned.
 */
export const serializeJsonOnce: Koa.Middleware = async (ctx, next) => {
  await next();
  const body = ctx.body;
  if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function') {
    ctx.body = JSON.stringify(body);
  }
};

export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; name?: string; message?: string } | null;
  if (!e) return false;
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  if (e.name === 'KnexTimeoutError') return true;
  return /Connection terminated|connection is closed|Client has encountered a connection error/i.test(e.message ?? '');
}

export function errorHandler(logger: Logger): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      let status = 500;
      let message = 'Something went wrong';
      let fields: Record<string, string> | undefined;
      let headers: Record<string, string> | undefined;
      const e = err as { status?: number; statusCode?: number; type?: string; expose?: boolean; message?: string };
      if (isHttpError(err)) {
        status = err.status;
        message = err.message;
        fields = err.fields;
        headers = err.headers;
      } else if (e?.type === 'entity.too.large' || e?.status === 413) {
        status = 413;
        message = 'The request is too large';
      } else if (e?.type === 'entity.parse.failed' || (err instanceof SyntaxError && e?.status === 400)) {
        status = 400;
        message = 'Malformed JSON in request body';
      } else if (e?.type === 'encoding.unsupported' || e?.status === 415) {
        status = 415;
        message = 'Unsupported content encoding';
      } else if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && e.expose) {
        status = e.status;
        message = e.message || 'Bad request';
      } else if (isDatabaseUnavailable(err)) {
        status = 503;
        message = 'Afterwork is temporarily unavailable. Please try again in a moment.';
        headers = { 'Retry-After': '5' };
      }
      if (status === 503) {
        logger.warn('database unavailable', { requestId: ctx.state.requestId, method: ctx.method, path: ctx.path, error: (err as Error)?.message });
      } else if (status >= 500) {
        logger.error('unhandled error', {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          error: err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err),
        });
      }
      ctx.status = status;
      if (headers) ctx.set(headers);
      ctx.body = { error: fields ? { message, fields } : { message } };
    }
  };
}

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

/** 401 'Please sign in' unless a member is signed in; the member is on `ctx.state.user`. */
export const requireUser: Koa.Middleware = async (ctx, next) => {
  if (!ctx.state.user) throw unauthorized();
  await next();
};

/** 401 for visitors, 403 'You need admin privileges' for members who are not admins. */
export const requireAdmin: Koa.Middleware = async (ctx, next) => {
  const user = ctx.state.user as CurrentUser | undefined;
  if (!user) throw unauthorized();
  if (user.role !== ADMIN_ROLE) throw forbidden();
  await next();
};

/** Service-layer checks (use where a route is shared by several roles). */
export function assertUser(user: CurrentUser | undefined | null): asserts user is CurrentUser {
  if (!user) throw unauthorized();
}
export function assertAdmin(user: CurrentUser | undefined | null): asserts user is CurrentUser {
  if (!user) throw unauthorized();
  if (user.role !== ADMIN_ROLE) throw forbidden();
}
