import type { ZodType } from 'zod';

/**
 * A non-OK answer. `message` follows the spec's format "{status}: {text}"; `serverMessage` is the API's own words;
 * `code` names an answer the page acts on (e.g. 'scam_nudge'), `details` its other fields (e.g. `reasons`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string,
    readonly fields?: Record<string, string>,
    readonly code?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
  }
}

/** Raised when the API cannot be reached at all (offline, server down). */
export class NetworkError extends Error {
  readonly status = 0;
  constructor() {
    super("We can't reach Afterwork right now. Please check your connection and try again.");
    this.name = 'NetworkError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Validates the answer; a mismatch is a programming error surfaced loudly. */
  schema?: ZodType;
  signal?: AbortSignal;
}

async function readError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let message = text || res.statusText;
  let fields: Record<string, string> | undefined;
  let code: string | undefined;
  let details: Record<string, unknown> | undefined;
  try {
    const body = JSON.parse(text) as { error?: { message?: string; fields?: Record<string, string>; code?: unknown } & Record<string, unknown> };
    if (body?.error?.message) {
      const { message: m, fields: f, code: c, ...rest } = body.error;
      message = m as string;
      fields = f;
      if (typeof c === 'string') {
        code = c;
        details = rest;
      }
    }
  } catch {
    /* not JSON: keep the text */
  }
  return new ApiError(res.status, message, fields, code, details);
}

let lastAnswerAt = Date.now();
/** When the API last answered this page (any status): each answer renews the rolling session on the server. */
export const lastApiAnswerAt = (): number => lastAnswerAt;

/** Every call sends credentials and asks for JSON; a JSON content type is added when a body is present. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new NetworkError();
  }
  lastAnswerAt = Date.now();
  if (!res.ok) throw await readError(res);
  if (res.status === 204) return undefined as T;
  const data: unknown = await res.json();
  return (options.schema ? options.schema.parse(data) : data) as T;
}

export const api = {
  get: <T>(path: string, schema?: ZodType, signal?: AbortSignal) => apiRequest<T>(path, { schema, signal }),
  post: <T>(path: string, body?: unknown, schema?: ZodType) => apiRequest<T>(path, { method: 'POST', body: body ?? {}, schema }),
  patch: <T>(path: string, body: unknown, schema?: ZodType) => apiRequest<T>(path, { method: 'PATCH', body, schema }),
  put: <T>(path: string, body: unknown, schema?: ZodType) => apiRequest<T>(path, { method: 'PUT', body, schema }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

export const isApiError = (err: unknown, status?: number): err is ApiError =>
  err instanceof ApiError && (status === undefined || err.status === status);

/**
 * A GET whose refusal is an answer: '401 means nobody is signed in', so a visitor gets `nobody` (null, an empty
 * list) instead of an error. `statuses` lists the refusals that mean it (401 by default; lists add 403);
 * 'any' makes every failure `nobody` (lists the spec wants empty on failure). Other failures still throw.
 */
export async function apiGetOr<T, N>(
  path: string,
  nobody: N,
  { signal, statuses = [401] }: { signal?: AbortSignal; statuses?: readonly number[] | 'any' } = {},
): Promise<T | N> {
  try {
    return await apiRequest<T>(path, { signal });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    if (statuses === 'any' || (err instanceof ApiError && statuses.includes(err.status))) return nobody;
    throw err;
  }
}

/** The words to show a person for a failure: the server's message, or a plain fallback. */
export function errorText(err: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (err instanceof ApiError) return err.serverMessage || fallback;
  if (err instanceof NetworkError) return err.message;
  return fallback;
}
