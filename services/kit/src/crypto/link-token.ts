import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 (hex) of a link token: the only form stored, so a database read gives no usable link. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A fresh unguessable link token (32 random bytes, base64url) and its stored hash. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}
