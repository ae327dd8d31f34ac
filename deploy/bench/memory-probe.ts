import { writeFileSync } from 'node:fs';

/**
 * Loaded with `--import` (and `--expose-gc`) into the platform process of the live feed row: on SIGUSR2, a full
 * garbage collection, then `process.memoryUsage()` written to BENCH_MEMORY_FILE. Resident memory alone cannot
 * tell what idle connections hold: the heap left by the start and the seed shrinks meanwhile.
 */
const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    (globalThis as { gc?: () => void }).gc?.();
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
}
