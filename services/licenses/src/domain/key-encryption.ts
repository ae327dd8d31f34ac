import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

const PREFIX = 'aes-256-gcm:v1';

/** Whether a stored private key is in the encrypted form written by `encryptPrivateKey`. */
export function isEncrypted(stored: string): boolean {
  return stored.startsWith(`${PREFIX}:`);
}

const keyFrom = (secret: string, salt: Buffer) => scryptSync(secret, salt, 32);

/** Encrypts a PEM for storage: `aes-256-gcm:v1:<salt>:<iv>:<tag>:<ciphertext>` (base64url parts). */
export function encryptPrivateKey(pem: string, secret: string): string {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret, salt), iv);
  const data = Buffer.concat([cipher.update(pem, 'utf8'), cipher.final()]);
  return [PREFIX, salt, iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':');
}

/** Reverses `encryptPrivateKey`; throws when the secret is wrong or the text was altered. */
export function decryptPrivateKey(stored: string, secret: string): string {
  const parts = stored.slice(PREFIX.length + 1).split(':');
  if (parts.length !== 4) throw new Error('malformed encrypted key');
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
