import type { EventInput } from '@fullcalendar/core';
import type { AvailabilityByOwner } from '@teleplan/proto/schedule-availability';
import { addDays, dayOfWeekOf, fixedWeekDate, instantOf, type ShownSlot } from './slot-times.ts';

/** The days a calendar shows: its first day and how many (7 for a week, 1 on a phone). */
export interface ShownDays {
  first: string;
  count: number;
}

const datesOf = ({ first, count }: ShownDays) => Array.from({ length: count }, (_, i) => addDays(first, i));

/** The weekly slots on the days shown of the general calendar's fixed week, in day and time order. */
export function weeklySlotsShown(availability: AvailabilityByOwner, days: ShownDays): ShownSlot[] {
  const shownDays = new Set(datesOf(days).map(dayOfWeekOf));
  return availability.defaultAvailability
    .filter((slot) => shownDays.has(slot.dayOfWeek))
    .toSorted((a, b) => a.dayOfWeek - b.dayOfWeek || a.interval.start.localeCompare(b.interval.start))
    .map((slot) => ({ kind: 'weekly', slot }));
}

/** The exceptional slots (availabilities and unavailabilities) in time order. */
export function exceptionalSlotsShown(availability: AvailabilityByOwner): ShownSlot[] {
  const shown: ShownSlot[] = [
    ...availability.exceptionalAvailability.map(
      (slot) => ({ kind: 'exceptional', type: 'AVAILABLE', slot }) as const,
    ),
    ...availability.exceptionalUnavailability.map(
      (slot) => ({ kind: 'exceptional', type: 'NOT_AVAILABLE', slot }) as const,
    ),
  ];
  return shown.toSorted((a, b) => Date.parse(a.slot.interval.start) - Date.parse(b.slot.interval.start));
}

/** A shown slot as a calendar event; its id finds the slot again on click. */
export function eventOf(shown: ShownSlot): EventInput {
  if (shown.kind === 'weekly') {
    const date = fixedWeekDate(shown.slot.dayOfWeek);
    return {
      id: shown.slot.id,
      start: `${date}T${shown.slot.interval.start}`,
      end: `${date}T${shown.slot.interval.end}`,
      classNames: ['slot-event', 'slot-event--weekly'],
    };
  }
  return {
    id: shown.slot.id,
    start: shown.slot.interval.start,
    end: shown.slot.interval.end,
    title: shown.slot.comment ?? '',
    classNames: [
      'slot-event',
      shown.type === 'AVAILABLE' ? 'slot-event--available' : 'slot-event--unavailable',
    ],
  };
}

/** The weekly slots drawn faintly behind the exceptional calendar, on each real date shown. */
export function weeklyBackground(availability: AvailabilityByOwner, days: ShownDays): EventInput[] {
  return datesOf(days).flatMap((date) =>
    availability.defaultAvailability
      .filter((slot) => slot.dayOfWeek === dayOfWeekOf(date))
      .map((slot) => ({
        id: `weekly-${slot.id}-${date}`,
        start: instantOf(date, slot.interval.start, slot.interval.zone),
        end: instantOf(date, slot.interval.end, slot.interval.zone),
        display: 'background',
        classNames: ['slot-event--background'],
      })),
  );
}
