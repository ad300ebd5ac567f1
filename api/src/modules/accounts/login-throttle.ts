import type { Knex } from 'knex';
import { createLoginThrottleRepository } from './login-throttle-repository';
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
  const repo = createLoginThrottleRepository(db);

  async function recordFailure(key: string, max: number): Promise<void> {
    const { failures, lockouts } = await repo.countFailure(key, limits.windowMs);
    if (failures >= max) await repo.lock(key, Math.min(limits.lockBaseMs * 2 ** lockouts, limits.lockMaxMs));
  }

  return {
    /**
     * Throws 429 when the address is locked, or when the account is locked and this address has failed recently.
     * An account's lock never blocks an address with no recent failures (OWASP ASVS 6.1.1): a stranger's five wrong
     * passwords cannot lock the real member out, while the stranger (and any address guessing) stays locked.
     */
    async assertAllowed(username: string, ip: string): Promise<void> {
      const found = await repo.state([accountKey(username), ipKey(ip)], limits.windowMs);
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
      await repo.clearUnlessLocked(accountKey(username));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
