import { describe, expect, it } from 'vitest';
import { afterFailure, attemptKey, isLocked, remainingAttempts, type AttemptRecord } from './lockout.ts';

const policy = { maxAttempts: 5, lockMs: 30 * 60_000 };
const t0 = new Date('2026-03-01T10:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

function failTimes(n: number, when = t0): AttemptRecord | undefined {
  let record: AttemptRecord | undefined;
  for (let i = 0; i < n; i++) record = afterFailure(record, when, policy);
  return record;
}

describe('lockout', () => {
  it('counts the remaining attempts down from 4 to 0', () => {
    let record: AttemptRecord | undefined;
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) {
      record = afterFailure(record, t0, policy);
      remaining.push(remainingAttempts(record, policy));
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
  });

  it('locks on the fifth failure for the lock period', () => {
    const record = failTimes(5);
    expect(isLocked(record, at(29))).toBe(true);
    expect(isLocked(record, at(30))).toBe(false);
  });

  it('does not lock before the fifth failure', () => {
    expect(isLocked(failTimes(4), t0)).toBe(false);
  });

  it('starts counting again once the lock has run out', () => {
    const record = afterFailure(failTimes(5), at(31), policy);
    expect(record.failures).toBe(1);
    expect(record.lockedUntil).toBeNull();
  });

  it('forgets old failures after a quiet lock period', () => {
    const record = afterFailure(failTimes(4), at(30), policy);
    expect(record.failures).toBe(1);
  });

  it('never locks when the lock period is 0', () => {
    let record: AttemptRecord | undefined;
    for (let i = 0; i < 10; i++) record = afterFailure(record, t0, { maxAttempts: 5, lockMs: 0 });
    expect(isLocked(record, t0)).toBe(false);
  });

  it('counts an identifier typed with spaces and capitals as the same one', () => {
    expect(attemptKey('  Alice.Martin@Example.FR ')).toBe('alice.martin@example.fr');
  });
});
