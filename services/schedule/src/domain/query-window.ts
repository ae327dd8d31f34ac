/// <reference lib="esnext.temporal" />
import { badRequest } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { DEFAULT_ZONE, MAX_QUERY_SPAN_DAYS } from '@teleplan/proto/schedule-common';

const S = MessageCodes.schedule;
const DAY_MS = 24 * 60 * 60 * 1000;
// Names only: offsets such as `+05:00` mean opposite things to ECMAScript and to PostgreSQL's AT TIME ZONE.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

// The areas of the IANA database's region names (`Europe/Paris`, `Etc/GMT+5`); the rest are the legacy aliases
// of its `backward` file (`EST5EDT`, `US/Eastern`, `GMT`), refused, `UTC` aside.
const AREAS = new Set([
  'Africa',
  'America',
  'Antarctica',
  'Arctic',
  'Asia',
  'Atlantic',
  'Australia',
  'Europe',
  'Indian',
  'Pacific',
  'Etc',
]);

// Names found valid, with their canonical spelling: resolving one costs tens of microseconds, every booking checks
// its zone, and the map stays bounded by the runtime's zone names (unknown names are not kept).
const canonicalZones = new Map<string, string>();

/**
 * The name of `zone` as the runtime spells it; RangeError when it names no zone. Temporal (Node 26) keeps the name
 * asked for in its canonical case, where Intl answers ICU's older spellings (`Asia/Kathmandu` → `Asia/Katmandu`);
 * a runtime without Temporal (the engines allow Node 22) falls back on Intl, which still names the same zone.
 */
function spelling(zone: string): string {
  return typeof Temporal === 'undefined'
    ? new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone
    : new Temporal.ZonedDateTime(0n, zone).timeZoneId;
}

/**
 * The IANA name of `zone` in its canonical case (`europe/PARIS` → `Europe/Paris`, `utc` → `UTC`), or null when it
 * names no zone or a legacy alias (`EST5EDT`, `US/Eastern`): one zone is stored under one name.
 */
export function canonicalZone(zone: string): string | null {
  const known = canonicalZones.get(zone);
  if (known !== undefined) return known;
  if (!ZONE_NAME.test(zone)) return null;
  let canonical: string;
  try {
    canonical = spelling(zone);
  } catch {
    return null;
  }
  if (canonical !== 'UTC' && !AREAS.has(canonical.split('/')[0]!)) return null;
  canonicalZones.set(zone, canonical);
  return canonical;
}

/** Whether `zone` is an IANA time zone name this runtime knows (e.g. `Europe/Paris`, `UTC`). */
export function isZone(zone: string): boolean {
  return canonicalZone(zone) !== null;
}

/**
 * The canonical name of a query's or a body's zone (Europe/Paris when absent); an unknown name is 400
 * `schedule.request.zone_invalid`.
 */
export function checkZone(zone: string | undefined = DEFAULT_ZONE): string {
  const canonical = canonicalZone(zone);
  if (canonical === null)
    throw badRequest(S.zoneInvalid, `Unknown time zone: ${zone}`, [
      { messageCode: S.zoneInvalid, id: 'zone' },
    ]);
  return canonical;
}

/**
 * The window [from, to) of a query as instants; 400 `schedule.request.range_invalid` when `from` is not before
 * `to` or the window spans more than `maxDays` days (MAX_QUERY_SPAN_DAYS unless said).
 */
export function checkWindow(
  from: string | Date,
  to: string | Date,
  maxDays: number = MAX_QUERY_SPAN_DAYS,
): { from: Date; to: Date } {
  const window = { from: new Date(from), to: new Date(to) };
  const span = window.to.getTime() - window.from.getTime();
  if (!(span > 0) || span > maxDays * DAY_MS)
    throw badRequest(S.rangeInvalid, `from must be before to, at most ${maxDays} days apart`);
  return window;
}

/** A checked query window shown in an IANA zone. */
export interface TimeWindow {
  from: Date;
  to: Date;
  zone: string;
}

export function checkQueryWindow(query: { zone?: string; from: string; to: string }): TimeWindow {
  return { ...checkWindow(query.from, query.to), zone: checkZone(query.zone) };
}
