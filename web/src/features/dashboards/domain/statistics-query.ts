import { STATISTICS_SHORT_RANGE_DAYS, type StatisticsQuery } from '@teleplan/proto/indicators';
import { dayBounds, localDateOf } from '../../../shared/schedule/zoned-time.ts';
import type { DateRange } from '../charts/index.ts';

/** What a dashboard counts: the platform (admins) or some sectors, rooms, doctors or room types. */
export type StatisticsScope = Pick<
  StatisticsQuery,
  'global' | 'sectorIds' | 'roomIds' | 'doctorIds' | 'roomTypeIds'
>;

/** What every call of a dashboard shares: whose figures, the period chosen, the zone, and when "now" is. */
export interface DashboardQuery {
  scope: StatisticsScope;
  range: DateRange;
  zone: string;
  /** The dashboard's load time (ISO): proceeded before it, future from it. */
  now: string;
}

/** The period's calls: from the first day's start to the end of the last day (exclusive), in the zone. */
export function periodQuery({ scope, range, zone, now }: DashboardQuery): StatisticsQuery {
  return {
    ...scope,
    zone,
    from: dayBounds(range.from, zone).start,
    to: dayBounds(range.to, zone).end,
    currentMoment: now,
  };
}

/**
 * The counters' calls (overall statistics): the period's, except that a period ending today has no end, so the
 * appointments still to come count as future ones (docs/screens.md#counters).
 */
export function countersQuery(query: DashboardQuery): StatisticsQuery {
  const period = periodQuery(query);
  if (query.range.to < localDateOf(query.now, query.zone)) return period;
  const { to: _end, ...open } = period;
  return open;
}

/** The short-range calls (1-week dynamic count, latest days): the week ending today, whatever the period. */
export function weekQuery({ scope, zone, now }: DashboardQuery): StatisticsQuery {
  return { ...scope, zone, currentMoment: now, numDaysBackward: STATISTICS_SHORT_RANGE_DAYS };
}
