import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExportFigures } from './export-bench.ts';
import type { FaultFigures } from './faults-bench.ts';
import type { IndicatorsFigures } from './indicators-bench.ts';
import type { LoggerFigures } from './logger-bench.ts';
import type { BookingFigures } from './booking-bench.ts';
import type { LoadFigures, LoadSettings } from './load.ts';
import type { PlatformCpu } from './process-cpu.ts';
import type { RawHashFigures } from './raw-hash.ts';
import type { RenderFigures } from './render-bench.ts';
import type { ShippingFigures } from './shipping-bench.ts';

export const RESULTS_DIR = fileURLToPath(new URL('./results', import.meta.url));

export interface StartFigures {
  /** Seconds from the process spawn to the platform listening. */
  seconds: number;
  /** The part spent in `startStandalone` (database server, migrations, seed, mounting). */
  platformSeconds: number;
  seeded: boolean;
  /** Seconds the demo seeder took, by stage (a warm start only checks each stage). */
  seedStages: Record<string, number>;
}

/** One list endpoint measured on the bulk rows, under one number of connections. */
export interface ListRow {
  label: string;
  /** Rows the query matched (the page measured is 20 of them). */
  totalElements: number;
  figures: LoadFigures;
  /** CPU milliseconds per answer of the platform's Node process and of its PostgreSQL processes. */
  cpuMsPerRequest: PlatformCpu;
}

/** The parts of the benchmark (`BENCH_ONLY`); lists need a platform, so they start one when `standalone` is off. */
export const BENCH_PARTS = ['standalone', 'lists', 'distributed', 'faults', 'live'] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

/** Everything one `npm run bench` measured; a part is missing when its step failed before measuring it. */
export interface BenchResults {
  startedAt: string;
  finishedAt?: string;
  machine: { node: string; cpus: number; cpuModel: string; platform: string };
  settings: { token: LoadSettings; get: LoadSettings; only: BenchPart[] };
  starts: { cold?: StartFigures; warm?: StartFigures };
  standalone: {
    token?: LoadFigures;
    ownAccount?: LoadFigures;
    /** Argon2id verifications alone, same parameters and concurrency, right after the token row. */
    rawHash?: RawHashFigures;
    /** Password grants/s divided by raw verifications/s: what sign-in costs beyond its hash. */
    loginRatio?: number;
  };
  distributed: {
    gateway?: LoadFigures;
    direct?: LoadFigures;
    /** Requests/s through the gateway divided by requests/s straight to the accounts service. */
    ratio?: number;
  };
  /** The list endpoints on bulk rows inserted into the warm standalone platform's databases. */
  lists: {
    bulk?: { profiles: number; staff: number; sectors: number; rooms: number; seconds: number };
    /** `os.loadavg()` (1, 5, 15 minutes) when the list rows began and when they ended: what else ran. */
    loadAverage?: { before: number[]; after?: number[] };
    rows: ListRow[];
  };
  /** The bookable timeline of one room of a 50-doctor, 20-room practice inserted into the schedule database. */
  bookable?: {
    doctors: number;
    rooms: number;
    appointments: number;
    /** Steps and bytes of the answer measured. */
    steps: number;
    bytes: number;
    /** The same request again, as the service keeps its answer. */
    figures: LoadFigures;
    /** A horizon not asked before each time: what an answer costs the first time. */
    newEachTime: LoadFigures;
  };
  /** The appointments export on bulk rows inserted into the warm standalone platform's schedule database. */
  export?: ExportFigures;
  /** Statistics: the read model's rebuild and the dashboards' calls on bulk rows, beside the same figures on the fly. */
  indicators?: IndicatorsFigures;
  /** A filtered log page and one appointment's history over bulk log lines and audit entries. */
  logger?: LoggerFigures;
  /** Bookings through the gateway (every one its own slot), and a room week holding 2,000 appointments. */
  booking: {
    standalone?: BookingFigures;
    distributed?: BookingFigures;
    /** Distributed bookings/s divided by standalone bookings/s. */
    share?: number;
    /** The same week again (the service keeps the answer), then a week not asked before each time. */
    calendarWeek?: { repeated: LoadFigures; newEachTime: LoadFigures };
    /** The booking row on two platforms logging every request line, shipping off then on. */
    shipping?: ShippingFigures;
  };
  /** The room calendar page rendering a week of 2,000 appointments in headless Chromium. */
  render?: RenderFigures;
  /** The schedule service killed under bookings, and its database cut while events arrive (distributed). */
  faults?: FaultFigures;
  /** The live feed's lines, as `live-feed.ts` printed them (STOMP through the gateway beside bare `ws`). */
  live?: { lines: string[] };
  /** Why the run fails: a step that threw, or a load run with failed requests. */
  problems: string[];
}

export function newResults(settings: BenchResults['settings']): BenchResults {
  const cpus = os.cpus();
  return {
    startedAt: new Date().toISOString(),
    machine: {
      node: process.version,
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      platform: `${os.platform()} ${os.release()}`,
    },
    settings,
    starts: {},
    standalone: {},
    distributed: {},
    lists: { rows: [] },
    booking: {},
    problems: [],
  };
}

/** The parts `BENCH_ONLY` names (comma-separated; empty or unset: all), refusing unknown ones. */
export function benchParts(only: string | undefined): BenchPart[] {
  const names = (only ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(BENCH_PARTS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`BENCH_ONLY: unknown part ${unknown.join(', ')} (${BENCH_PARTS.join(', ')})`);
  return names.length > 0 ? (names as BenchPart[]) : [...BENCH_PARTS];
}

/**
 * Writes `<timestamp>.json` and `latest.json` under `results/` (`<name>-` before both for one row run alone);
 * returns the timestamped file.
 */
export function writeResults(results: BenchResults, name?: string): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const prefix = name ? `${name}-` : '';
  const file = path.join(RESULTS_DIR, `${prefix}${results.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, json);
  writeFileSync(path.join(RESULTS_DIR, `${prefix}latest.json`), json);
  return file;
}
