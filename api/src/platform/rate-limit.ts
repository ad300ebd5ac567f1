import type { Knex } from 'knex';
import { tooManyRequests } from './errors';

export interface RateLimit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

/**
 * A fixed-window counter in `form_rate_limits` (one atomic upsert per hit, shared by every instance).
 * `hit(key)` counts an attempt and throws 429 + Retry-After once the key is over its limit.
 */
export function createRateLimiter(db: Knex, limit: RateLimit, message: (minutes: number) => string) {
  return {
    async hit(key: string): Promise<void> {
      const { rows } = await db.raw(
        `insert into form_rate_limits (key, hits, window_start) values (?, 1, now())
         on conflict (key) do update set
           hits = case when form_rate_limits.window_start <= now() - (? * interval '1 millisecond') then 1 else form_rate_limits.hits + 1 end,
           window_start = case when form_rate_limits.window_start <= now() - (? * interval '1 millisecond') then now() else form_rate_limits.window_start end
         returning hits, ceil(extract(epoch from (window_start + (? * interval '1 millisecond') - now())) * 1000) as retry_ms`,
        [key.slice(0, 400), limit.windowMs, limit.windowMs, limit.windowMs],
      );
      const row = rows[0] as { hits: unknown; retry_ms: unknown };
      if (Number(row.hits) > limit.max) {
        const ms = Math.max(1000, Number(row.retry_ms));
        throw tooManyRequests(message(Math.max(1, Math.ceil(ms / 60_000))), ms / 1000);
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export const waitMessage = (what: string) => (minutes: number) =>
  `${what} Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
