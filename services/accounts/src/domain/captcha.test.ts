import { describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Captcha, type UsedChallengeStore } from './captcha.ts';

function memoryStore(): UsedChallengeStore {
  const used = new Set<string>();
  return {
    async markUsed(id) {
      if (used.has(id)) return false;
      used.add(id);
      return true;
    },
  };
}

const options = { cost: 1, maxCounter: 20, ttlSeconds: 60 };

async function solved(captcha: Captcha): Promise<string> {
  const challenge = await captcha.challenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('Captcha', () => {
  it('accepts a solved challenge once', async () => {
    const captcha = new Captcha({ ...options, hmacKey: 'k', store: memoryStore() });
    const payload = await solved(captcha);
    expect(await captcha.verify(payload)).toBe(true);
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('refuses challenges of another key, including the random per-process key', async () => {
    const store = memoryStore();
    const payload = await solved(new Captcha({ ...options, hmacKey: '', store }));
    expect(await new Captcha({ ...options, hmacKey: '', store }).verify(payload)).toBe(false);
    expect(await new Captcha({ ...options, hmacKey: 'k', store }).verify(payload)).toBe(false);
  });

  it('refuses an expired challenge', async () => {
    const captcha = new Captcha({ ...options, ttlSeconds: 1, hmacKey: 'k', store: memoryStore() });
    const payload = await solved(captcha);
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString());
    decoded.challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) - 10;
    expect(await captcha.verify(Buffer.from(JSON.stringify(decoded)).toString('base64'))).toBe(false);
  });

  it('refuses garbage without throwing', async () => {
    const captcha = new Captcha({ ...options, hmacKey: 'k', store: memoryStore() });
    for (const payload of [
      '',
      '!!!',
      Buffer.from('null').toString('base64'),
      Buffer.from('{"challenge":{}}').toString('base64'),
    ]) {
      expect(await captcha.verify(payload)).toBe(false);
    }
  });
});
