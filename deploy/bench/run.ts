import path from 'node:path';
import { Cleanup } from './cleanup.ts';
import { benchDistributed } from './distributed-bench.ts';
import { benchFaults } from './faults-bench.ts';
import { failedRequests, stopRunningLoads, type LoadFigures } from './load.ts';
import { formatReport } from './report.ts';
import { benchParts, newResults, writeResults, type BenchResults } from './results.ts';
import { benchStandalone } from './standalone-bench.ts';
import { benchLive } from './live-part.ts';

/**
 * `npm run bench`: standalone start times and load, then distributed load through the gateway and straight to
 * the service, then faults in distributed mode (`BENCH_ONLY=faults`: `npm run bench:faults`). Prints one table, writes `results/<timestamp>.json` and `results/latest.json`, and exits 1 when
 * a step failed or any request failed (figures of failing requests mean nothing).
 */
const durationS = Number(process.env.BENCH_DURATION_S ?? 10);
const warmupS = Number(process.env.BENCH_WARMUP_S ?? 2);
const only = benchParts(process.env.BENCH_ONLY);
const results = newResults({
  // The token endpoint is CPU-bound (Argon2id): a few connections per core saturate it.
  token: { connections: 10, durationS, warmupS },
  get: { connections: 20, durationS, warmupS },
  only,
});
const log = (line: string) => console.error(line);

const phases: Cleanup[] = [];
type Phase = (results: BenchResults, cleanup: Cleanup, log: (line: string) => void) => Promise<void>;

async function runPhase(name: string, phase: Phase): Promise<void> {
  const cleanup = new Cleanup();
  phases.push(cleanup);
  try {
    await phase(results, cleanup, log);
  } catch (error) {
    results.problems.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    for (const failed of await cleanup.run()) results.problems.push(`${name} cleanup: ${failed}`);
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the load and cleaning up...`);
    stopRunningLoads();
    void Promise.all(phases.map((cleanup) => cleanup.run())).finally(() => process.exit(130));
  });
}

if (only.includes('standalone') || only.includes('lists')) await runPhase('standalone', benchStandalone);
if (only.includes('distributed')) await runPhase('distributed', benchDistributed);
if (only.includes('faults')) await runPhase('faults', benchFaults);
if (only.includes('live')) await runPhase('live', benchLive);

const measured: [string, LoadFigures | undefined][] = [
  ['standalone token', results.standalone.token],
  ['standalone own account', results.standalone.ownAccount],
  ['distributed own account through the gateway', results.distributed.gateway],
  ['distributed own account straight to accounts', results.distributed.direct],
  ...results.lists.rows.map((list): [string, LoadFigures] => [`lists ${list.label}`, list.figures]),
  ['bookable timeline', results.bookable?.figures],
  ['bookable timeline, a horizon not asked before', results.bookable?.newEachTime],
  ['standalone booking', results.booking.standalone?.figures],
  ...(results.booking.shipping?.rounds ?? []).map((round): [string, LoadFigures] => [
    `standalone booking, logs shipping ${round.shipping}`,
    round.figures,
  ]),
  ['distributed booking', results.booking.distributed?.figures],
  ['standalone room week', results.booking.calendarWeek?.repeated],
  ['standalone room week, not asked before', results.booking.calendarWeek?.newEachTime],
];
for (const [mode, booking] of [
  ['standalone', results.booking.standalone],
  ['distributed', results.booking.distributed],
  ...(results.booking.shipping?.rounds ?? []).map(
    (round) => [`logs shipping ${round.shipping}`, round] as const,
  ),
] as const)
  if (booking && booking.overlaps > 0)
    results.problems.push(`${mode} booking: ${booking.overlaps} overlapping live appointments after the run`);
for (const [label, figures] of measured) {
  if (figures && failedRequests(figures) > 0)
    results.problems.push(
      `${label}: ${figures.errors} errors and ${figures.non2xx} non-2xx answers measured, ` +
        `${figures.warmup.errors + figures.warmup.non2xx} during the warm-up (status codes ${JSON.stringify(figures.statusCodes)})`,
    );
}
results.finishedAt = new Date().toISOString();

console.log(formatReport(results));
const file = writeResults(results);
console.log(`Written: ${path.relative(process.cwd(), file)} and latest.json beside it`);
process.exit(results.problems.length ? 1 : 0);
