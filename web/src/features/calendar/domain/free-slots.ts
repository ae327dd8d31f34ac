import type { EventInput } from '@fullcalendar/core';
import { DateTime } from 'luxon';
import { AVAILABILITY_GROUP } from './calendar-events.ts';

interface Span {
  start: number;
  end: number;
}

interface FreeSlotOptions {
  /** The shown range: slots outside it are not drawn. */
  from: Date;
  to: Date;
  now: Date;
  stepMinutes: number;
}

function spanOf(event: EventInput): Span | null {
  if (typeof event.start !== 'string' || typeof event.end !== 'string') return null;
  return { start: Date.parse(event.start), end: Date.parse(event.end) };
}

/**
 * The bookable steps the calendar shows: each step of an availability that starts from now on, lies within the
 * shown range and overlaps neither an appointment nor an unavailability, in time order (docs/screens.md#calendars).
 */
export function freeSlots(events: readonly EventInput[], options: FreeSlotOptions): Date[] {
  const step = options.stepMinutes * 60_000;
  const available: Span[] = [];
  const taken: Span[] = [];
  for (const event of events) {
    const span = spanOf(event);
    if (span) (event.groupId === AVAILABILITY_GROUP ? available : taken).push(span);
  }
  const earliest = Math.max(options.now.getTime(), options.from.getTime());
  const starts = new Set<number>();
  for (const { start, end } of available)
    for (let slot = start; slot + step <= end && slot < options.to.getTime(); slot += step)
      if (slot >= earliest && !taken.some((busy) => busy.start < slot + step && busy.end > slot))
        starts.add(slot);
  return [...starts].sort((a, b) => a - b).map((slot) => new Date(slot));
}

/** The keys that move through the free slots: up and down within a day, left and right to another day. */
export type SlotKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

const minuteOfDay = (day: DateTime) => day.hour * 60 + day.minute;

/**
 * The free slot a key moves to from `current` (one of `slots`, in time order): the previous or next one of the
 * day, the first or last of the day, or on the nearest other day with a free slot the one closest to the same time.
 * `current` itself when there is nowhere to go.
 */
export function slotAfterKey(slots: readonly Date[], current: Date, key: SlotKey, zone: string): Date {
  const here = DateTime.fromJSDate(current, { zone });
  const days = slots.map((slot) => DateTime.fromJSDate(slot, { zone }));
  const sameDay = slots.filter((_, index) => days[index]!.hasSame(here, 'day'));
  const position = sameDay.findIndex((slot) => slot.getTime() === current.getTime());
  if (key === 'ArrowUp') return sameDay[position - 1] ?? current;
  if (key === 'ArrowDown') return sameDay[position + 1] ?? current;
  if (key === 'Home') return sameDay[0] ?? current;
  if (key === 'End') return sameDay.at(-1) ?? current;
  const later = key === 'ArrowRight';
  const today = here.startOf('day');
  const otherDays = days.filter((day) => (later ? day.startOf('day') > today : day.startOf('day') < today));
  const target = later ? otherDays[0] : otherDays.at(-1);
  if (!target) return current;
  const candidates = days.filter((day) => day.hasSame(target, 'day'));
  const closest = candidates.reduce((best, day) =>
    Math.abs(minuteOfDay(day) - minuteOfDay(here)) < Math.abs(minuteOfDay(best) - minuteOfDay(here))
      ? day
      : best,
  );
  return closest.toJSDate();
}
