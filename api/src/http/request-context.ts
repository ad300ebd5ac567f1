import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import type { CurrentUser } from '@afterwork/contracts/users';
import { errorAnswer } from './error-handler';
import type { Logger } from './logger';

/** Request id (X-Request-Id echoed or generated) and one structured log line per request. */
export function requestContext(logger: Logger): Koa.Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const id = /^[A-Za-z0-9._:-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
    // Read now: once an upload is cut off (too large) the socket is gone and ctx.ip would throw (issue 32 finding 9).
    const ip = ctx.ip;
    const start = process.hrtime.bigint();
    let failed: { error: unknown } | undefined;
    try {
      await next();
    } catch (error) {
      failed = { error };
      throw error;
    } finally {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      logger.info('request', {
        requestId: id,
        method: ctx.method,
        path: ctx.path,
        // A thrown request is answered by the error middleware, outside this one: log the status it will send.
        status: failed ? errorAnswer(failed.error).status : ctx.status,
        ms: Math.round(ms * 10) / 10,
        ip,
        userId: (ctx.state.user as CurrentUser | undefined)?.id,
      });
    }
  };
}
