import type pg from 'pg';
import type { AppointmentCategory } from '@teleplan/proto/indicators';
import { SqlParams } from '@teleplan/kit/query/rsql-sql';
import { DAY_COUNTERS, FACT_COUNTERS } from './contributions.ts';
import { dayText, localDay, type ZoneOffsets } from './local-time.ts';
import { namedQuery } from './named-statement.ts';
import { inScope, rollupOf, scopeParams, type Scope } from './scope.ts';

/** A window of appointment counts: starts in [from, to), split at currentMoment. */
export interface CountWindow {
  from: Date;
  /** null: no end. */
  to: Date | null;
  currentMoment: Date;
  /** Whether the hourly rollups may serve it (the zone's offsets are whole hours over the window). */
  rollups: boolean;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const utcFloor = (instant: Date, unit: number) => new Date(Math.floor(instant.getTime() / unit) * unit);

export type CategoryCounts = Record<AppointmentCategory, number>;

const CEIL_FROM = `date_trunc('hour', $5::timestamptz + interval '1 hour' - interval '1 microsecond', 'UTC')`;
const FLOOR_TO = `date_trunc('hour', $6::timestamptz, 'UTC')`;
// currentMoment's UTC hour and day, bound ($10, $11) rather than computed: a generic plan would compute them per row.
const CM_HOUR = '$10::timestamptz';
/** The whole UTC days of [CEIL_FROM, FLOOR_TO) are [DAYS_FROM, DAYS_TO) (empty: both the same instant). */
const DAYS_FROM = `least(date_trunc('day', ${CEIL_FROM} + interval '24 hours' - interval '1 microsecond', 'UTC'),
                         ${FLOOR_TO})`;
const DAYS_TO = `greatest(date_trunc('day', ${FLOOR_TO}, 'UTC'), ${DAYS_FROM})`;
const CM_DAY = '$11::timestamptz';
const COUNTERS = DAY_COUNTERS.join(', ');

/** The rollup hours of the ranges [lo, hi) other than currentMoment's, each range an index scan of its own. */
const hoursOf = (ranges: readonly (readonly [string, string])[]) =>
  ranges
    .map(
      ([lo, hi]) => `
    SELECT hour AS at, ${COUNTERS} FROM stat_hour
     WHERE kind = $8 AND scope_id = ANY ($9::uuid[]) AND hour >= ${lo} AND hour < ${hi} AND hour <> ${CM_HOUR}`,
    )
    .join(' UNION ALL ');

/** The rollup rows of a window: its whole days by the day and the hours around them, or every whole hour. */
const ROLLUP_ROWS = {
  days: `SELECT day AS at, ${COUNTERS} FROM stat_day
          WHERE kind = $8 AND scope_id = ANY ($9::uuid[]) AND day >= ${DAYS_FROM} AND day < ${DAYS_TO}
            AND day <> ${CM_DAY}
         UNION ALL ${hoursOf([
           [CEIL_FROM, DAYS_FROM],
           [DAYS_TO, FLOOR_TO],
           [`greatest(${CM_DAY}, ${DAYS_FROM})`, `least(${CM_DAY} + interval '24 hours', ${DAYS_TO})`],
         ])}`,
  hours: hoursOf([[CEIL_FROM, FLOOR_TO]]),
};

/** The facts of the hours the rollups leave: the window's ragged ends and currentMoment's hour. */
const LEFT_BY_ROLLUPS = `((f.start_time >= $5 AND f.start_time < least(${CEIL_FROM}, $6))
   OR (f.start_time >= greatest(${FLOOR_TO}, $5) AND f.start_time < $6)
   OR (f.start_time >= greatest(${CM_HOUR}, $5) AND f.start_time < least(${CM_HOUR} + interval '1 hour', $6)))`;

/**
 * Rows (at, counters) of [from, to), each appointment in exactly one of them, so `at < currentMoment` splits
 * proceeded from future exactly: the rollup rows (`days`: the whole UTC days of the window other than
 * currentMoment's from `stat_day`, at their midnight, and the hours around them; `hours`: every whole hour but
 * currentMoment's) and the facts of the hours they leave; or the facts alone (null: no rollup serves the scope).
 */
const countRows = (rollups: keyof typeof ROLLUP_ROWS | null, scope: Scope) => `
  WITH r AS (
    ${rollups ? `${ROLLUP_ROWS[rollups]} UNION ALL` : ''}
    SELECT f.start_time AS at, ${FACT_COUNTERS}
      FROM appointment_fact f
     WHERE NOT f.deleted AND ${inScope('f', 'f.room_type_id = ANY ($4::uuid[])', scope)}
       AND ${rollups ? LEFT_BY_ROLLUPS : 'f.start_time >= $5 AND f.start_time < $6'}
  )`;

const CATEGORY_SUMS = `
  coalesce(sum(total), 0)::int AS "TOTAL",
  coalesce(sum(live) FILTER (WHERE at < $7), 0)::int AS "PROCEEDED",
  coalesce(sum(live) FILTER (WHERE at >= $7), 0)::int AS "FUTURE",
  coalesce(sum(canceled), 0)::int AS "CANCELED",
  coalesce(sum(absent), 0)::int AS "ABSENT",
  coalesce(sum(live_unpaid) FILTER (WHERE at < $7), 0)::int AS "UNPAID",
  coalesce(sum(no_treating_doctor), 0)::int AS "NO_TREATING_DOCTOR",
  coalesce(sum(treating_doctor_not_available), 0)::int AS "TREATING_DOCTOR_NOT_AVAILABLE",
  coalesce(sum(c15), 0)::int AS "C15"`;

/** Appointment counts per category from the read model (docs/statistics.md#counters). */
export class CountsRepository {
  /** The statistics' connections (`statisticsPool`). */
  readonly db: pg.Pool;
  constructor(db: pg.Pool) {
    this.db = db;
  }

