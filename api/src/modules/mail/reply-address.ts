import { createTokenSigner } from '../../platform/signed-token';

/** A conversation a member may answer by mail: what it is (`kind`), which one, and who answers. */
export interface ReplyThread {
  /** The conversation's kind, e.g. 'post' (a discussion post and its replies). Lowercase letters and dashes. */
  kind: string;
  threadId: number;
  memberId: number;
}

/**
 * Reply-by-email addresses (issue 30, item 6): `reply+<kind>.<thread>.<member>.<signature>@<domain>`, one per member and
 * conversation, signed like the unsubscribe links (a key of its own, derived from the session secret), so nobody can
 * make an address that posts as someone else or into another conversation. The signature is lowercase hex: mail
 * servers may change the case of an address's local part.
 */
const signer = (secret: string) => createTokenSigner(secret, 'reply-address:v1');
const SIGNATURE_CHARS = 32;

export function replyAddress(secret: string, domain: string, t: ReplyThread): string {
  const what = `${t.kind}.${t.threadId}.${t.memberId}`;
  return `reply+${what}.${signer(secret).signHex(what, SIGNATURE_CHARS)}@${domain}`;
}

/** The conversation behind a reply address, or undefined when it is not one of ours or its signature is wrong. */
export function readReplyAddress(secret: string, domain: string, address: string): ReplyThread | undefined {
  const m = /^reply\+([a-z][a-z-]{0,30})\.(\d{1,12})\.(\d{1,12})\.([0-9a-f]+)@(.+)$/.exec(address.trim().toLowerCase());
  if (!m || m[5] !== domain.toLowerCase() || m[4].length !== SIGNATURE_CHARS) return undefined;
  const what = `${m[1]}.${m[2]}.${m[3]}`;
  const s = signer(secret);
  if (!s.same(s.signHex(what, SIGNATURE_CHARS), m[4])) return undefined;
  return { kind: m[1], threadId: Number(m[2]), memberId: Number(m[3]) };
}
