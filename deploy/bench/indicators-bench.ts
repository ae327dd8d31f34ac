import os from 'node:os';
import type pg from 'pg';
import { DEMO_ADMIN } from '../seed/demo-data.ts';
import {
  benchDoctorId,
  benchRoomId,
  benchSectorId,
  BENCH_ZONE,
  insertIndicatorsData,
  INDICATORS_COUNTS,
  keptIndicatorsData,
  type IndicatorsCounts,
} from './indicators-data.ts';
import {
  dailySql,
  evaluationCountSql,
  evaluationEvolutionSql,
  measureSql,
  overallSql,
  runningSql,
  runStatement,
  saturationOnTheFly,
  type Scope,
  type SqlFigures,
  type Window,
} from './indicators-sql.ts';
import { measure, type LoadFigures } from './load.ts';
import { signInAs } from './requests.ts';
import type { BenchResults } from './results.ts';
import type { StandaloneProcess } from './standalone-process.ts';

/** What the statistics aim at (issue "Indicators", quality bar). */
export const INDICATORS_P95_AIM_MS = 50;
export const REBUILD_AIM_S = 300;
/** Connections of the rollup calls, and of their on-the-fly statements (BENCH_INDICATORS_SQL_CONNECTIONS). */
export const INDICATORS_CONNECTIONS = 20;
const SQL_CONNECTIONS = Number(process.env.BENCH_INDICATORS_SQL_CONNECTIONS ?? INDICATORS_CONNECTIONS);
/** How long the rebuild may take before the row gives up. */
const REBUILD_LIMIT_MS = 20 * 60_000;

const INDICATORS = '/api/indicators';

const INDICATORS_COUNTS_LABEL = () =>
  `${INDICATORS_COUNTS.appointments} appointments over ${INDICATORS_COUNTS.years} years in ${INDICATORS_COUNTS.rooms} rooms`;

export interface IndicatorsRow {
  label: string;
  path: string;
  /**
   * The indicators service's answer through the gateway, the same call again (absent when the platform has no such
   * service): the service keeps answers while its read model is unchanged, so this is mostly a kept answer.
   */
  rollup?: LoadFigures;
  /** The same call not asked before: its currentMoment one minute later each request (computed each time). */
  fresh?: LoadFigures;
  /** The same figure computed by SQL over schedule's tables, straight from the bench. */
  onTheFly: SqlFigures;
}

export interface IndicatorsFigures {
  counts: IndicatorsCounts;
  evaluations: number;
  weeklySlots: number;
  insertSeconds: number;
  /** The data were an earlier run's (BENCH_INDICATORS_DATA_DIR), not inserted by this one. */
  dataKept: boolean;
  /** Whether the platform answered the statistics calls (an indicators service is mounted). */
  serviceFound: boolean;
  /** The full rebuild from the owners' exports: seconds to READY, and what the model then held. */
  rebuild?: { seconds: number; appointments: number; evaluations: number };
  rows: IndicatorsRow[];
  /** `os.loadavg()` when the rows began and when they ended: what else ran. */
  loadAverage: { before: number[]; after: number[] };
}

interface DashboardCall {
  label: string;
  /** The call's path and query as of `currentMoment`. */
  pathAt: (currentMoment: Date) => string;
  onTheFly: (client: pg.ClientBase) => Promise<unknown>;
}

const iso = (date: Date) => date.toISOString();
const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** The dashboards' calls (docs/statistics.md), each with the same figure's statement on schedule's tables. */
function dashboardCalls(now: Date): DashboardCall[] {
  const sixMonthsAgo = new Date(now);
  sixMonthsAgo.setUTCMonth(sixMonthsAgo.getUTCMonth() - 6);
  const long: Window = { now, zone: BENCH_ZONE, from: sixMonthsAgo, to: now };
  const week: Window = { ...long, from: new Date(now.getTime() - 7 * 86_400_000) };
  const sinceFirstDay: Window = { ...long, from: new Date('2020-02-01T00:00:00.000Z') };
  const series = (window: Window) => (at: Date) =>
    query({
      global: 'true',
      zone: BENCH_ZONE,
      from: iso(window.from),
      to: iso(window.to),
      currentMoment: iso(at),
    });
  const counted = (at: Date) =>
    query({ global: 'true', zone: BENCH_ZONE, numDaysBackward: '7', currentMoment: iso(at) });
  const overall = (label: string, path: string, scope: Scope): DashboardCall => ({
    label: `overall latest ${label}`,
    pathAt: (at) =>
      `${INDICATORS}/statistics/overall/latest/${path}?${query({ zone: BENCH_ZONE, currentMoment: iso(at) })}`,
    onTheFly: runStatement(overallSql(sinceFirstDay, scope)),
  });
  return [
    overall('global', 'global', null),
    overall('of a sector', `sectors/${benchSectorId(0)}`, { column: 'sector_id', id: benchSectorId(0) }),
    overall('of a room', `rooms/${benchRoomId(0)}`, { column: 'room_id', id: benchRoomId(0) }),
    overall('of a doctor', `doctors/${benchDoctorId(0)}`, { column: 'doctor_id', id: benchDoctorId(0) }),
    {
      label: 'appointments evolution, 6 months',
      pathAt: (at) => `${INDICATORS}/statistics/appointments/evolution?${series(long)(at)}`,
      onTheFly: runStatement(dailySql(long)),
    },
    {
      label: 'appointments total-count, 7 days',
      pathAt: (at) => `${INDICATORS}/statistics/appointments/total-count?${counted(at)}`,
      onTheFly: runStatement(runningSql(week)),
    },
    {
      label: 'appointments latest, 7 days',
      pathAt: (at) => `${INDICATORS}/statistics/appointments/latest?${counted(at)}`,
      onTheFly: runStatement(dailySql(week)),
    },
    {
      label: 'evaluations total-count, 6 months',
      pathAt: (at) => `${INDICATORS}/statistics/evaluations-reporter/total-count?${series(long)(at)}`,
      onTheFly: runStatement(evaluationCountSql(long)),
    },
    {
      label: 'evaluations evolution, 6 months',
      pathAt: (at) => `${INDICATORS}/statistics/evaluations-reporter/evolution?${series(long)(at)}`,
      onTheFly: runStatement(evaluationEvolutionSql(long)),
    },
    {
      label: 'saturation hourly-daily, 6 months',
      pathAt: (at) => `${INDICATORS}/statistics/saturation/average/hourly-daily?${series(long)(at)}`,
      onTheFly: saturationOnTheFly(long),
    },
  ];
}

