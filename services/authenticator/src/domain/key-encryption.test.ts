import { describe, expect, it } from 'vitest';
import { decryptPrivateKey, encryptPrivateKey, isEncrypted } from './key-encryption.ts';

const pem =
  '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg\n-----END PRIVATE KEY-----\n';

describe('private key encryption', () => {
  it('gives the PEM back with the same secret', () => {
    const stored = encryptPrivateKey(pem, 'correct horse');
    expect(isEncrypted(stored)).toBe(true);
    expect(stored).not.toContain('PRIVATE KEY');
    expect(decryptPrivateKey(stored, 'correct horse')).toBe(pem);
  });

  it('refuses a wrong secret', () => {
    expect(() => decryptPrivateKey(encryptPrivateKey(pem, 'one'), 'two')).toThrow();
  });

  it('refuses an altered ciphertext', () => {
    const stored = encryptPrivateKey(pem, 'secret');
    const altered = stored.slice(0, -2) + (stored.endsWith('AA') ? 'BB' : 'AA');
    expect(() => decryptPrivateKey(altered, 'secret')).toThrow();
  });

  it('does not take a plain PEM for an encrypted one', () => {
    expect(isEncrypted(pem)).toBe(false);
  });
});
