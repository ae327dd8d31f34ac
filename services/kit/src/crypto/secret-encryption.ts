import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

// The format written by the authenticator for its signing keys since the start: kept so stored rows decrypt.
const PREFIX = 'aes-256-gcm:v1';

/** Whether a stored text is in the encrypted form written by `encryptSecret`. */
export function isEncryptedSecret(stored: string): boolean {
  return stored.startsWith(`${PREFIX}:`);
}

const keyFrom = (secret: string, salt: Buffer) => scryptSync(secret, salt, 32);

/**
 * Encrypts a secret (a private key, a password, an API token) for storage at rest with a key derived from
 * `secret` (scrypt, random salt): `aes-256-gcm:v1:<salt>:<iv>:<tag>:<ciphertext>` (base64url parts).
 */
export function encryptSecret(plain: string, secret: string): string {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret, salt), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [PREFIX, salt, iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':');
}

/** Reverses `encryptSecret`; throws when the secret is wrong or the text was altered. */
export function decryptSecret(stored: string, secret: string): string {
  if (!isEncryptedSecret(stored)) throw new Error('not an encrypted secret');
  const parts = stored.slice(PREFIX.length + 1).split(':');
  if (parts.length !== 4) throw new Error('malformed encrypted secret');
  const [salt, iv, tag, data] = parts.map((p) => Buffer.from(p, 'base64url')) as [
    Buffer,
    Buffer,
    Buffer,
    Buffer,
  ];
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret, salt), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
