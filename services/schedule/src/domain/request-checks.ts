import { badRequest } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { MAX_QUERY_SPAN_DAYS, SLOT_STEP_MINUTES } from '@teleplan/proto/schedule-common';

const S = MessageCodes.schedule;
const A = MessageCodes.scheduleAppointments;
const DAY_MS = 86_400_000;
// An IANA name (Europe/Paris, UTC, America/Argentina/Buenos_Aires); offsets like +01:00 are not zones.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** 400 `schedule.request.zone_invalid` unless `zone` is an IANA time zone name. */
export function assertZone(zone: string): void {
  let known = ZONE_NAME.test(zone);
  if (known) {
    try {
      new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    } catch {
      known = false;
    }
  }
  if (!known) throw badRequest(S.zoneInvalid, `Unknown time zone: ${zone}`);
}

/** 400 `schedule.request.range_invalid` unless from < to and the span is at most MAX_QUERY_SPAN_DAYS. */
export function assertRange(from: string, to: string): void {
  const start = Date.parse(from);
  const end = Date.parse(to);
  if (!(start < end) || end - start > MAX_QUERY_SPAN_DAYS * DAY_MS)
    throw badRequest(
      S.rangeInvalid,
      `The range must be ordered and span at most ${MAX_QUERY_SPAN_DAYS} days`,
    );
}

/** 400 `schedule.appointment.misaligned` unless the start falls on a 10-minute step (no seconds). */
export function assertAligned(startTime: string): void {
  if (Date.parse(startTime) % (SLOT_STEP_MINUTES * 60_000) !== 0)
    throw badRequest(A.misaligned, `An appointment starts on a ${SLOT_STEP_MINUTES}-minute step`);
}
