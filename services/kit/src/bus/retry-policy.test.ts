import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  backoffDelay,
  DEFAULT_RECONNECT_POLICY,
  DEFAULT_RETRY_POLICY,
} from './retry-policy.ts';
import { PermanentEventError, TransientEventError } from './event-failure.ts';
import { DEFAULT_REDRIVE_POLICY, redriveDue } from './parked-redriver.ts';

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

  it('waits 1 s, 2 s, 4 s … between a handler’s tries, capped at 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => backoffDelay(DEFAULT_RETRY_POLICY, attempt))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ]);
  });
});

describe('afterFailure', () => {
  const databaseAway = { name: 'QueryFailedError', driverError: { code: '57P03' } };

  it('retries a transient failure however many tries it took, never parking it', () => {
    for (const error of [databaseAway, new TransientEventError('room not in the replica yet')]) {
      expect(afterFailure(DEFAULT_RETRY_POLICY, error, 1_000)).toEqual({ retryInMs: 60_000 });
    }
  });

  it('parks a failure that can never succeed at the first try, with the reason', () => {
    expect(afterFailure(DEFAULT_RETRY_POLICY, new PermanentEventError('malformed payload'), 1)).toEqual({
      park: 'PermanentEventError: malformed payload',
    });
    expect(afterFailure(DEFAULT_RETRY_POLICY, new TypeError('x is undefined'), 1)).toHaveProperty('park');
  });

  it('retries any other failure up to the limit, then parks it', () => {
    const error = new Error('unexpected');
    expect(afterFailure(DEFAULT_RETRY_POLICY, error, 4)).toEqual({ retryInMs: 8_000 });
    expect(afterFailure(DEFAULT_RETRY_POLICY, error, 5)).toEqual({ park: 'Error: unexpected' });
  });
});

describe('redriveDue', () => {
  it('lets a parked event go back after a pause that doubles with each redrive, up to an hour', () => {
    const parkedAt = Date.UTC(2026, 0, 5, 10);
    const minute = 60_000;
    expect(redriveDue(DEFAULT_REDRIVE_POLICY, { parkedAt, redrives: 0 }, parkedAt + minute - 1)).toBe(false);
    expect(redriveDue(DEFAULT_REDRIVE_POLICY, { parkedAt, redrives: 0 }, parkedAt + minute)).toBe(true);
    expect(redriveDue(DEFAULT_REDRIVE_POLICY, { parkedAt, redrives: 3 }, parkedAt + 7 * minute)).toBe(false);
    expect(redriveDue(DEFAULT_REDRIVE_POLICY, { parkedAt, redrives: 3 }, parkedAt + 8 * minute)).toBe(true);
    expect(redriveDue(DEFAULT_REDRIVE_POLICY, { parkedAt, redrives: 30 }, parkedAt + 60 * minute)).toBe(true);
  });
});
