import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePorts } from '../e2e/free-ports.ts';
import { stopLeftoverPostgres } from '../standalone/stale-postgres.ts';
import type { ChildReport } from '../bench/standalone-child.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHILD = fileURLToPath(new URL('../bench/standalone-child.ts', import.meta.url));

export interface InterruptibleStandalone {
  origin: string;
  /** Ctrl+C in a terminal: SIGINT to every process of the platform's process group; resolves once it exited. */
  interrupt(): Promise<void>;
  /** Whatever is left (the process, its PostgreSQL), stopped hard. */
  cleanUp(): Promise<void>;
}

/**
 * The standalone platform as `npm start` runs it in a terminal: leader of its own process group, as a shell
 * makes a foreground job, so that one signal to the group reaches every process the platform started in it.
 */
export async function startInterruptible(
  dataDir: string,
  onLine: (line: string) => void,
): Promise<InterruptibleStandalone> {
  const [port, pgPort] = await freePorts(2);
  const child = spawn(process.execPath, [CHILD], {
    cwd: REPO_ROOT,
    detached: true,
    env: {
      ...process.env,
      BENCH_DATA_DIR: dataDir,
      BENCH_PORT: String(port),
      BENCH_PG_PORT: String(pgPort),
      BENCH_TOKEN_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  for (const stream of [child.stdout!, child.stderr!]) createInterface({ input: stream }).on('line', onLine);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cleanUp = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    await stopLeftoverPostgres(path.join(dataDir, 'pg'));
  };
  try {
    await new Promise<void>((resolve, reject) => {
      child.on('message', (message: ChildReport) =>
        message.type === 'ready' ? resolve() : reject(new Error(message.message)),
      );
      void exited.then(() => reject(new Error('The standalone platform exited during its start')));
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    interrupt: async () => {
      process.kill(-child.pid!, 'SIGINT');
      await exited;
    },
    cleanUp,
  };
}
