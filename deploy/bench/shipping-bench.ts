import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { measureBookings, type BookingRun } from './booking-bench.ts';
import type { Cleanup } from './cleanup.ts';
import type { LoadSettings } from './load.ts';
import { cpuSeconds, type PlatformCpu } from './process-cpu.ts';
import { launchStandalone, type StandaloneProcess } from './standalone-process.ts';

/** The quality bar of the logs (docs/architecture.md#logs): 2,000 lines a second cost under 5 % of a request. */
export const SHIPPING_AIM = { linesPerSecond: 2_000, costShare: 0.05 } as const;

/** The shipper's counters of the platform process (`log_lines_shipped_total`, `log_lines_dropped_total`). */
interface ShippingCounters {
  shipped: number;
  dropped: number;
}

/** The booking row once on one of the two platforms logging every request line (`info`), shipping or not. */
export interface ShippingRound extends BookingRun {
  shipping: Variant;
  /** Lines published to the logger service, and dropped, during the measured seconds (0 without shipping). */
  shipped: number;
  dropped: number;
  linesPerSecond: number;
  /** CPU milliseconds per booking of the platform's Node process and of its PostgreSQL processes. */
  cpuMsPerBooking: PlatformCpu;
  /** `os.loadavg()[0]` when the measured seconds ended. */
  loadAverage: number;
}

export interface ShippingFigures {
  /** In the order measured: without, with, with, without. */
  rounds: ShippingRound[];
  /** Mean latency over every measured booking of each platform's rounds. */
  meanMs: Record<Variant, number>;
  /** Lines shipped per second over the shipping platform's rounds. */
  linesPerSecond: number;
  /** (mean latency with shipping − without) / without. */
  costShare: number;
}

/**
 * Both platforms log at `info` (every request's lines are written) and write 2,000 more lines a second besides
 * (the bookings alone give about two lines each, far below the aim's rate); only the shipping differs.
 */
const LOGGING = { BENCH_LOG_LEVEL: 'info', BENCH_LOG_LINES_PER_SECOND: String(SHIPPING_AIM.linesPerSecond) };
const VARIANTS = {
  off: { ...LOGGING, LOG_SHIPPING: 'false' },
  on: { ...LOGGING, LOG_SHIPPING: 'true', LOG_SHIP_LEVEL: 'info' },
} as const;
type Variant = keyof typeof VARIANTS;
/** Without, with, with, without: a drift of the machine's other work weighs on both alike. */
const ORDER: readonly Variant[] = ['off', 'on', 'on', 'off'];

/**
 * What shipping 2,000 log lines a second to the logger service costs a booking: two standalone platforms of the
 * same kind, each on a new temporary data directory, logging at `info` and writing 2,000 lines a second besides,
 * one shipping nothing and one shipping every line; the booking row (`measureBookings`) on each in turn, without, with, with, without, the other idle. Beside
 * each round, the lines shipped and dropped during the measured seconds (the platform's own metrics) and the CPU
 * per booking.
 */
export async function benchShipping(
  settings: LoadSettings,
  cleanup: Cleanup,
  log: (line: string) => void,
): Promise<ShippingFigures> {
  log(
    'shipping: two platforms logging at info and 2,000 lines/s more, one shipping every line (LOG_SHIP_LEVEL=info)...',
  );
  const platforms = {
    off: await launchOwn(VARIANTS.off, cleanup),
    on: await launchOwn(VARIANTS.on, cleanup),
  };
  const rounds: ShippingRound[] = [];
  for (const shipping of ORDER) {
    log(`shipping: POST appointments, shipping ${shipping}...`);
    rounds.push({ shipping, ...(await measureShipping(platforms[shipping], settings)) });
  }
  await Promise.all([platforms.off.stop(), platforms.on.stop()]);
  const of = (shipping: Variant) => rounds.filter((round) => round.shipping === shipping);
  const meanMs = (shipping: Variant) => {
    const measured = of(shipping);
    const requests = measured.reduce((sum, round) => sum + round.figures.requests, 0);
    return (
      measured.reduce((sum, round) => sum + round.figures.latencyMeanMs * round.figures.requests, 0) /
      requests
    );
  };
  const means = { off: meanMs('off'), on: meanMs('on') };
  const shippedRounds = of('on');
  const linesPerSecond =
    shippedRounds.reduce((sum, round) => sum + round.shipped, 0) /
    shippedRounds.reduce((sum, round) => sum + round.figures.durationS, 0);
  return { rounds, meanMs: means, linesPerSecond, costShare: (means.on - means.off) / means.off };
}

/** A standalone platform with `env` on a new data directory, stopped and the directory removed by `cleanup`. */
async function launchOwn(env: Record<string, string>, cleanup: Cleanup): Promise<StandaloneProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teleplan-bench-shipping-'));
  cleanup.add(`remove ${dataDir}`, async () => rmSync(dataDir, { recursive: true, force: true }));
  const output: string[] = [];
  const platform = await launchStandalone({
    dataDir,
    tokenRateLimit: 1_000,
    onLine: (line) => output.push(line),
    env,
    // Two cold starts in a row on a busy machine: each may take longer than a start alone.
    timeoutMs: 300_000,
  }).catch((error: unknown) => {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output.join('\n')}`, {
      cause: error,
    });
  });
  cleanup.add('stop a shipping platform', platform.stop);
  return platform;
}

async function measureShipping(
  platform: StandaloneProcess,
  settings: LoadSettings,
): Promise<Omit<ShippingRound, 'shipping'>> {
  let cpuBefore: PlatformCpu = { node: 0, postgres: 0 };
  let cpuUsed: PlatformCpu = { node: 0, postgres: 0 };
  let before: Promise<ShippingCounters> | undefined;
  let after: Promise<ShippingCounters> | undefined;
  let loadAverage = 0;
  const run = await measureBookings(platform.origin, `${platform.pgUrl}/teleplan_schedule`, settings, {
    start: () => {
      cpuBefore = cpuSeconds(platform.pid);
      before = shippingCounters(platform.internalUrl);
    },
    stop: () => {
      const cpuAfter = cpuSeconds(platform.pid);
      cpuUsed = { node: cpuAfter.node - cpuBefore.node, postgres: cpuAfter.postgres - cpuBefore.postgres };
      after = shippingCounters(platform.internalUrl);
      loadAverage = os.loadavg()[0]!;
    },
  });
  const [first, last] = await Promise.all([before!, after!]);
  const shipped = last.shipped - first.shipped;
  const perBooking = (seconds: number) => (seconds * 1000) / run.figures.requests;
  return {
    ...run,
    shipped,
    dropped: last.dropped - first.dropped,
    linesPerSecond: shipped / run.figures.durationS,
    cpuMsPerBooking: { node: perBooking(cpuUsed.node), postgres: perBooking(cpuUsed.postgres) },
    loadAverage,
  };
}

/** The shipper's counters from the platform's metrics (operators' internal listener); 0 when it ships nothing. */
async function shippingCounters(internalUrl: string): Promise<ShippingCounters> {
  const url = `${internalUrl}/api/schedule/metrics`;
  const answer = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  const text = await answer.text();
  const counter = (name: string) =>
    Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { shipped: counter('log_lines_shipped_total'), dropped: counter('log_lines_dropped_total') };
}
