/** HTTP errors: throw them anywhere; the error middleware turns them into `{ error: { message, fields? } }`. */
export class HttpError extends Error {
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;
  readonly expose = true;
  constructor(status: number, message: string, opts: { fields?: Record<string, string>; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.fields = opts.fields;
    this.headers = opts.headers;
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
