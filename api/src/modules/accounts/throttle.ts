import type { Knex } from 'knex';
import { tooManyRequests } from '../../http/errors';
import type { ThrottleLimits } from '../../deps';

/**
 * Sign-in throttling stored in the database (shared by every instance): per account (username) and per address.
 * After `max` failures within the window, the key is locked for lockBase × 2^(lockouts) capped at lockMax.
 * While locked, every attempt (even with the right password) is refused with 429 + Retry-After.
 */
export function createLoginThrottle(db: Knex, limits: ThrottleLimits) {
  const accountKey = (username: string) => `user:${username.trim().toLowerCase()}`;
  const ipKey = (ip: string) => `ip:${ip}`;

  async function lockedForMs(keys: string[]): Promise<number> {
    const rows = await db('login_throttle')
      .whereIn('key', keys)
      .andWhere('locked_until', '>', db.fn.now())
      .select(db.raw(`ceil(extract(epoch from (locked_until - now())) * 1000) as ms`));
    return (rows as unknown as Array<{ ms: unknown }>).reduce((max, r) => Math.max(max, Number(r.ms)), 0);
  }

  async function recordFailure(key: string, max: number): Promise<void> {
    const { rows } = await db.raw(
      `insert into login_throttle (key, failures, window_start, lockouts, updated_at)
       values (?, 1, now(), 0, now())
       on conflict (key) do update set
         failures = case when login_throttle.window_start < now() - (? * interval '1 millisecond') then 1 else login_throttle.failures + 1 end,
         window_start = case when login_throttle.window_start < now() - (? * interval '1 millisecond') then now() else login_throttle.window_start end,
         lockouts = case when login_throttle.locked_until is not null and login_throttle.locked_until < now() - (? * interval '1 millisecond') then 0 else login_throttle.lockouts end,
         updated_at = now()
       returning failures, lockouts`,
      [key, limits.windowMs, limits.windowMs, limits.windowMs],
    );
    const row = rows[0] as { failures: number; lockouts: number };
    if (Number(row.failures) >= max) {
      const lockMs = Math.min(limits.lockBaseMs * 2 ** Number(row.lockouts), limits.lockMaxMs);
      await db.raw(
        `update login_throttle set failures = 0, window_start = now(), lockouts = lockouts + 1,
           locked_until = now() + (? * interval '1 millisecond'), updated_at = now() where key = ?`,
        [lockMs, key],
      );
    }
  }

  return {
    /** Throws 429 when the account or the address is locked. */
    async assertAllowed(username: string, ip: string): Promise<void> {
      const ms = await lockedForMs([accountKey(username), ipKey(ip)]);
      if (ms > 0) {
        const minutes = Math.max(1, Math.ceil(ms / 60_000));
        throw tooManyRequests(
          `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
          ms / 1000,
        );
      }
    },
    async recordFailure(username: string, ip: string): Promise<void> {
      await recordFailure(accountKey(username), limits.accountMaxFailures);
      await recordFailure(ipKey(ip), limits.ipMaxFailures);
    },
    /** A successful sign-in clears the account's failures (the address keeps its count). */
    async recordSuccess(username: string): Promise<void> {
      await db('login_throttle').where({ key: accountKey(username) }).andWhere((q) => q.whereNull('locked_until').orWhere('locked_until', '<=', db.fn.now())).delete();
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
