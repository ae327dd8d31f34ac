import { badRequest } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { DEFAULT_ZONE, MAX_QUERY_SPAN_DAYS } from '@teleplan/proto/schedule-common';

const S = MessageCodes.schedule;
const DAY_MS = 24 * 60 * 60 * 1000;
// Names only: offsets such as `+05:00` mean opposite things to ECMAScript and to PostgreSQL's AT TIME ZONE.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

// Names found valid: building a DateTimeFormat costs tens of microseconds, every booking checks its zone, and
// the set stays bounded by the runtime's zone names (unknown names are not kept).
const knownZones = new Set<string>();

/** Whether `zone` is an IANA time zone name this runtime knows (e.g. `Europe/Paris`, `UTC`). */
export function isZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  if (!ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    return false;
  }
  knownZones.add(zone);
  return true;
}

/** The zone of a query (Europe/Paris when absent); an unknown name is 400 `schedule.request.zone_invalid`. */
export function checkZone(zone: string | undefined = DEFAULT_ZONE): string {
  if (!isZone(zone))
    throw badRequest(S.zoneInvalid, `Unknown time zone: ${zone}`, [
      { messageCode: S.zoneInvalid, id: 'zone' },
    ]);
  return zone;
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
