import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_RECONNECT_POLICY, DEFAULT_RETRY_POLICY } from './retry-policy.ts';

const attempts = Array.from({ length: 40 }, (_, n) => n + 1);

describe('backoffDelay', () => {
  it('never waits more than 5 s between reconnection attempts, however long the outage', () => {
    for (const random of [() => 0, () => 0.5, () => 0.999_999]) {
      for (const attempt of attempts) {
        expect(backoffDelay(DEFAULT_RECONNECT_POLICY, attempt, random)).toBeLessThanOrEqual(5_000);
      }
    }
    expect(backoffDelay(DEFAULT_RECONNECT_POLICY, 40, () => 0)).toBe(5_000);
  });

  it('draws half of each reconnection delay at random, so replicas do not reconnect in step', () => {
    expect(backoffDelay(DEFAULT_RECONNECT_POLICY, 1, () => 0)).toBe(250);
    expect(backoffDelay(DEFAULT_RECONNECT_POLICY, 1, () => 0.999_999)).toBe(125);
    expect(backoffDelay(DEFAULT_RECONNECT_POLICY, 20, () => 0.999_999)).toBe(2_500);
    const spread = new Set(attempts.map(() => backoffDelay(DEFAULT_RECONNECT_POLICY, 20)));
    expect(spread.size).toBeGreaterThan(1);
  });

  it('doubles a policy without jitter exactly up to its cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => backoffDelay(DEFAULT_RETRY_POLICY, attempt))).toEqual([
      200, 400, 800, 1_600, 3_200, 5_000, 5_000,
    ]);
  });
});
