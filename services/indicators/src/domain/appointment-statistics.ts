import type { Actor } from '@teleplan/kit/auth/actor';
import type {
  AppointmentsEvolution,
  DynamicalTotalCount,
  LatestDailyCount,
  StatisticsQuery,
} from '@teleplan/proto/indicators';
import { CountsRepository } from '../data/counts.repository.ts';
import type { IndicatorsContext } from './context.ts';
import { datesOf, daysBackwardWindow, queryTime, seriesWindow, wholeHours } from './query-window.ts';
import { scopeOf } from './scope.ts';
import { zoneOffsets } from './zone-offsets.ts';
import { categorySeries } from './series.ts';

type Window = typeof seriesWindow;

/** Daily counts per category over the query's window (docs/statistics.md#series). */
async function dailySeries(
  ctx: IndicatorsContext,
  actor: Actor,
  query: StatisticsQuery,
  windowOf: Window,
  running: boolean,
) {
  const time = queryTime(query, ctx.clock());
  const window = windowOf(query, time);
  const manager = ctx.dataSource.manager;
  const scope = await scopeOf(manager, actor, query);
  const rows = await new CountsRepository(ctx.statistics).daily(
    scope,
    {
      ...window,
      currentMoment: time.currentMoment,
      rollups: wholeHours(time.zone, window.from, window.to, time.currentMoment),
    },
    zoneOffsets(time.zone, window.from, window.to),
  );
  return categorySeries(rows, datesOf(window, time.zone), query.fillingEmptyDate ?? true, running);
}

/** Counts per day over [from, to) (6 months up to currentMoment by default). */
export async function appointmentsEvolution(
  ctx: IndicatorsContext,
  actor: Actor,
  query: StatisticsQuery,
): Promise<AppointmentsEvolution> {
  return { appointsEvolutions: await dailySeries(ctx, actor, query, seriesWindow, false) };
}

/** Running totals per day over the numDaysBackward days ending with currentMoment's day. */
export async function dynamicalTotalCount(
  ctx: IndicatorsContext,
  actor: Actor,
  query: StatisticsQuery,
): Promise<DynamicalTotalCount> {
  return { dynamicalTotalCount: await dailySeries(ctx, actor, query, daysBackwardWindow, true) };
}

/** Counts per day over the numDaysBackward days ending with currentMoment's day. */
export async function latestDailyCount(
  ctx: IndicatorsContext,
  actor: Actor,
  query: StatisticsQuery,
): Promise<LatestDailyCount> {
  return { latestDailyCount: await dailySeries(ctx, actor, query, daysBackwardWindow, false) };
}
