import { DEMO_ADMIN } from '../seed/demo-data.ts';
import { withClient } from './booking-data.ts';
import { measure, type LoadFigures } from './load.ts';
import { insertLoggerData, MEASURED_HISTORY } from './logger-data.ts';
import { signInAs } from './requests.ts';
import type { BenchResults } from './results.ts';
import type { StandaloneProcess } from './standalone-process.ts';

/** What the logger aims at (issue "Logger, audit trail and bug viewer", quality bar). */
export const LOGS_P95_AIM_MS = 100;
export const AUDIT_P95_AIM_MS = 20;
export const LOGGER_CONNECTIONS = 20;

export interface LoggerRow {
  label: string;
  path: string;
  /** What the checked call answered: the page's total (capped) or the history's length. */
  matched: number;
  aimMs: number;
  figures: LoadFigures;
}

export interface LoggerFigures {
  rows: number;
  insertSeconds: number;
  measured: LoggerRow[];
}

/**
 * The logger row: `BENCH_LOGGER_ROWS` (10,000,000) log lines and as many audit entries inserted into the logger
 * database, then through the gateway as the demo super administrator at 20 connections: a filtered log page
 * (WARNING, schedule, `timeout`, the last 24 hours) and one appointment's history (schedule asked whether the
 * caller may read it, with the caller's token).
 */
export async function benchLogger(
  platform: StandaloneProcess,
  results: BenchResults,
  log: (line: string) => void,
): Promise<void> {
  const now = new Date();
  const appointmentId = await withClient(`${platform.pgUrl}/teleplan_schedule`, async (client) => {
    const rows = await client.query<{ id: string }>('SELECT id FROM appointment WHERE NOT deleted LIMIT 1');
    if (!rows.rows[0]) throw new Error('The demo data holds no appointment');
    return rows.rows[0].id;
  });
  const data = await insertLoggerData(`${platform.pgUrl}/teleplan_logger`, appointmentId, now, log);
  const figures: LoggerFigures = { rows: data.rows, insertSeconds: data.seconds, measured: [] };
  results.logger = figures;
  const since = new Date(now.getTime() - 86_400_000).toISOString();
  const calls = [
    {
      label: 'logs page: WARNING, schedule, "timeout", last 24 h',
      path: `/api/logger/logs?levels=WARNING&services=schedule&text=timeout&from=${encodeURIComponent(since)}`,
      aimMs: LOGS_P95_AIM_MS,
      matched: (body: unknown) => (body as { totalElements: number }).totalElements,
    },
    {
      label: "one appointment's history (schedule asked)",
      path: `/api/logger/audit/appointments/${appointmentId}`,
      aimMs: AUDIT_P95_AIM_MS,
      matched: (body: unknown) => (body as unknown[]).length,
    },
  ];
  const settings = { ...results.settings.get, connections: LOGGER_CONNECTIONS };
  for (const call of calls) {
    log(`logger: ${call.label}...`);
    const token = await signInAs(platform.origin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const headers = { authorization: `Bearer ${token}` };
    const first = await fetch(`${platform.origin}${call.path}`, { headers });
    if (first.status !== 200) throw new Error(`${call.path} answered ${first.status} ${await first.text()}`);
    const matched = call.matched(await first.json());
    if (matched === 0) throw new Error(`${call.path} matched nothing`);
    const measured = await measure({ url: `${platform.origin}${call.path}`, headers }, settings);
    figures.measured.push({
      label: call.label,
      path: call.path,
      matched,
      aimMs: call.aimMs,
      figures: measured,
    });
  }
  if (figures.measured[1]!.matched < MEASURED_HISTORY)
    throw new Error(`The history holds ${figures.measured[1]!.matched} entries, not ${MEASURED_HISTORY}`);
}
