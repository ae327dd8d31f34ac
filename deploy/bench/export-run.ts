import { benchExport } from './export-bench.ts';
import { exportLines } from './report.ts';
import { newResults } from './results.ts';
import { runAlone } from './run-alone.ts';

/**
 * The export row alone (`npm run bench:export -w deploy`): a standalone platform on a temporary data directory,
 * the bulk appointments, one export through its gateway; prints the export lines, exits 1 when it failed.
 */
const results = newResults({
  token: { connections: 0, durationS: 0, warmupS: 0 },
  get: { connections: 0, durationS: 0, warmupS: 0 },
  only: ['standalone'],
});
await runAlone(
  'export',
  (platform) => benchExport(platform, results, (line) => console.error(line)),
  () => exportLines(results),
);
