import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One-click unsubscribe tokens (RFC 8058): `<memberId>.<kind>.<signature>`, signed with a key derived from the
 * session secret, so the link works without signing in and cannot be forged for another member or kind.
 * They do not expire: an old mail's link must still stop the mail.
 */
const key = (secret: string) => createHmac('sha256', secret).update('afterwork:unsubscribe:v1').digest();

const sign = (secret: string, memberId: number, kind: string) =>
  createHmac('sha256', key(secret)).update(`${memberId}.${kind}`).digest('base64url');

export function unsubscribeToken(secret: string, memberId: number, kind: string): string {
  return `${memberId}.${kind}.${sign(secret, memberId, kind)}`;
}

export function readUnsubscribeToken(secret: string, token: string): { memberId: number; kind: string } | undefined {
  const m = /^(\d{1,12})\.([a-z0-9-]{1,60})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return undefined;
  const memberId = Number(m[1]);
  const expected = Buffer.from(sign(secret, memberId, m[2]));
  const given = Buffer.from(m[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return { memberId, kind: m[2] };
}
