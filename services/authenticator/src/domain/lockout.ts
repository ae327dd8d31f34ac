/** Failed-login bookkeeping for one submitted identifier. */
export interface AttemptRecord {
  failures: number;
  lastFailureAt: Date;
  lockedUntil: Date | null;
}

export interface LockPolicy {
  maxAttempts: number;
  lockMs: number;
}

/** Normalises the identifier attempts are counted under (the email as typed, trimmed, lower-cased). */
export function attemptKey(username: string): string {
  return username.trim().toLowerCase();
}

export function isLocked(record: AttemptRecord | undefined, now: Date): boolean {
  return !!record?.lockedUntil && record.lockedUntil > now;
}

/**
 * Whether the record no longer counts: a lock that has run out, or failures left alone for a whole lock
 * period, start the count again (with a lock period of 0 nothing ever accumulates).
 */
function isStale(record: AttemptRecord, now: Date, policy: LockPolicy): boolean {
  if (record.lockedUntil) return record.lockedUntil <= now;
  return now.getTime() - record.lastFailureAt.getTime() >= policy.lockMs;
}

/** The record after one more failure; the failure that reaches `maxAttempts` starts the lock. */
export function afterFailure(
  record: AttemptRecord | undefined,
  now: Date,
  policy: LockPolicy,
): AttemptRecord {
  const previous = record && !isStale(record, now, policy) ? record.failures : 0;
  const failures = previous + 1;
  return {
    failures,
    lastFailureAt: now,
    lockedUntil:
      failures >= policy.maxAttempts && policy.lockMs > 0 ? new Date(now.getTime() + policy.lockMs) : null,
  };
}

/** How many more failures are allowed before the lock (0 on the failure that locks). */
export function remainingAttempts(record: AttemptRecord, policy: LockPolicy): number {
  return Math.max(0, policy.maxAttempts - record.failures);
}
