import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, isEncryptedSecret } from './secret-encryption.ts';

const pem =
  '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg\n-----END PRIVATE KEY-----\n';

describe('secret encryption at rest', () => {
  it('gives the text back with the same secret', () => {
    const stored = encryptSecret(pem, 'correct horse');
    expect(isEncryptedSecret(stored)).toBe(true);
    expect(stored).not.toContain('PRIVATE KEY');
    expect(decryptSecret(stored, 'correct horse')).toBe(pem);
  });

  it('writes a different text each time for the same secret', () => {
    expect(encryptSecret('password', 'key')).not.toBe(encryptSecret('password', 'key'));
  });

  it('refuses a wrong secret', () => {
    expect(() => decryptSecret(encryptSecret(pem, 'one'), 'two')).toThrow();
  });

  it('refuses an altered ciphertext', () => {
    const stored = encryptSecret(pem, 'secret');
    const altered = stored.slice(0, -2) + (stored.endsWith('AA') ? 'BB' : 'AA');
    expect(() => decryptSecret(altered, 'secret')).toThrow();
  });

  it('does not take a plain text for an encrypted one', () => {
    expect(isEncryptedSecret(pem)).toBe(false);
    expect(() => decryptSecret(pem, 'secret')).toThrow();
  });
});
