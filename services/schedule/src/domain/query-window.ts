import { badRequest } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { MAX_QUERY_SPAN_DAYS } from '@teleplan/proto/schedule-common';

const S = MessageCodes.schedule;
const DAY_MS = 24 * 60 * 60 * 1000;
// Names only: offsets such as `+05:00` mean opposite things to ECMAScript and to PostgreSQL's AT TIME ZONE.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** Whether `zone` is an IANA time zone name this runtime knows (e.g. `Europe/Paris`, `UTC`). */
export function isZone(zone: string): boolean {
  if (!ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Refuses an unknown zone with 400 `schedule.request.zone_invalid`. */
export function checkZone(zone: string): string {
  if (!isZone(zone)) throw badRequest(S.zoneInvalid, `Unknown time zone: ${zone}`);
  return zone;
}

/**
 * The window [from, to) of a query as instants; 400 `schedule.request.range_invalid` when `from` is not before
 * `to` or the window spans more than MAX_QUERY_SPAN_DAYS days.
 */
export function checkWindow(from: string, to: string): { from: Date; to: Date } {
  const window = { from: new Date(from), to: new Date(to) };
  const span = window.to.getTime() - window.from.getTime();
  if (!(span > 0) || span > MAX_QUERY_SPAN_DAYS * DAY_MS)
    throw badRequest(S.rangeInvalid, `from must be before to, at most ${MAX_QUERY_SPAN_DAYS} days apart`);
  return window;
}
