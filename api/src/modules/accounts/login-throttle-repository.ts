import type { Knex } from 'knex';

/** A throttle key's state: the lock left on it (ms, 0 when none) and whether it failed within the window. */
export interface ThrottleState {
  lockedMs: number;
  recentFailures: boolean;
}

/** SQL of sign-in throttling (`login_throttle`): one row per key (an account or an address), shared by every instance. */
export function createLoginThrottleRepository(db: Knex) {
  return {
    /** The state of each of `keys` that has a row. */
    async state(keys: string[], windowMs: number): Promise<Map<string, ThrottleState>> {
      const rows = (await db('login_throttle')
        .whereIn('key', keys)
        .select(
          'key',
          db.raw(`greatest(0, coalesce(ceil(extract(epoch from (locked_until - now())) * 1000), 0)) as locked_ms`),
          db.raw(`updated_at > now() - (? * interval '1 millisecond') as recent`, [windowMs]),
        )) as unknown as Array<{ key: string; locked_ms: unknown; recent: boolean }>;
      return new Map(rows.map((r) => [r.key, { lockedMs: Number(r.locked_ms), recentFailures: !!r.recent }]));
    },

    /**
     * Counts one failure on `key` (a new window when the last one is over; lockouts forgotten a window after the
     * last lock ended). Answers the failures in the window and the lockouts so far.
     */
    async countFailure(key: string, windowMs: number): Promise<{ failures: number; lockouts: number }> {
      const { rows } = await db.raw(
        `insert into login_throttle (key, failures, window_start, lockouts, updated_at)
         values (?, 1, now(), 0, now())
         on conflict (key) do update set
           failures = case when login_throttle.window_start < now() - (? * interval '1 millisecond') then 1 else login_throttle.failures + 1 end,
           window_start = case when login_throttle.window_start < now() - (? * interval '1 millisecond') then now() else login_throttle.window_start end,
           lockouts = case when login_throttle.locked_until is not null and login_throttle.locked_until < now() - (? * interval '1 millisecond') then 0 else login_throttle.lockouts end,
           updated_at = now()
         returning failures, lockouts`,
        [key, windowMs, windowMs, windowMs],
      );
      const row = rows[0] as { failures: number; lockouts: number };
      return { failures: Number(row.failures), lockouts: Number(row.lockouts) };
    },

    /** Locks `key` for `lockMs` and starts a new window (one more lockout). */
    async lock(key: string, lockMs: number): Promise<void> {
      await db.raw(
        `update login_throttle set failures = 0, window_start = now(), lockouts = lockouts + 1,
           locked_until = now() + (? * interval '1 millisecond'), updated_at = now() where key = ?`,
        [lockMs, key],
      );
    },

    /** Forgets `key`'s failures unless it is locked now. */
    async clearUnlessLocked(key: string): Promise<void> {
      await db('login_throttle').where({ key }).andWhere((q) => q.whereNull('locked_until').orWhere('locked_until', '<=', db.fn.now())).delete();
    },
  };
}
export type LoginThrottleRepository = ReturnType<typeof createLoginThrottleRepository>;