async function call(url: string, token: string, method = 'GET') {
  const answer = await fetch(url, { method, headers: { authorization: `Bearer ${token}` } });
  const text = await answer.text();
  return { status: answer.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/**
 * The full rebuild of the read model from the owners' exports (`POST internal/read-model/rebuild` on the
 * platform's internal listener, as SUPER_ADMIN), timed until the model reads READY with a build after the call.
 */
async function rebuild(
  platform: StandaloneProcess,
  signIn: () => Promise<string>,
  log: (line: string) => void,
) {
  const base = `${platform.internalUrl}${INDICATORS}/internal/read-model`;
  const began = performance.now();
  const asked = new Date();
  let token = await signIn();
  const started = await call(`${base}/rebuild`, token, 'POST');
  if (started.status >= 300)
    throw new Error(`rebuild answered ${started.status} ${JSON.stringify(started.body)}`);
  log('indicators: rebuilding the read model...');
  for (;;) {
    let status = await call(base, token);
    // A rebuild may outlast an access token.
    if (status.status === 401) status = await call(base, (token = await signIn()));
    const builtAt = typeof status.body.builtAt === 'string' ? Date.parse(status.body.builtAt) : 0;
    if (status.body.state === 'FAILED') throw new Error(`rebuild failed: ${String(status.body.lastError)}`);
    if (status.body.state === 'READY' && builtAt >= asked.getTime() - 1000)
      return {
        seconds: (performance.now() - began) / 1000,
        appointments: Number(status.body.appointments),
        evaluations: Number(status.body.evaluations),
      };
    if (performance.now() - began > REBUILD_LIMIT_MS)
      throw new Error('The rebuild did not end in 20 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The statistics row: 5,000,000 appointments over three years (BENCH_INDICATORS_ROWS) with weekly availability
 * and one in ten of those over evaluated, inserted into the owners' databases; the indicators rebuild from the
 * owners' exports, timed; then every dashboard call at 20 connections through the gateway as the demo super
 * administrator, each beside the same figure computed on the fly from schedule's tables. A platform without an
 * indicators service gets the data and the on-the-fly figures, its rollup rows not measured.
 */
export async function benchIndicators(
  platform: StandaloneProcess,
  results: BenchResults,
  log: (line: string) => void,
): Promise<void> {
  let data = await keptIndicatorsData(platform.pgUrl);
  if (!data) {
    log(`indicators: inserting ${INDICATORS_COUNTS_LABEL()}...`);
    data = await insertIndicatorsData(platform.pgUrl, log);
  }
  const signIn = () => signInAs(platform.origin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  let token = await signIn();
  const now = new Date();
  const calls = dashboardCalls(now);
  const probe = await call(`${platform.origin}${calls[0]!.pathAt(now)}`, token);
  const serviceFound = probe.status !== 404;
  const figures: IndicatorsFigures = {
    counts: data.counts,
    evaluations: data.evaluations,
    weeklySlots: data.weeklySlots,
    insertSeconds: data.seconds,
    dataKept: data.kept ?? false,
    serviceFound,
    rows: [],
    loadAverage: { before: os.loadavg(), after: [] },
  };
  results.indicators = figures;
  if (serviceFound) figures.rebuild = await rebuild(platform, signIn, log);
  const settings = { ...results.settings.get, connections: INDICATORS_CONNECTIONS };
  for (const dashboard of calls) {
    log(`indicators: ${dashboard.label}...`);
    const path = dashboard.pathAt(now);
    let rollup: LoadFigures | undefined;
    let fresh: LoadFigures | undefined;
    if (serviceFound) {
      // A token of its own for each row: the rows together outlast one.
      token = await signIn();
      const first = await call(`${platform.origin}${path}`, token);
      if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
      const target = { url: `${platform.origin}${path}`, headers: { authorization: `Bearer ${token}` } };
      rollup = await measure(target, settings);
      let minutes = 0;
      fresh = await measure(
        { ...target, nextPath: () => dashboard.pathAt(new Date(now.getTime() + ++minutes * 60_000)) },
        settings,
      );
    }
    const onTheFly = await measureSql(
      `${platform.pgUrl}/teleplan_schedule`,
      dashboard.onTheFly,
      SQL_CONNECTIONS,
      settings.durationS,
    );
    figures.rows.push({ label: dashboard.label, path, rollup, fresh, onTheFly });
  }
  figures.loadAverage.after = os.loadavg();
}
