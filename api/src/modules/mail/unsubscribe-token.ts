import { createTokenSigner } from '../../platform/signed-token';

/**
 * One-click unsubscribe tokens (RFC 8058): `<memberId>.<kind>.<signature>`, signed with a key derived from the
 * session secret, so the link works without signing in and cannot be forged for another member or kind.
 * They do not expire: an old mail's link must still stop the mail.
 */
const signer = (secret: string) => createTokenSigner(secret, 'unsubscribe:v1');

export function unsubscribeToken(secret: string, memberId: number, kind: string): string {
  return `${memberId}.${kind}.${signer(secret).sign(`${memberId}.${kind}`)}`;
}

export function readUnsubscribeToken(secret: string, token: string): { memberId: number; kind: string } | undefined {
  const m = /^(\d{1,12})\.([a-z0-9-]{1,60})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return undefined;
  const memberId = Number(m[1]);
  const s = signer(secret);
  return s.same(s.sign(`${memberId}.${m[2]}`), m[3]) ? { memberId, kind: m[2] } : undefined;
}
