import { createHash, randomBytes } from 'node:crypto';

/**
 * The token of a link mailed to a member (password reset, email confirmation, sign-in link): 256 random bits in the
 * link, and only their SHA-256 in the database, so a copy of the database opens no account.
 */
export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new token for a link, and the hash to store. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}
