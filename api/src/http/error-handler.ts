import type Koa from 'koa';
import { INVALID_DATA_MESSAGE, isHttpError, isInvalidDataError } from '../platform/errors';
import { isDatabaseUnavailable } from './database-unavailable';
import type { Logger } from './logger';

/** What the site answers for an error: its status, message, field messages and headers, and a code the page acts on. */
export interface ErrorAnswer {
  status: number;
  message: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  /** `code` and its other fields (e.g. 'scam_nudge' and `reasons`), spread into the error body. */
  extra?: Record<string, unknown>;
}

/**
 * The answer for `err`, without side effects: the error middleware sends it, and the request log records its status
 * (the log runs inside the error middleware, where a thrown request's status is not set yet: it read 404).
 */
export function errorAnswer(err: unknown): ErrorAnswer {
  const e = err as { status?: number; statusCode?: number; type?: string; expose?: boolean; message?: string };
  if (isHttpError(err)) {
    return { status: err.status, message: err.message, fields: err.fields, headers: err.headers, ...(err.code ? { extra: { ...err.details, code: err.code } } : {}) };
  }
  if (e?.type === 'entity.too.large' || e?.status === 413) return { status: 413, message: 'The request is too large' };
  if (e?.type === 'entity.parse.failed' || (err instanceof SyntaxError && e?.status === 400)) return { status: 400, message: 'Malformed JSON in request body' };
  if (e?.type === 'encoding.unsupported' || e?.status === 415) return { status: 415, message: 'Unsupported content encoding' };
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && e.expose) return { status: e.status, message: e.message || 'Bad request' };
  if (isInvalidDataError(err)) return { status: 400, message: INVALID_DATA_MESSAGE };
  if (isDatabaseUnavailable(err)) return { status: 503, message: 'Afterwork is temporarily unavailable. Please try again in a moment.', headers: { 'Retry-After': '5' } };
  return { status: 500, message: 'Something went wrong' };
}

/** The one error middleware: every failure becomes `{ error: { message, fields?, code?, ...details } }`. */
export function errorHandler(logger: Logger): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const { status, message, fields, headers, extra } = errorAnswer(err);
      const where = { requestId: ctx.state.requestId, method: ctx.method, path: ctx.path };
      if (status === 400 && isInvalidDataError(err)) {
        logger.warn('invalid data refused by the database', { ...where, code: (err as { code?: string }).code });
      } else if (status === 503) {
        logger.warn('database unavailable', { ...where, error: (err as Error)?.message });
      } else if (status >= 500) {
        logger.error('unhandled error', { ...where, error: err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err) });
      }
      ctx.status = status;
      if (headers) ctx.set(headers);
      ctx.body = { error: { ...extra, message, ...(fields ? { fields } : {}) } };
    }
  };
}