  /** The statement's rows (with `rollups` when a rollup serves the scope) and its parameters. */
  private rows(
    scope: Scope,
    window: CountWindow,
    rollups: keyof typeof ROLLUP_ROWS,
  ): { rows: string; params: unknown[] } {
    const rollup = window.rollups ? rollupOf(scope) : null;
    return {
      rows: countRows(rollup && rollups, scope),
      params: [
        ...scopeParams(scope),
        window.from,
        window.to ?? 'infinity',
        window.currentMoment,
        ...(rollup ? [rollup.kind, rollup.ids, utcFloor(window.currentMoment, HOUR_MS)] : []),
        ...(rollup && rollups === 'days' ? [utcFloor(window.currentMoment, DAY_MS)] : []),
      ],
    };
  }

  /** Counts per local date of the zone whose offsets are `offsets` (only the dates with appointments). */
  async daily(
    scope: Scope,
    window: CountWindow,
    offsets: ZoneOffsets,
  ): Promise<(CategoryCounts & { date: string })[]> {
    const { rows, params } = this.rows(scope, window, 'hours');
    const local = new SqlParams(params);
    const day = localDay('at', local.add(offsets.at), local.add(offsets.seconds));
    return namedQuery(
      this.db,
      `${rows} SELECT ${dayText('day')} AS date, ${CATEGORY_SUMS}
         FROM (SELECT ${day} AS day, * FROM r) AS d GROUP BY day ORDER BY day`,
      local.values,
    );
  }

  async totals(scope: Scope, window: CountWindow): Promise<CategoryCounts> {
    const { rows, params } = this.rows(scope, window, 'days');
    const [row] = await namedQuery<CategoryCounts>(this.db, `${rows} SELECT ${CATEGORY_SUMS} FROM r`, params);
    return row!;
  }

  /**
   * Distinct patients of the scope's appointments in [from, to); over all time when `window` is null (one row of
   * `scope_patient_count` for a single scope, `scope_patient` for several, the facts for a range or mixed kinds).
   */
  async patients(scope: Scope, window: { from: Date; to: Date | null } | null): Promise<number> {
    const rollup = rollupOf(scope);
    if (window === null && rollup?.ids.length === 1) {
      const [one] = await namedQuery<{ n: number }>(
        this.db,
        'SELECT patients AS n FROM scope_patient_count WHERE kind = $1 AND scope_id = $2',
        [rollup.kind, rollup.ids[0]],
      );
      return one?.n ?? 0;
    }
    const [row] =
      window === null && rollup
        ? await namedQuery<{ n: number }>(
            this.db,
            `SELECT count(DISTINCT patient_id)::int AS n FROM scope_patient
              WHERE kind = $1 AND scope_id = ANY ($2::uuid[]) AND appointments > 0`,
            [rollup.kind, rollup.ids],
          )
        : await namedQuery<{ n: number }>(
            this.db,
            `SELECT count(DISTINCT f.patient_id)::int AS n FROM appointment_fact f
              WHERE NOT f.deleted AND ${inScope('f', 'f.room_type_id = ANY ($4::uuid[])', scope)}
                AND f.start_time >= $5 AND f.start_time < $6`,
            [...scopeParams(scope), window?.from ?? '-infinity', window?.to ?? 'infinity'],
          );
    return row!.n;
  }
}
