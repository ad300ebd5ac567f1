import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors';

export interface RateLimit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

/** The counters' table (migration 202612020101_rate_limits), in the schema rate-limiter-flexible's Postgres store expects. */
export const RATE_LIMITS_TABLE = 'rate_limits';

// rate-limiter-flexible removes rows expired an hour ago every 5 minutes, per limiter; one limiter per database is enough.
const cleaning = new WeakSet<Knex>();

/**
 * A fixed window per key on rate-limiter-flexible's PostgreSQL store (`rate_limits`, one atomic upsert per hit, so
 * every API instance on the database shares the counts). `hit(key)` counts an attempt and throws 429 + Retry-After
 * once the key is over its limit. Over the limit, attempts still count (as before): a script that keeps trying
 * does not open the window for itself.
 */
export function createRateLimiter(db: Knex, limit: RateLimit, message: (minutes: number) => string) {
  const clearExpiredByTimeout = !cleaning.has(db);
  cleaning.add(db);
  const limiter = new RateLimiterPostgres({
    storeClient: db,
    storeType: 'knex',
    tableName: RATE_LIMITS_TABLE,
    // The migration made the table: no DDL at run time, and no 'Table is not created yet' before it would be.
    tableCreated: true,
    clearExpiredByTimeout,
    // The callers' keys carry their own prefix ('newsletter:ip:…').
    keyPrefix: '',
    points: limit.max,
    duration: limit.windowMs / 1000,
    // No in-memory blocking: a count kept by one instance would not be seen by the others.
    inMemoryBlockOnConsumed: 0,
  });
  return {
    async hit(key: string): Promise<void> {
      try {
        await limiter.consume(key.slice(0, 400));
      } catch (over) {
        if (!(over instanceof RateLimiterRes)) throw over;
        const ms = Math.max(1000, over.msBeforeNext);
        throw tooManyRequests(message(Math.max(1, Math.ceil(ms / 60_000))), ms / 1000);
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export const waitMessage = (what: string) => (minutes: number) =>
  `${what} Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
