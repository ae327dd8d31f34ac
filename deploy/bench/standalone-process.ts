import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePorts } from '../e2e/free-ports.ts';
import { stopLeftoverPostgres } from '../standalone/stale-postgres.ts';
import type { ChildReport } from './standalone-child.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHILD = fileURLToPath(new URL('./standalone-child.ts', import.meta.url));

export interface StandaloneProcess {
  origin: string;
  /** Seconds from the spawn of the process to its platform listening (what `npm start` makes one wait). */
  startS: number;
  /** The part of `startS` spent in `startStandalone` (the rest: Node and the module graph). */
  platformS: number;
  seeded: boolean;
  /** Seconds the demo seeder took in `startStandalone`, by stage. */
  seedStagesS: Record<string, number>;
  /** The internal listener (loopback only): the services' internal endpoints, never routed by the gateway. */
  internalUrl: string;
  /** The embedded PostgreSQL's server URL (no database), for the benchmark's bulk data. */
  pgUrl: string;
  /** The platform process's id (its resident memory is read from /proc). */
  pid: number;
  stop(): Promise<void>;
}

export interface LaunchOptions {
  dataDir: string;
  tokenRateLimit: number;
  onLine: (line: string) => void;
  timeoutMs?: number;
  /** Options given to the platform's Node process (e.g. `--cpu-prof`). */
  nodeOptions?: string[];
  /** More environment for the platform's process (`standalone-child.ts` reads its log level and shipping there). */
  env?: Record<string, string>;
}

/** Starts the standalone platform on `dataDir` in a process of its own, on free ports, and waits for it. */
export async function launchStandalone(options: LaunchOptions): Promise<StandaloneProcess> {
  const [port, pgPort] = await freePorts(2);
  const began = performance.now();
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), CHILD], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      BENCH_DATA_DIR: options.dataDir,
      BENCH_PORT: String(port),
      BENCH_PG_PORT: String(pgPort),
      BENCH_TOKEN_RATE_LIMIT: String(options.tokenRateLimit),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  for (const stream of [child.stdout!, child.stderr!])
    createInterface({ input: stream }).on('line', options.onLine);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      // A child killed hard leaves its embedded PostgreSQL behind.
      await stopLeftoverPostgres(path.join(options.dataDir, 'pg'));
    })());

  try {
    const ready = await new Promise<ChildReport>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`The standalone platform was not ready after ${options.timeoutMs ?? 120_000} ms`)),
        options.timeoutMs ?? 120_000,
      );
      child.on('message', (message: ChildReport) => {
        clearTimeout(timer);
        if (message.type === 'ready') resolve(message);
        else reject(new Error(`The standalone platform failed to start: ${message.message ?? ''}`));
      });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`The standalone platform exited with code ${code} during its start`));
      });
    });
    return {
      origin: `http://127.0.0.1:${port}`,
      startS: (performance.now() - began) / 1000,
      platformS: (ready.platformMs ?? 0) / 1000,
      seeded: ready.seeded ?? false,
      seedStagesS: Object.fromEntries(
        Object.entries(ready.seedStagesMs ?? {}).map(([stage, ms]) => [stage, ms / 1000]),
      ),
      internalUrl: ready.internalUrl ?? '',
      pgUrl: `postgres://postgres:postgres@127.0.0.1:${pgPort}`,
      pid: child.pid!,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
