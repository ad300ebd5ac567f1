import type { Knex } from 'knex';
import { tooManyRequests } from '../../platform/errors';
import type { ThrottleLimits } from '../../deps';

/**
 * Sign-in throttling stored in the database (shared by every instance): per account (username) and per address.
 * After `max` failures within the window, the key is locked for lockBase × 2^(lockouts) capped at lockMax.
 * While an address is locked, every attempt from it (even with the right password) is refused with 429 + Retry-After;
 * while an account is locked, attempts on it from addresses that failed recently are (see assertAllowed).
 */
export function createLoginThrottle(db: Knex, limits: ThrottleLimits) {
  const accountKey = (username: string) => `user:${username.trim().toLowerCase()}`;
  const ipKey = (ip: string) => `ip:${ip}`;

  /** The lock left on each key (ms, 0 when none), and whether the key failed within the window. */
  async function state(keys: string[]): Promise<Map<string, { lockedMs: number; recentFailures: boolean }>> {
    const rows = (await db('login_throttle')
      .whereIn('key', keys)
      .select(
        'key',
        db.raw(`greatest(0, coalesce(ceil(extract(epoch from (locked_until - now())) * 1000), 0)) as locked_ms`),
        db.raw(`updated_at > now() - (? * interval '1 millisecond') as recent`, [limits.windowMs]),
      )) as unknown as Array<{ key: string; locked_ms: unknown; recent: boolean }>;
    return new Map(rows.map((r) => [r.key, { lockedMs: Number(r.locked_ms), recentFailures: !!r.recent }]));
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
    /**
     * Throws 429 when the address is locked, or when the account is locked and this address has failed recently.
     * An account's lock never blocks an address with no recent failures (OWASP ASVS 6.1.1): a stranger's five wrong
     * passwords cannot lock the real member out, while the stranger (and any address guessing) stays locked.
     */
    async assertAllowed(username: string, ip: string): Promise<void> {
      const found = await state([accountKey(username), ipKey(ip)]);
      const address = found.get(ipKey(ip));
      const account = found.get(accountKey(username));
      const ms = Math.max(address?.lockedMs ?? 0, address?.recentFailures ? (account?.lockedMs ?? 0) : 0);
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
