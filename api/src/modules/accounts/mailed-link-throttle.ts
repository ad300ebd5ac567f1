import type { RateLimiter } from '../../platform/rate-limit';

/**
 * The limits on mailing a link to a typed address (issue 17, issue 33): a password reset and a sign-in link count
 * against the same counters, per address and per client address (PASSWORD_RESETS_PER_ADDRESS / _PER_IP /
 * _WINDOW_MINUTES), so asking for both kinds in turn floods nobody's inbox faster than asking for one.
 */
export function createMailedLinkThrottle(limits: { perAddress: RateLimiter; perIp: RateLimiter }) {
  return {
    /** Counts one request; throws 429 over either limit (the address's counted even when no account uses it). */
    async count(email: string, ip: string): Promise<void> {
      await limits.perIp.hit(`reset-ip:${ip}`);
      await limits.perAddress.hit(`reset-address:${email.trim().toLowerCase()}`);
    },
  };
}
export type MailedLinkThrottle = ReturnType<typeof createMailedLinkThrottle>;
