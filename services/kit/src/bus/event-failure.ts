import { isDatabaseUnavailable } from '../db/database-unavailable.ts';

/**
 * Thrown by a handler when the event cannot be applied yet but will be later: a replica not yet fed with what
 * the event refers to, a dependency away. The bus retries it with growing delays for as long as it takes.
 */
export class TransientEventError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TransientEventError';
  }
}

/** Thrown by a handler for an event that can never succeed (a malformed payload): parked at once, with why. */
export class PermanentEventError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentEventError';
  }
}

/**
 * - `transient`: the cause goes away by itself; retried without limit.
 * - `permanent`: retrying cannot help; parked at once.
 * - `unknown`: anything else; retried a few times (`maxAttempts`), then parked.
 */
export type FailureKind = 'transient' | 'permanent' | 'unknown';

/** SQLSTATEs that a plain retry of the same transaction resolves: timeouts, lock waits, conflicts. */
const RETRYABLE_STATES = new Set(['57014', '55P03', '40001', '40P01']);

export function classifyFailure(error: unknown): FailureKind {
  if (error instanceof TransientEventError || isDatabaseUnavailable(error)) return 'transient';
  const e = error as { name?: unknown; code?: unknown; driverError?: { code?: unknown } } | null;
  const code = e?.driverError?.code ?? e?.code;
  if (typeof code === 'string' && RETRYABLE_STATES.has(code)) return 'transient';
  if (e?.name === 'TimeoutError') return 'transient';
  // A programming error fails the same way on every try.
  if (
    error instanceof PermanentEventError ||
    error instanceof TypeError ||
    error instanceof ReferenceError ||
    error instanceof SyntaxError
  )
    return 'permanent';
  return 'unknown';
}

/** A short, log-safe reason kept with a parked event. */
export function failureReason(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 500);
}
