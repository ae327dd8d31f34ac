import { describe, expect, it } from 'vitest';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { deriveKey as derivePbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { solveCaptcha } from './solve-captcha.ts';

const secret = 'test-secret';

describe('solveCaptcha', () => {
  it('solves a signed SHA-256 challenge into a payload the server verifies', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      keyPrefix: '0',
      deriveKey,
      hmacSignatureSecret: secret,
    });

    const payload = await solveCaptcha(challenge);

    const decoded = JSON.parse(atob(payload)) as Parameters<typeof verifySolution>[0];
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: secret,
    });
    expect(result.verified).toBe(true);
  });

  it('solves a PBKDF2 challenge with Web Crypto', async () => {
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      keyPrefix: '0',
      deriveKey: derivePbkdf2,
      hmacSignatureSecret: secret,
    });

    const decoded = JSON.parse(atob(await solveCaptcha(challenge))) as Parameters<typeof verifySolution>[0];

    const result = await verifySolution({ ...decoded, deriveKey: derivePbkdf2, hmacSignatureSecret: secret });
    expect(result.verified).toBe(true);
  });

  it('refuses a challenge of an unknown shape', async () => {
    await expect(solveCaptcha({ nope: true })).rejects.toThrow('Unknown captcha challenge');
  });
});
