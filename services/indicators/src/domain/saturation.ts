import type { Actor } from '@teleplan/kit/auth/actor';
import type { SaturationAverage, SaturationCell, StatisticsQuery } from '@teleplan/proto/indicators';
import { SaturationRepository } from '../data/saturation.repository.ts';
import type { IndicatorsContext } from './context.ts';
import { queryTime, seriesWindow } from './query-window.ts';
import { scopeOf } from './scope.ts';
import { zoneOffsets } from './zone-offsets.ts';

/**
 * Booked ÷ available minutes per ISO weekday and local hour over [from, to), every one of the 168 cells, Monday
 * 00:00 first; 0 where nothing was available, at most 1 (docs/statistics.md#saturation).
 */
export async function saturationAverage(
  ctx: IndicatorsContext,
  actor: Actor,
  query: StatisticsQuery,
): Promise<SaturationAverage> {
  const time = queryTime(query, ctx.clock());
  const window = seriesWindow(query, time);
  const manager = ctx.dataSource.manager;
  const scope = await scopeOf(manager, actor, query);
  const rows = await new SaturationRepository(ctx.statistics).cells(scope, {
    ...window,
    offsets: zoneOffsets(time.zone, window.from, window.to),
  });
  const byCell = new Map(rows.map((row) => [`${row.dayOfWeek}/${row.hour}`, row]));
  const cells: SaturationCell[] = [];
  for (let dayOfWeek = 1; dayOfWeek <= 7; dayOfWeek += 1)
    for (let start = 0; start < 24; start += 1) {
      const row = byCell.get(`${dayOfWeek}/${start}`);
      const booked = row?.booked ?? 0;
      const available = row?.available ?? 0;
      cells.push({
        interval: { dayOfWeek, start },
        saturationLevel: available > 0 ? Math.min(1, booked / available) : 0,
        bookedMinutes: booked,
        availableMinutes: available,
      });
    }
  return { saturationAverage: cells };
}
