import { benchLogger } from './logger-bench.ts';
import { loggerLines } from './report.ts';
import { newResults, writeResults } from './results.ts';
import { runAlone } from './run-alone.ts';

/**
 * The logger row alone (`npm run bench:logger -w deploy`): a standalone platform on a temporary data directory,
 * the bulk log lines and audit entries (BENCH_LOGGER_ROWS), a filtered log page and one appointment's history
 * through its gateway; prints the lines, writes the JSON under `results/`, exits 1 when it failed.
 */
const durationS = Number(process.env.BENCH_DURATION_S ?? 10);
const warmupS = Number(process.env.BENCH_WARMUP_S ?? 2);
const results = newResults({
  token: { connections: 0, durationS: 0, warmupS: 0 },
  get: { connections: 20, durationS, warmupS },
  only: ['standalone'],
});
await runAlone(
  'logger',
  async (platform) => {
    try {
      await benchLogger(platform, results, (line) => console.error(line));
    } finally {
      results.finishedAt = new Date().toISOString();
      writeResults(results, 'logger');
    }
  },
  () => loggerLines(results),
);
