import pg from 'pg';
import type { EntityManager } from 'typeorm';
import { EVALUATION_CRITERIA } from '@teleplan/proto/schedule-evaluations';
import { TimelinesRepository } from '@teleplan/schedule/data/timelines.repository';
import { percentile } from './load.ts';

/*
 * The statistics computed on the fly from schedule's own tables, the way a dashboard would without a read model
 * (bench only: no service reads another's database). Printed beside each rollup call, so the read model's gain
 * reads as a ratio.
 */

/** What one dashboard call asks (the range and the scope), and the same figure's statement on the owner's tables. */
export interface OnTheFly {
  sql: string;
  params: unknown[];
}

/** The scope of a call: everything, or one sector, room or doctor. */
export type Scope = { column: 'sector_id' | 'room_id' | 'doctor_id'; id: string } | null;

export interface Window {
  now: Date;
  zone: string;
  from: Date;
  to: Date;
}

/** The nine counters of docs/statistics.md, as FILTERs of `a` (proceeded and future as of `$1`). */
const COUNTERS = `count(*) AS total,
  count(*) FILTER (WHERE NOT a.canceled AND a.start_time < $1) AS proceeded,
  count(*) FILTER (WHERE NOT a.canceled AND a.start_time >= $1) AS future,
  count(*) FILTER (WHERE a.canceled) AS canceled,
  count(*) FILTER (WHERE a.absent_patient) AS absent,
  count(*) FILTER (WHERE NOT a.canceled AND a.start_time < $1 AND NOT a.paid) AS unpaid,
  count(*) FILTER (WHERE NOT a.canceled AND a.no_treating_doctor) AS no_treating_doctor,
  count(*) FILTER (WHERE NOT a.canceled AND a.treating_doctor_not_available) AS treating_doctor_not_available,
  count(*) FILTER (WHERE NOT a.canceled AND a.from_c15) AS c15`;

const scoped = (scope: Scope, at: number) => (scope ? ` AND a.${scope.column} = $${at}` : '');
const scopeParams = (scope: Scope) => (scope ? [scope.id] : []);

/** overall/latest: the counters and the distinct patients of every appointment from `from` on. */
export function overallSql(window: Window, scope: Scope): OnTheFly {
  return {
    sql: `SELECT ${COUNTERS}, count(DISTINCT a.patient_id) AS patients
            FROM appointment a WHERE NOT a.deleted AND a.start_time >= $2${scoped(scope, 3)}`,
    params: [window.now, window.from, ...scopeParams(scope)],
  };
}

/** appointments/evolution and latest: the counters per local day of [from, to). */
export function dailySql(window: Window): OnTheFly {
  return {
    sql: `SELECT (a.start_time AT TIME ZONE $4)::date AS day, ${COUNTERS}
            FROM appointment a WHERE NOT a.deleted AND a.start_time >= $2 AND a.start_time < $3
           GROUP BY 1 ORDER BY 1`,
    params: [window.now, window.from, window.to, window.zone],
  };
}

/** appointments/total-count: each day's running total from the window's first day. */
export function runningSql(window: Window): OnTheFly {
  const daily = dailySql(window);
  return {
    sql: `SELECT day, sum(total) OVER (ORDER BY day) AS total, sum(proceeded) OVER (ORDER BY day) AS proceeded,
                 sum(future) OVER (ORDER BY day) AS future, sum(canceled) OVER (ORDER BY day) AS canceled
            FROM (${daily.sql}) AS d`,
    params: daily.params,
  };
}

/** evaluations-reporter/total-count: the answers submitted per local day of [from, to). */
export function evaluationCountSql(window: Window): OnTheFly {
  return {
    sql: `SELECT (e.submitted_at AT TIME ZONE $3)::date AS day, count(*) AS n FROM evaluation e
           WHERE e.submitted_at >= $1 AND e.submitted_at < $2 GROUP BY 1 ORDER BY 1`,
    params: [window.from, window.to, window.zone],
  };
}

/** evaluations-reporter/evolution: per local month of [from, to), the count and each criterion's average. */
export function evaluationEvolutionSql(window: Window): OnTheFly {
  const criteria = EVALUATION_CRITERIA.map((c) =>
    c.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
  );
  return {
    sql: `SELECT date_trunc('month', e.submitted_at AT TIME ZONE $3)::date AS month, count(*) AS n,
                 ${criteria.map((c) => `round(avg(e.${c}), 2) AS ${c}`).join(', ')}
            FROM evaluation e WHERE e.submitted_at >= $1 AND e.submitted_at < $2 GROUP BY 1 ORDER BY 1`,
    params: [window.from, window.to, window.zone],
  };
}

/** What one on-the-fly statement gave under load: latencies over every run, runs per second. */
export interface SqlFigures {
  connections: number;
  runs: number;
  seconds: number;
  runsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
}

/**
 * Runs `query` on `connections` connections of the schedule database, each again and again for `durationS`
 * (every connection at least once, however long one run takes), after one run not counted.
 */
export async function measureSql(
  databaseUrl: string,
  query: (client: pg.ClientBase) => Promise<unknown>,
  connections: number,
  durationS: number,
): Promise<SqlFigures> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections, statement_timeout: 300_000 });
  try {
    const warm = await pool.connect();
    await query(warm).finally(() => warm.release());
    const times: number[] = [];
    const began = performance.now();
    const deadline = began + durationS * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        const client = await pool.connect();
        try {
          do {
            const start = performance.now();
            await query(client);
            times.push(performance.now() - start);
          } while (performance.now() < deadline);
        } finally {
          client.release();
        }
      }),
    );
    const seconds = (performance.now() - began) / 1000;
    return {
      connections,
      runs: times.length,
      seconds,
      runsPerSecond: times.length / seconds,
      p50Ms: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
    };
  } finally {
    await pool.end();
  }
}

/** A statement as a query of `measureSql`. */
export const runStatement =
  ({ sql, params }: OnTheFly) =>
  (client: pg.ClientBase) =>
    client.query(sql, params);

/**
 * saturation/average/hourly-daily on the fly: schedule's own saturation statement (rooms' availability expanded
 * per date, held time of live appointments, per weekday and local hour), every sector, over [from, to).
 */
export const saturationOnTheFly = (window: Window) => (client: pg.ClientBase) =>
  new TimelinesRepository({
    query: async (sql: string, params: unknown[]) => (await client.query(sql, params)).rows,
  } as unknown as EntityManager).saturation(null, window.from, window.to, window.zone, false);
