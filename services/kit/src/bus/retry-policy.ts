/** How often and how patiently something is tried again: exponential back-off, capped. */
export interface BackoffPolicy {
  initialDelayMs: number;
  maxDelayMs: number;
}

/** How a bus treats a handler that throws: retried with back-off, dead-lettered after `maxAttempts`. */
export interface RetryPolicy extends BackoffPolicy {
  maxAttempts: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 5, initialDelayMs: 200, maxDelayMs: 5_000 };

/** Delay before try number `attempt + 1`, after `attempt` (1-based) failed. */
export function backoffDelay(policy: BackoffPolicy, attempt: number): number {
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** Math.max(0, attempt - 1));
}
