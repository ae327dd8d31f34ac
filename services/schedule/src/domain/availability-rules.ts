import { MessageCodes, type MessageCode } from '@teleplan/proto/message-codes';
import {
  ALL_DAY,
  DEFAULT_OPENING_DAYS,
  DEFAULT_OPENING_PATTERN,
} from '@teleplan/proto/schedule-availability';
import { MAX_QUERY_SPAN_DAYS } from '@teleplan/proto/schedule-common';
import { localTime, minutesOf, onStep } from './local-clock.ts';

const A = MessageCodes.scheduleAvailability;
const DAY_MS = 24 * 60 * 60 * 1000;

const isAllDay = (start: string, end: string) => start === ALL_DAY.start && end === ALL_DAY.end;

/**
 * The rule a weekly slot breaks, or null: start and end on 10-minute boundaries unless the
 * slot is all day (00:01-23:59), and start before end.
 */
export function weeklySlotFault(start: string, end: string): MessageCode | null {
  if (!isAllDay(start, end) && !(onStep(minutesOf(start)) && onStep(minutesOf(end)))) return A.tenMinuteSteps;
  if (minutesOf(start) >= minutesOf(end)) return A.invalidRange;
  return null;
}

/**
 * The rule an exceptional slot breaks, or null: its local times in `zone` on 10-minute boundaries unless it
 * is all day (starting 00:01 and ending 23:59 local, over one day or several), start before end, and at most
 * MAX_QUERY_SPAN_DAYS long. A slot may span several days (a week of leave, a long opening).
 */
export function exceptionalSlotFault(start: Date, end: Date, zone: string): MessageCode | null {
  const [localStart, localEnd] = [localTime(start, zone), localTime(end, zone)];
  if (localStart === null || localEnd === null) return A.tenMinuteSteps;
  if (!isAllDay(localStart, localEnd) && !(onStep(minutesOf(localStart)) && onStep(minutesOf(localEnd))))
    return A.tenMinuteSteps;
  const span = end.getTime() - start.getTime();
  if (span <= 0 || span > MAX_QUERY_SPAN_DAYS * DAY_MS) return A.invalidRange;
  return null;
}

/** The faults of a list, each named by where it is in the body (`defaultAvailability/2`). */
export function faultsOf<T>(
  field: string,
  items: readonly T[] | undefined,
  fault: (item: T) => MessageCode | null,
): { messageCode: MessageCode; id: string }[] {
  return (items ?? []).flatMap((item, index) => {
    const messageCode = fault(item);
    return messageCode ? [{ messageCode, id: `${field}/${index}` }] : [];
  });
}

/** The default opening pattern of a new room: Monday to Friday, 09:00-12:00 and 14:00-19:00. */
export function defaultOpeningPattern(): { dayOfWeek: number; start: string; end: string }[] {
  return DEFAULT_OPENING_DAYS.flatMap((dayOfWeek) =>
    DEFAULT_OPENING_PATTERN.map(({ start, end }) => ({ dayOfWeek, start, end })),
  );
}
