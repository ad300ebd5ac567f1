import type Koa from 'koa';
import { INVALID_DATA_MESSAGE, isHttpError, isInvalidDataError } from '../platform/errors';
import { isDatabaseUnavailable } from './database-unavailable';
import type { Logger } from './logger';

/** The one error middleware: every failure becomes `{ error: { message, fields? } }`. */
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
      } else if (isInvalidDataError(err)) {
        status = 400;
        message = INVALID_DATA_MESSAGE;
        logger.warn('invalid data refused by the database', { requestId: ctx.state.requestId, method: ctx.method, path: ctx.path, code: (err as { code?: string }).code });
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
