import { fileURLToPath } from 'node:url';
import { logShippingOf, startStandalone, type StandalonePlatform } from '../standalone/platform.ts';
import { quietLogStream } from '../standalone/quiet-log.ts';
import { writeLogLines } from './log-lines-load.ts';

/**
 * One standalone platform in its own process, as `npm start` runs it, so the load generator does not share its
 * event loop. Started by `standalone-process.ts`: reads BENCH_DATA_DIR, BENCH_PORT, BENCH_PG_PORT and
 * BENCH_TOKEN_RATE_LIMIT (the gateway's token limit and the authenticator's sign-in throttle), BENCH_LOG_LEVEL
 * (`warn` unless set: no request lines), BENCH_LOG_LINES_PER_SECOND (lines the platform writes besides its own, as
 * schedule: the shipping bench's load) and LOG_SHIPPING / LOG_SHIP_LEVEL as `npm start` reads them, reports
 * `ready` (or `failed`) over IPC, stops on SIGTERM or when the parent goes.
 */
export interface ChildReport {
  type: 'ready' | 'failed';
  /** Milliseconds spent in `startStandalone`. */
  platformMs?: number;
  seeded?: boolean;
  /** Milliseconds the demo seeder took, by stage. */
  seedStagesMs?: Record<string, number>;
  /** The internal listener (loopback only): the services' internal endpoints. */
  internalUrl?: string;
  message?: string;
}

const report = (message: ChildReport) =>
  new Promise<void>((resolve) => (process.send ? process.send(message, () => resolve()) : resolve()));

let platform: StandalonePlatform | undefined;
let stopLines = () => {};
let stopping: Promise<void> | undefined;
const stop = () =>
  (stopping ??= (async () => {
    stopLines();
    await platform?.close();
    process.exit(0);
  })().catch((error: unknown) => {
    console.error(`The standalone platform did not stop cleanly: ${String(error)}`);
    process.exit(1);
  }));
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
process.once('disconnect', () => void stop());

const started = performance.now();
try {
  platform = await startStandalone({
    dataDir: process.env.BENCH_DATA_DIR!,
    webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    port: Number(process.env.BENCH_PORT),
    host: '127.0.0.1',
    pgPort: Number(process.env.BENCH_PG_PORT),
    logStream: quietLogStream(),
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'warn',
    logShipping: logShippingOf(process.env),
    rateLimits: { tokenPerMinute: Number(process.env.BENCH_TOKEN_RATE_LIMIT) },
    // The authenticator throttles sign-ins per address too: the login row would measure its 429s.
    env: { AUTHENTICATOR_SIGN_IN_PER_MINUTE: process.env.BENCH_TOKEN_RATE_LIMIT },
  });
  const linesPerSecond = Number(process.env.BENCH_LOG_LINES_PER_SECOND ?? 0);
  if (linesPerSecond > 0)
    stopLines = writeLogLines(platform.app.log.child({ service: 'schedule' }), linesPerSecond);
  await report({
    type: 'ready',
    platformMs: performance.now() - started,
    seeded: platform.seeded,
    seedStagesMs: platform.seed?.stagesMs,
    internalUrl: platform.internalUrl,
  });
} catch (error) {
  await report({
    type: 'failed',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  process.exit(1);
}
