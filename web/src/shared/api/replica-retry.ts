import { errorMessageCode } from './api-error.ts';

/**
 * A service learns from another one's events a moment after that one answered: a call about something just
 * created (or just granted) can meet the refusal `code` of a replica that has not caught up yet. These pauses
 * (ms) are how long such a call is tried again before its refusal is shown.
 */
export const REPLICA_RETRY_PAUSES_MS = [250, 500, 1000, 2000, 4000];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `call` until it answers something else than `code`, pausing `pausesMs` between tries. */
export async function retryWhileReplicaLags<R extends { error?: unknown }>(
  call: () => R | PromiseLike<R>,
  code: string,
  pausesMs: readonly number[] = REPLICA_RETRY_PAUSES_MS,
): Promise<R> {
  let result = await call();
  for (const delay of pausesMs) {
    if (errorMessageCode(result.error) !== code) break;
    await pause(delay);
    result = await call();
  }
  return result;
}
