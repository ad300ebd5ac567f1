const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN',
  // No route to the database: its network is down or cut off (pnpm test:network's partition answered 500s).
  'ENETUNREACH', 'EHOSTUNREACH', 'ENETDOWN', 'EHOSTDOWN', 'ECONNABORTED',
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, and the connection exception class.
  '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006',
]);

/** The database is down or unreachable (not a bug in the request): the error handler answers 503 and the client retries. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; name?: string; message?: string } | null;
  if (!e) return false;
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  if (e.name === 'KnexTimeoutError') return true;
  return /Connection terminated|connection is closed|Client has encountered a connection error/i.test(e.message ?? '');
}
