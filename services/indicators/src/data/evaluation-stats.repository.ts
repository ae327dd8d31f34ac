import type { EntityManager } from 'typeorm';
import { EVALUATION_STATISTIC_CRITERIA, type EvaluationStatisticCriterion } from '@teleplan/proto/indicators';
import { inScope, scopeParams, type Scope } from './scope.ts';

export type CriterionAverages = Record<EvaluationStatisticCriterion, number | null>;

/** Each criterion's column: the statistics name in snake case (RESPONSIVENESS → responsiveness). */
const AVERAGES = EVALUATION_STATISTIC_CRITERIA.map(
  (criterion) => `round(avg(e.${criterion.toLowerCase()}), 2)::float8 AS "${criterion}"`,
).join(', ');

const IN_RANGE = `${inScope('e', 'e.room_id IN (SELECT id FROM room WHERE room_type_id = ANY ($4::uuid[]))')}
  AND e.submitted_at >= $5 AND e.submitted_at < $6`;

/** Evaluations submitted in [from, to) within a scope, by local date or month of `zone`. */
export class EvaluationStatsRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  private params(scope: Scope, window: { from: Date; to: Date; zone: string }): unknown[] {
    return [...scopeParams(scope), window.from, window.to, window.zone];
  }

  async daily(
    scope: Scope,
    window: { from: Date; to: Date; zone: string },
  ): Promise<{ date: string; count: number }[]> {
    return this.manager.query(
      `SELECT to_char(e.submitted_at AT TIME ZONE $7, 'YYYY-MM-DD') AS date, count(*)::int AS count
         FROM evaluation e WHERE ${IN_RANGE} GROUP BY 1 ORDER BY 1`,
      this.params(scope, window),
    );
  }

  async overall(
    scope: Scope,
    window: { from: Date; to: Date; zone: string },
  ): Promise<CriterionAverages & { count: number }> {
    const [row] = await this.manager.query<(CriterionAverages & { count: number })[]>(
      `SELECT count(*)::int AS count, ${AVERAGES} FROM evaluation e WHERE ${IN_RANGE} AND $7::text IS NOT NULL`,
      this.params(scope, window),
    );
    return row!;
  }

  async monthly(
    scope: Scope,
    window: { from: Date; to: Date; zone: string },
  ): Promise<(CriterionAverages & { date: string; count: number })[]> {
    return this.manager.query(
      `SELECT to_char(date_trunc('month', e.submitted_at AT TIME ZONE $7), 'YYYY-MM-DD') AS date,
              count(*)::int AS count, ${AVERAGES}
         FROM evaluation e WHERE ${IN_RANGE} GROUP BY 1 ORDER BY 1`,
      this.params(scope, window),
    );
  }
}
