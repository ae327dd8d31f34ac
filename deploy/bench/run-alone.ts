import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchStandalone, type StandaloneProcess } from './standalone-process.ts';

/**
 * One row of the benchmark alone (`bench:export`, `bench:render`, `bench:booking`, `bench:reads`): a standalone
 * platform on a temporary data directory (its Node process started with `nodeOptions`), or on `keptDir`, kept
 * after the run, when given; `measure` on it, then the row's `lines` printed; exits 1 when it failed (after the
 * platform's output).
 */
export async function runAlone(
  name: string,
  measure: (platform: StandaloneProcess) => Promise<void>,
  lines: () => string[],
  nodeOptions: string[] = [],
  keptDir?: string,
): Promise<never> {
  const dataDir = keptDir
    ? path.resolve(keptDir)
    : mkdtempSync(path.join(tmpdir(), `teleplan-bench-${name}-`));
  const output: string[] = [];
  let failed = false;
  try {
    const platform = await launchStandalone({
      dataDir,
      tokenRateLimit: 1_000,
      onLine: (line) => output.push(line),
      nodeOptions,
    });
    try {
      await measure(platform);
    } finally {
      await platform.stop();
    }
  } catch (error) {
    failed = true;
    console.error(output.join('\n'));
    console.error(error);
  } finally {
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(lines().join('\n'));
  process.exit(failed ? 1 : 0);
}

/** The platform's Node options writing a V8 CPU profile into `BENCH_CPU_PROF` (a directory), when it is set. */
export function cpuProfileOptions(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : [];
}
