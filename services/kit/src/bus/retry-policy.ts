import { classifyFailure, failureReason } from './event-failure.ts';

/** How often and how patiently something is tried again: exponential back-off, capped, optionally jittered. */
export interface BackoffPolicy {
  initialDelayMs: number;
  maxDelayMs: number;
  /**
   * Share of each delay drawn at random (0 to 1; default 0): with 0.5 a 4 s step waits between 2 and 4 s, so
   * replicas that lost the broker together do not all come back at the same instant. Never above `maxDelayMs`.
   */
  jitter?: number;
}

/**
 * How a bus treats a handler that throws: a transient failure is retried with growing delays without limit, a
 * permanent one is parked at once, any other after `maxAttempts` tries.
 */
export interface RetryPolicy extends BackoffPolicy {
  maxAttempts: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  initialDelayMs: 1_000,
  maxDelayMs: 60_000,
};

/** How the AMQP bus reconnects: from 250 ms up to 5 s, half of it random. */
export const DEFAULT_RECONNECT_POLICY: BackoffPolicy = {
  initialDelayMs: 250,
  maxDelayMs: 5_000,
  jitter: 0.5,
};

/** Delay before try number `attempt + 1`, after `attempt` (1-based) failed; `random` returns [0, 1). */
export function backoffDelay(
  policy: BackoffPolicy,
  attempt: number,
  random: () => number = Math.random,
): number {
  const step = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** Math.max(0, attempt - 1));
  const jitter = Math.min(1, Math.max(0, policy.jitter ?? 0));
  return jitter === 0 ? step : Math.round(step * (1 - jitter * random()));
}

export type FailureVerdict = { retryInMs: number } | { park: string };

/** What a bus does after try number `attempt` (1-based) of a handler threw `error`. */
export function afterFailure(policy: RetryPolicy, error: unknown, attempt: number): FailureVerdict {
  const kind = classifyFailure(error);
  if (kind === 'permanent' || (kind === 'unknown' && attempt >= policy.maxAttempts)) {
    return { park: failureReason(error) };
  }
  return { retryInMs: backoffDelay(policy, attempt) };
}
