import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the `cookies` package (under Koa's ctx.cookies) asks of `app.keys`: Keygrip's sign, verify and index. */
export interface CookieSigner {
  sign(data: string): string;
  verify(data: string, digest: string): boolean;
  index(data: string, digest: string): number;
}

/**
 * Keygrip's signatures (HMAC-SHA1, base64url: the same `afterwork.sid.sig` values, so cookies issued before stay
 * valid), checked with crypto.timingSafeEqual. Keygrip compares through tsscmp, which hashes both sides again with
 * a fresh random key on every call: on a signed-in read that was three HMACs and a randomBytes per request, ~3 % of
 * the API's CPU (issue 24 §3 profile), for the same constant-time guarantee. The first secret signs; every one verifies
 * (rotation: put the new secret first).
 */
export function createCookieSigner(secrets: readonly string[]): CookieSigner {
  if (!secrets.length) throw new Error('A cookie signer needs at least one secret');
  const sign = (data: string, secret: string) => createHmac('sha1', secret).update(data).digest('base64url');
  const index = (data: string, digest: string) => {
    const given = Buffer.from(digest);
    for (let i = 0; i < secrets.length; i++) {
      const expected = Buffer.from(sign(data, secrets[i]));
      if (expected.length === given.length && timingSafeEqual(expected, given)) return i;
    }
    return -1;
  };
  return { sign: (data) => sign(data, secrets[0]), verify: (data, digest) => index(data, digest) > -1, index };
}
