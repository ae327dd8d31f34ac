import { benchIndicators } from './indicators-bench.ts';
import { indicatorsLines } from './report.ts';
import { newResults, writeResults } from './results.ts';
import { runAlone } from './run-alone.ts';

/**
 * The statistics row alone (`npm run bench:indicators -w deploy`): a standalone platform on a temporary data
 * directory, the bulk data, the read model's rebuild and the dashboard calls beside the same figures on the fly;
 * prints the lines, writes the JSON under `results/`, exits 1 when it failed.
 */
const durationS = Number(process.env.BENCH_DURATION_S ?? 10);
const warmupS = Number(process.env.BENCH_WARMUP_S ?? 2);
const results = newResults({
  token: { connections: 0, durationS: 0, warmupS: 0 },
  get: { connections: 20, durationS, warmupS },
  only: ['standalone'],
});
await runAlone(
  'indicators',
  async (platform) => {
    try {
      await benchIndicators(platform, results, (line) => console.error(line));
    } finally {
      results.finishedAt = new Date().toISOString();
      writeResults(results, 'indicators');
    }
  },
  () => indicatorsLines(results),
  [],
  // A data directory kept between runs: the first inserts the appointments, the next ones reuse them.
  process.env.BENCH_INDICATORS_DATA_DIR,
);
