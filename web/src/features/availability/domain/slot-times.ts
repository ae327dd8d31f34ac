import { DateTime } from 'luxon';
import {
  ALL_DAY,
  type AvailabilityBody,
  type DefaultAvailability,
  type ExceptionalSlot,
} from '@teleplan/proto/schedule-availability';
import type { ExceptionalType, SlotFormValues } from './slot-values.ts';

/**
 * The general calendar draws the weekly slots on one fixed week, its days shown without dates. 1 January 2024
 * is a Monday, and Europe's clocks do not change that week.
 */
export const FIXED_WEEK_MONDAY = '2024-01-01';

/** The date of the fixed week that stands for `dayOfWeek` (1 = Monday). */
export function fixedWeekDate(dayOfWeek: number): string {
  return DateTime.fromISO(FIXED_WEEK_MONDAY)
    .plus({ days: dayOfWeek - 1 })
    .toISODate()!;
}

/** Today's date in `zone`, 'YYYY-MM-DD'. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone }).toISODate()!;
}

/** The Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  return DateTime.fromISO(date).startOf('week').toISODate()!;
}

export function addDays(date: string, days: number): string {
  return DateTime.fromISO(date).plus({ days }).toISODate()!;
}

/** ISO day of week of a date, 1 = Monday. */
export function dayOfWeekOf(date: string): number {
  return DateTime.fromISO(date).weekday;
}

/** The instant of a wall-clock `date` `time` in `zone`, as the wire wants it (UTC, milliseconds). */
export function instantOf(date: string, time: string, zone: string): string {
  return DateTime.fromISO(`${date}T${time}`, { zone }).toUTC().toISO()!;
}

/** The first and last instants of the days shown, for the availability query. */
export function rangeOf(firstDay: string, days: number, zone: string): { from: string; to: string } {
  return { from: instantOf(firstDay, '00:00', zone), to: instantOf(addDays(firstDay, days), '00:00', zone) };
}

/** Date and 'HH:mm' of an instant in `zone`. */
export function wallClockOf(instant: string, zone: string): { date: string; time: string } {
  const local = DateTime.fromISO(instant, { zone });
  return { date: local.toISODate()!, time: local.toFormat('HH:mm') };
}

export interface Selection {
  date: string;
  from: string;
  to: string;
}

/**
 * A range selected in the calendar as a date and two times in `zone`; null when it spans two days (such a
 * selection is ignored, docs/screens.md#slot-form). The end may be midnight of the next day.
 */
export function selectionOf(start: Date, end: Date, zone: string): Selection | null {
  const from = DateTime.fromJSDate(start, { zone });
  const to = DateTime.fromJSDate(end, { zone });
  const lastMinute = to.minus({ minutes: 1 });
  if (!from.hasSame(lastMinute, 'day')) return null;
  return {
    date: from.toISODate()!,
    from: from.toFormat('HH:mm'),
    to: to.hasSame(from, 'day') ? to.toFormat('HH:mm') : ALL_DAY.end,
  };
}

/** The times sent for the form's values: all day is 00:01-23:59 (docs/scheduling-rules.md#availability). */
function timesOf(values: Pick<SlotFormValues, 'allDay' | 'from' | 'to'>): { start: string; end: string } {
  return values.allDay ? { ...ALL_DAY } : { start: values.from, end: values.to };
}

/** The POST body creating one weekly slot of `owner`. */
export function weeklySlotBody(owner: string, values: SlotFormValues, zone: string): AvailabilityBody {
  return {
    defaultAvailability: [
      { owner, dayOfWeek: Number(values.dayOfWeek), interval: { ...timesOf(values), zone } },
    ],
  };
}

/** The POST body creating one exceptional availability or unavailability of `owner`. */
export function exceptionalSlotBody(owner: string, values: SlotFormValues, zone: string): AvailabilityBody {
  const { start, end } = timesOf(values);
  const comment = values.comment.trim();
  const slot = {
    owner,
    interval: { start: instantOf(values.date, start, zone), end: instantOf(values.date, end, zone), zone },
    comment: comment === '' ? null : comment,
  };
  return values.type === 'AVAILABLE'
    ? { exceptionalAvailability: [slot] }
    : { exceptionalUnavailability: [slot] };
}

/** A slot shown on the page, whichever its kind, with what deleting it takes. */
export type ShownSlot =
  | { kind: 'weekly'; slot: DefaultAvailability }
  | { kind: 'exceptional'; type: ExceptionalType; slot: ExceptionalSlot };

/** The DELETE body removing one shown slot. */
export function deleteBodyOf(shown: ShownSlot) {
  if (shown.kind === 'weekly') return { defaultAvailabilityIds: [shown.slot.id] };
  return shown.type === 'AVAILABLE'
    ? { exceptionalAvailabilityIds: [shown.slot.id] }
    : { exceptionalUnavailabilityIds: [shown.slot.id] };
}
