import type { AttemptLimits } from '../data/login-attempts.repository.ts';

/**
 * Failures that lock an identifier and for how long. The counting itself is one statement of
 * `LoginAttemptsRepository.reserve` (counted before the password is checked, so parallel attempts cannot
 * pass the limit).
 */
export type LockPolicy = AttemptLimits;

/** Normalises the identifier attempts are counted under (the email as typed, trimmed, lower-cased). */
export function attemptKey(username: string): string {
  return username.trim().toLowerCase();
}

/** How many more failures are allowed after `counted` attempts (0 on the attempt that locks). */
export function remainingAttempts(counted: number, policy: LockPolicy): number {
  return Math.max(0, policy.maxAttempts - counted);
}
