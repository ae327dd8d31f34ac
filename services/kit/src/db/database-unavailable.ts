/** Socket errors of a database that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is there but not serving: shutting down (57P01, 57P02), starting (57P03), out of
 * connections (53300), and the whole connection-exception class (08xxx).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres and its pool say when the socket died or never opened. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error/,
  /Cannot use a pool after calling end on the pool/,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * Whether `error` means the database cannot be reached right now, so the same call may succeed later: a
 * transient outage (503 to a caller, a delayed retry to an event consumer), not a fault of the request or code.
 * Looks through TypeORM's wrappers (`driverError`), `cause` chains and the `AggregateError` of a dual-stack
 * connect.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const e = error as ErrorLike;
  if (typeof e.code === 'string') {
    if (NETWORK_CODES.has(e.code) || UNAVAILABLE_STATES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))
      return true;
  }
  if (
    typeof e.message === 'string' &&
    UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(e.message as string))
  )
    return true;
  const inner = [e.driverError, e.cause, ...(Array.isArray(e.errors) ? e.errors : [])];
  return inner.some((next) => isDatabaseUnavailable(next, depth + 1));
}
