import type { Actor } from '@teleplan/kit/auth/actor';
import {
  EVALUATION_STATISTIC_CRITERIA,
  type CriterionAverage,
  type EvaluationsStatistic,
  type EvaluationTotalCount,
  type StatisticsQuery,
} from '@teleplan/proto/indicators';
import { EvaluationStatsRepository, type CriterionAverages } from '../data/evaluation-stats.repository.ts';
import type { IndicatorsContext } from './context.ts';
import { datesOf, queryTime, seriesWindow, wholeHours } from './query-window.ts';
import { scopeOf } from './scope.ts';
import { zoneOffsets } from './zone-offsets.ts';
import { pointsOf } from './series.ts';

async function evaluationQuery(ctx: IndicatorsContext, actor: Actor, query: StatisticsQuery) {
  const time = queryTime(query, ctx.clock());
  const range = seriesWindow(query, time);
  const window = {
    ...range,
    zone: time.zone,
    offsets: zoneOffsets(time.zone, range.from, range.to),
    rollups: wholeHours(time.zone, range.from, range.to),
  };
  const manager = ctx.dataSource.manager;
  return {
    window,
    scope: await scopeOf(manager, actor, query),
    repo: new EvaluationStatsRepository(ctx.statistics),
  };
}

const averagesOf = (row: Partial<CriterionAverages>): CriterionAverage[] =>
  EVALUATION_STATISTIC_CRITERIA.map((criterion) => ({ criterion, average: row[criterion] ?? null }));

/** Evaluations submitted in [from, to): how many, and per local day of submission. */
export async function evaluationTotalCount(
  ctx: IndicatorsContext,
  actor: Actor,
  query: StatisticsQuery,
): Promise<EvaluationTotalCount> {
  const { window, scope, repo } = await evaluationQuery(ctx, actor, query);
  const rows = await repo.daily(scope, window);
  const counts = new Map(rows.map((row) => [row.date, row.count]));
  return {
    evaluationTotalCount: {
      total: rows.reduce((sum, row) => sum + row.count, 0),
      points: pointsOf(datesOf(window, window.zone), counts, query.fillingEmptyDate ?? true),
    },
  };
}

/** The first day of each month of [from, to) in the zone. */
function monthsOf(window: { from: Date; to: Date; zone: string }): string[] {
  return [...new Set(datesOf(window, window.zone).map((date) => `${date.slice(0, 7)}-01`))];
}

/** Evaluations submitted in [from, to): each criterion's average over the range and per month (0-4, 2 decimals). */
export async function evaluationsStatistic(
  ctx: IndicatorsContext,
  actor: Actor,
  query: StatisticsQuery,
): Promise<EvaluationsStatistic> {
  const { window, scope, repo } = await evaluationQuery(ctx, actor, query);
  const [overall, ...monthly] = await repo.monthly(scope, window);
  const byMonth = new Map(monthly.map((row) => [row.date, row]));
  const fill = query.fillingEmptyDate ?? true;
  return {
    evaluationsStatistic: {
      count: overall!.count,
      averages: averagesOf(overall!),
      months: monthsOf(window)
        .filter((date) => fill || byMonth.has(date))
        .map((date) => {
          const row = byMonth.get(date);
          return { date, count: row?.count ?? 0, averages: averagesOf(row ?? {}) };
        }),
    },
  };
}
