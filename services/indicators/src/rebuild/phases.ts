import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs one phase of the rebuild and logs how long it took ("rebuild: facts loaded in 12.3 s"), so the slow one
 * shows in production's logs as in the benchmark's.
 */
export async function timed<T>(
  log: Pick<FastifyBaseLogger, 'info'>,
  phase: string,
  run: () => Promise<T>,
): Promise<T> {
  const began = performance.now();
  const result = await run();
  log.info({ keep: true }, `rebuild: ${phase} in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * Runs phases at once (each on connections of its own) and waits for all of them, so none is still writing when
 * a failure is handled; the first failure throws.
 */
export async function together(...runs: (() => Promise<unknown>)[]): Promise<void> {
  const results = await Promise.allSettled(runs.map((run) => run()));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
