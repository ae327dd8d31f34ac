import { describe, expect, it } from 'vitest';
import type { AccessClaims } from '@teleplan/proto/auth';
import { VerifiedTokens } from './verified-tokens.ts';

const NOW = 1_800_000_000_000;
const claims = (expInSeconds: number): AccessClaims => ({
  sub: 'service:authenticator',
  role: 'SERVICE',
  authorities: [],
  exp: Math.floor(NOW / 1000) + expInSeconds,
});

describe('VerifiedTokens', () => {
  it('gives back the claims of a verified token until the trust period ends', () => {
    const tokens = new VerifiedTokens({ ttlMs: 60_000, maxEntries: 10 });
    tokens.remember('Bearer a', claims(900), NOW);
    expect(tokens.claims('Bearer a', NOW + 59_999)).toMatchObject({ sub: 'service:authenticator' });
    expect(tokens.claims('Bearer a', NOW + 60_000)).toBeUndefined();
    expect(tokens.claims('Bearer b', NOW)).toBeUndefined();
  });

  it('stops at the token’s own expiry when it comes first', () => {
    const tokens = new VerifiedTokens({ ttlMs: 60_000, maxEntries: 10 });
    tokens.remember('Bearer a', claims(5), NOW);
    expect(tokens.claims('Bearer a', NOW + 4_999)).toBeDefined();
    expect(tokens.claims('Bearer a', NOW + 5_000)).toBeUndefined();
  });

  it('keeps at most its maximum, forgetting the oldest first', () => {
    const tokens = new VerifiedTokens({ ttlMs: 60_000, maxEntries: 2 });
    tokens.remember('Bearer a', claims(900), NOW);
    tokens.remember('Bearer b', claims(900), NOW);
    tokens.remember('Bearer c', claims(900), NOW);
    expect(tokens.claims('Bearer a', NOW)).toBeUndefined();
    expect(tokens.claims('Bearer b', NOW)).toBeDefined();
    expect(tokens.claims('Bearer c', NOW)).toBeDefined();
  });

  it('hands out claims no request can change for the next one', () => {
    const tokens = new VerifiedTokens({ ttlMs: 60_000, maxEntries: 2 });
    tokens.remember('Bearer a', claims(900), NOW);
    expect(() => Object.assign(tokens.claims('Bearer a', NOW)!, { role: 'ADMIN' })).toThrow(TypeError);
  });
});
