import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signatures for tokens that travel in links and addresses (an unsubscribe link, a reply-by-email address): HMAC-SHA256
 * under a key derived from the session secret and the token's purpose, so a token made for one purpose is worthless
 * for another, and none can be forged without the secret.
 */
export function createTokenSigner(secret: string, purpose: string) {
  const key = createHmac('sha256', secret).update(`afterwork:${purpose}`).digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();
  return {
    /** The signature of `text`, base64url (43 characters). */
    sign: (text: string): string => mac(text).toString('base64url'),
    /** The signature of `text` in lowercase hex, cut to `chars` (for mail addresses, whose case may be lost). */
    signHex: (text: string, chars = 32): string => mac(text).toString('hex').slice(0, chars),
    /** Whether `given` is `expected`, in constant time. */
    same(expected: string, given: string): boolean {
      const a = Buffer.from(expected);
      const b = Buffer.from(given);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
