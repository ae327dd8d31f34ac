import type pg from 'pg';
import { SqlParams } from '@teleplan/kit/query/rsql-sql';
import type { EvaluationStatisticCriterion } from '@teleplan/proto/indicators';
import { ScopeKinds } from './contributions.ts';
import { CRITERION_COLUMNS } from './evaluation-contributions.ts';
import { dayText, localDay, type ZoneOffsets } from './local-time.ts';
import { namedQuery } from './named-statement.ts';
import { inScope, rollupOf, scopeParams, type Scope } from './scope.ts';

export type CriterionAverages = Record<EvaluationStatisticCriterion, number | null>;

/** A window of evaluations: submitted in [from, to), days and months of the zone whose offsets are `offsets`. */
export interface EvaluationWindow {
  from: Date;
  to: Date;
  offsets: ZoneOffsets;
  /** Whether the hourly rollups may serve it (the zone's offsets are whole hours over the window). */
  rollups: boolean;
}

const CEIL_FROM = `date_trunc('hour', $5::timestamptz + interval '1 hour' - interval '1 microsecond', 'UTC')`;
const FLOOR_TO = `date_trunc('hour', $6::timestamptz, 'UTC')`;

/**
 * Rows (at, evaluations, the criteria's sums): the rollup hours wholly inside [from, to) ($7, $8) and the
 * evaluations of the hours left (the window's ragged ends), or the evaluations alone (`rolled` false). Each shape
 * its own text, with no branch on a value: a generic plan of a branch would read every evaluation.
 */
const rowsOf = (scope: Scope, rolled: boolean) => `
  WITH e AS (
    ${
      rolled
        ? `SELECT hour AS at, evaluations, ${CRITERION_COLUMNS.join(', ')}
             FROM evaluation_hour
            WHERE kind = $7 AND scope_id = ANY ($8::uuid[]) AND hour >= ${CEIL_FROM} AND hour < ${FLOOR_TO}
           UNION ALL`
        : ''
    }
    SELECT e.submitted_at AS at, 1 AS evaluations, ${CRITERION_COLUMNS.map((column) => `e.${column}`).join(', ')}
      FROM evaluation e
     WHERE ${inScope('e', 'e.room_id IN (SELECT id FROM room WHERE room_type_id = ANY ($4::uuid[]))', scope)}
       AND ${
         rolled
           ? `((e.submitted_at >= $5 AND e.submitted_at < least(${CEIL_FROM}, $6))
               OR (e.submitted_at >= greatest(${FLOOR_TO}, $5) AND e.submitted_at < $6))`
           : 'e.submitted_at >= $5 AND e.submitted_at < $6'
       }
  )`;

/** Each criterion's average (0-4, two decimals, null without evaluations), named as the statistics name it. */
const AVERAGES = CRITERION_COLUMNS.map(
  (column) =>
    `round(sum(${column})::numeric / nullif(sum(evaluations), 0), 2)::float8 AS "${column.toUpperCase()}"`,
).join(', ');

/** The kinds `evaluation_hour` keeps (a room type's evaluations follow its rooms as they are now). */
const ROLLUP_KINDS: readonly string[] = [
  ScopeKinds.global,
  ScopeKinds.doctor,
  ScopeKinds.room,
  ScopeKinds.sector,
];

/** Evaluations submitted in [from, to) within a scope, by local date or month. */
export class EvaluationStatsRepository {
  /** The statistics' connections (`statisticsPool`). */
  readonly db: pg.Pool;
  constructor(db: pg.Pool) {
    this.db = db;
  }

  /** The statement's rows and parameters, then the local day of a row `at` of `e`, bound after them. */
  private local(scope: Scope, window: EvaluationWindow): { rows: string; day: string; params: unknown[] } {
    const rollup = rollupOf(scope);
    const rolled = window.rollups && rollup !== null && ROLLUP_KINDS.includes(rollup.kind);
    const params = new SqlParams([
      ...scopeParams(scope),
      window.from,
      window.to,
      ...(rolled ? [rollup.kind, rollup.ids] : []),
    ]);
    const day = localDay('at', params.add(window.offsets.at), params.add(window.offsets.seconds));
    return { rows: rowsOf(scope, rolled), day, params: params.values };
  }

  async daily(scope: Scope, window: EvaluationWindow): Promise<{ date: string; count: number }[]> {
    const { rows, day, params } = this.local(scope, window);
    return namedQuery(
      this.db,
      `${rows} SELECT ${dayText('day')} AS date, sum(evaluations)::int AS count
         FROM (SELECT ${day} AS day, evaluations FROM e) AS d GROUP BY day ORDER BY day`,
      params,
    );
  }

  /**
   * Per local month, and over the whole window (the row whose date is null, first): the rows summed per local day
   * first, then the days per month and in all.
   */
  async monthly(
    scope: Scope,
    window: EvaluationWindow,
  ): Promise<(CriterionAverages & { date: string | null; count: number })[]> {
    const { rows, day, params } = this.local(scope, window);
    const sums = ['evaluations', ...CRITERION_COLUMNS]
      .map((column) => `sum(${column}) AS ${column}`)
      .join(', ');
    return namedQuery(
      this.db,
      `${rows} SELECT to_char(month, 'YYYY-MM-DD') AS date, coalesce(sum(evaluations), 0)::int AS count, ${AVERAGES}
         FROM (SELECT date_trunc('month', (date '1970-01-01' + day)::timestamp) AS month, *
                 FROM (SELECT ${day} AS day, ${sums} FROM e GROUP BY 1) AS d) AS m
        GROUP BY GROUPING SETS ((), (month)) ORDER BY month NULLS FIRST`,
      params,
    );
  }
}
