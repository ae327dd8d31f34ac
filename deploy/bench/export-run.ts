import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchExport } from './export-bench.ts';
import { exportLines } from './report.ts';
import { newResults } from './results.ts';
import { launchStandalone } from './standalone-process.ts';

/**
 * The export row alone (`npm run bench:export -w deploy`): a standalone platform on a temporary data directory,
 * the bulk appointments, one export through its gateway; prints the export lines, exits 1 when it failed.
 */
const results = newResults({
  token: { connections: 0, durationS: 0, warmupS: 0 },
  get: { connections: 0, durationS: 0, warmupS: 0 },
  only: ['standalone'],
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'teleplan-bench-export-'));
const output: string[] = [];
let failed = false;
try {
  const platform = await launchStandalone({
    dataDir,
    tokenRateLimit: 1_000,
    onLine: (line) => output.push(line),
  });
  try {
    await benchExport(platform, results, (line) => console.error(line));
  } finally {
    await platform.stop();
  }
} catch (error) {
  failed = true;
  console.error(output.join('\n'));
  console.error(error);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(exportLines(results).join('\n'));
process.exit(failed ? 1 : 0);
