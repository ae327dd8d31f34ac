import { badRequest } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { DEFAULT_ZONE, MAX_QUERY_SPAN_DAYS } from '@teleplan/proto/schedule-common';

const S = MessageCodes.schedule;
const DAY_MS = 86_400_000;

/** A checked query window: from before to, at most MAX_QUERY_SPAN_DAYS long, shown in an IANA zone. */
export interface TimeWindow {
  from: Date;
  to: Date;
  zone: string;
}

/** The zone of a query (Europe/Paris when absent); an unknown name is 400 `schedule.request.zone_invalid`. */
export function checkedZone(zone: string | undefined): string {
  const name = zone ?? DEFAULT_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
  } catch {
    throw badRequest(S.zoneInvalid, `Unknown time zone: ${name}`);
  }
  return name;
}

/** from < to and a span of at most MAX_QUERY_SPAN_DAYS, else 400 `schedule.request.range_invalid`. */
export function checkedRange(from: Date, to: Date): void {
  if (!(from.getTime() < to.getTime()) || to.getTime() - from.getTime() > MAX_QUERY_SPAN_DAYS * DAY_MS)
    throw badRequest(S.rangeInvalid, `from must be before to, at most ${MAX_QUERY_SPAN_DAYS} days apart`);
}

export function checkedWindow(query: { zone?: string; from: string; to: string }): TimeWindow {
  const zone = checkedZone(query.zone);
  const from = new Date(query.from);
  const to = new Date(query.to);
  checkedRange(from, to);
  return { from, to, zone };
}
