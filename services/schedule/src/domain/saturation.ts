import type { Saturation, TimelineQuery } from '@teleplan/proto/schedule-timelines';
import { TimelinesRepository } from '../data/timelines.repository.ts';
import { isAdmin, type Actor, type ScheduleContext } from './context.ts';
import { ReachRepository } from '../data/reach.repository.ts';
import { assertReached } from './timeline-access.ts';
import { checkQueryWindow } from './query-window.ts';

/**
 * Saturation of sectors per ISO weekday (1-7) and local hour (0-23): held ÷ available room time over [from, to),
 * every one of the 168 cells answered, 0 where no room time is available. Without sectorIds: every sector for
 * admins, their own sectors for a sector manager. `exceptionalOnly` counts the rooms' exceptional availability alone.
 */
export async function sectorSaturation(
  ctx: ScheduleContext,
  actor: Actor,
  query: TimelineQuery,
  exceptionalOnly: boolean,
): Promise<Saturation[]> {
  const window = checkQueryWindow(query);
  const repo = new TimelinesRepository(ctx.dataSource.manager);
  let sectorIds: string[] | null = query.sectorIds === undefined ? null : [...new Set(query.sectorIds)];
  if (sectorIds === null && !isAdmin(actor))
    sectorIds = (await new ReachRepository(ctx.dataSource.manager).lists(actor))!.sectors;
  else if (sectorIds !== null) await assertReached(ctx.dataSource.manager, actor, 'sectors', sectorIds);
  const rows =
    sectorIds?.length === 0
      ? []
      : await repo.saturation(sectorIds, window.from, window.to, window.zone, exceptionalOnly);
  const levels = new Map(rows.map((row) => [`${row.dayOfWeek}/${row.hour}`, row.level]));
  const cells: Saturation[] = [];
  for (let dayOfWeek = 1; dayOfWeek <= 7; dayOfWeek += 1)
    for (let start = 0; start < 24; start += 1)
      cells.push({
        interval: { dayOfWeek, start },
        saturationLevel: levels.get(`${dayOfWeek}/${start}`) ?? 0,
      });
  return cells;
}
