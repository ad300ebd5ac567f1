/**
 * HTTP errors: throw them anywhere; the error middleware turns them into `{ error: { message, fields?, code?, ...details } }`.
 * `code` names an answer the client acts on (e.g. 'scam_nudge'); `details` are its extra fields (e.g. `reasons`).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;
  readonly code?: string;
  readonly details?: Record<string, unknown>;
  readonly expose = true;
  constructor(
    status: number,
    message: string,
    opts: { fields?: Record<string, string>; headers?: Record<string, string>; code?: string; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.fields = opts.fields;
    this.headers = opts.headers;
    this.code = opts.code;
    this.details = opts.details;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, { fields });
export const unauthorized = (message = 'Please sign in') => new HttpError(401, message);
export const forbidden = (message = 'You need admin privileges') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, fields?: Record<string, string>) => new HttpError(409, message, { fields });
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
export const serviceUnavailable = (message = 'Service temporarily unavailable') => new HttpError(503, message);

export const isHttpError = (err: unknown): err is HttpError => err instanceof HttpError;

/** Postgres unique violation. */
export const isUniqueViolation = (err: unknown): err is { code: string; constraint?: string } =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

/**
 * PostgreSQL's data exceptions (class 22) come from a value in the request the database cannot take: text with a
 * byte it cannot store (22021, 22P05), a number or date out of its range (22003, 22008), malformed text for a type
 * (22P02, 22007), text too long (22001). The request is at fault, not the server: 400.
 */
export const isInvalidDataError = (err: unknown): boolean => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && typeof (err as { severity?: unknown }).severity === 'string';
};
export const INVALID_DATA_MESSAGE = 'Some of what you sent cannot be stored (an unusual character, or a number or date out of range). Please check it and try again.';
