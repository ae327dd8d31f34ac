import { badRequest } from '@teleplan/kit/errors';
import { isTimeZone, offsetMs, wallClock, zonedInstant } from '@teleplan/kit/time/zoned-time';
import {
  STATISTICS_FIRST_DAY,
  STATISTICS_LONG_RANGE_MONTHS,
  STATISTICS_SHORT_RANGE_DAYS,
  type StatisticsQuery,
} from '@teleplan/proto/indicators';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { DEFAULT_ZONE } from '@teleplan/proto/schedule-common';

const I = MessageCodes.indicators;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The zone, "now" and the first instant statistics cover, as a query fixes them. */
export interface QueryTime {
  zone: string;
  currentMoment: Date;
  /** Midnight of STATISTICS_FIRST_DAY in the zone. */
  firstInstant: Date;
}

/** The local date (YYYY-MM-DD) of `instant` in `zone`. */
export function localDate(instant: Date, zone: string): string {
  const wall = wallClock(instant, zone);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

/** Midnight of `date` (YYYY-MM-DD) plus `days` days, in `zone`. */
export function midnight(date: string, zone: string, days = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return zonedInstant({ year, month, day: day + days }, 0, zone);
}

/** 400 `indicators.request.zone_invalid` for an unknown zone; "now" is the query's or the clock's. */
export function queryTime(query: StatisticsQuery, now: Date): QueryTime {
  const zone = query.zone ?? DEFAULT_ZONE;
  if (!isTimeZone(zone))
    throw badRequest(I.zoneInvalid, `Unknown time zone: ${zone}`, [
      { messageCode: I.zoneInvalid, id: 'zone' },
    ]);
  return {
    zone,
    currentMoment: query.currentMoment ? new Date(query.currentMoment) : now,
    firstInstant: midnight(STATISTICS_FIRST_DAY, zone),
  };
}

/** 400 `indicators.request.range_invalid` unless firstInstant ≤ from < to. */
export function checkRange(time: QueryTime, from: Date, to: Date | null): { from: Date; to: Date | null } {
  if (from < time.firstInstant || (to !== null && !(from < to)))
    throw badRequest(I.rangeInvalid, 'The range must start on or after the first day and before its end', [
      { messageCode: I.rangeInvalid, id: 'from' },
    ]);
  return { from, to };
}

/** `instant` moved by `months` calendar months of UTC (the day clamped to the month's length). */
function addMonths(instant: Date, months: number): Date {
  const moved = new Date(instant);
  const day = moved.getUTCDate();
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const length = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, length));
  return moved;
}

/** Series (evolution, evaluations, saturation): [from, to), to = currentMoment and from = to - 6 months by default. */
export function seriesWindow(query: StatisticsQuery, time: QueryTime): { from: Date; to: Date } {
  const to = query.to ? new Date(query.to) : time.currentMoment;
  const wanted = query.from ? new Date(query.from) : addMonths(to, -STATISTICS_LONG_RANGE_MONTHS);
  const from = query.from ? wanted : new Date(Math.max(wanted.getTime(), time.firstInstant.getTime()));
  return checkRange(time, from, to) as { from: Date; to: Date };
}

/** Counters (overall): [from, to), from the first day and without end by default. */
export function countersWindow(query: StatisticsQuery, time: QueryTime): { from: Date; to: Date | null } {
  return checkRange(
    time,
    query.from ? new Date(query.from) : time.firstInstant,
    query.to ? new Date(query.to) : null,
  );
}

/**
 * total-count and latest: the numDaysBackward days (7 by default) ending with currentMoment's day, whole local
 * days; [from, to) when they are given without numDaysBackward.
 */
export function daysBackwardWindow(query: StatisticsQuery, time: QueryTime): { from: Date; to: Date } {
  if (query.numDaysBackward === undefined && (query.from || query.to)) return seriesWindow(query, time);
  const days = query.numDaysBackward ?? STATISTICS_SHORT_RANGE_DAYS;
  const today = localDate(time.currentMoment, time.zone);
  const from = new Date(
    Math.max(midnight(today, time.zone, 1 - days).getTime(), time.firstInstant.getTime()),
  );
  return checkRange(time, from, midnight(today, time.zone, 1)) as { from: Date; to: Date };
}

/** Whether the zone's offset is whole hours at each of these instants (the hourly rollups can serve it). */
export function wholeHours(zone: string, ...instants: (Date | null)[]): boolean {
  return instants.every((instant) => instant === null || offsetMs(instant, zone) % HOUR_MS === 0);
}

/** Date lists by their first and last dates: a dashboard asks for the same ones all day. */
const dateLists = new Map<string, readonly string[]>();
const DATE_LISTS_KEPT = 10_000;

/** Every local date from `from`'s to the one of the last instant before `to` (a list shared by callers). */
export function datesOf(window: { from: Date; to: Date }, zone: string): readonly string[] {
  const first = localDate(window.from, zone);
  const last = localDate(new Date(window.to.getTime() - 1), zone);
  const key = `${first}/${last}`;
  let dates = dateLists.get(key);
  if (!dates) {
    const list: string[] = [];
    for (let day = Date.parse(first); day <= Date.parse(last); day += DAY_MS)
      list.push(new Date(day).toISOString().slice(0, 10));
    if (dateLists.size >= DATE_LISTS_KEPT) dateLists.clear();
    dateLists.set(key, list);
    dates = list;
  }
  return dates;
}
