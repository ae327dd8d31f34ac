import { describe, expect, it } from 'vitest';
import { attemptKey, remainingAttempts } from './lockout.ts';

const policy = { maxAttempts: 5, lockMs: 30 * 60_000 };

describe('lockout', () => {
  it('counts the remaining attempts down from 4 to 0', () => {
    expect([1, 2, 3, 4, 5].map((counted) => remainingAttempts(counted, policy))).toEqual([4, 3, 2, 1, 0]);
  });

  it('never answers a negative number of remaining attempts', () => {
    expect(remainingAttempts(7, policy)).toBe(0);
  });

  it('counts an identifier typed with spaces and capitals as the same one', () => {
    expect(attemptKey('  Alice.Martin@Example.FR ')).toBe('alice.martin@example.fr');
  });
});
