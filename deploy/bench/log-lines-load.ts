import type { FastifyBaseLogger } from 'fastify';

/** Ticks a second: the lines due are written in small bursts, as a busy platform writes them. */
const TICKS_PER_SECOND = 20;

/**
 * Writes `perSecond` log lines a second through `logger` until the returned function is called: info lines marked
 * `keep: true`, so a shipping platform ships each of them and the console (which keeps warnings only) stays quiet.
 * Each tick writes what the elapsed time makes due, so a late tick catches up instead of lowering the rate.
 */
export function writeLogLines(logger: FastifyBaseLogger, perSecond: number): () => void {
  const started = performance.now();
  let written = 0;
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * perSecond);
    for (; written < due; written += 1)
      logger.info({ keep: true, line: written }, 'bench line: a reminder was sent after one retry');
  }, 1000 / TICKS_PER_SECOND);
  timer.unref();
  return () => clearInterval(timer);
}
