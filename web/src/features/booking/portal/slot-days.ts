import { DateTime } from 'luxon';
import type { BookableStep } from '@teleplan/proto/schedule-timelines';
import { localDateOf } from '../../../shared/schedule/zoned-time.ts';

/** A day of the room's free starts, 'YYYY-MM-DD' in the room's zone, its starts (ISO instants) in order. */
export interface SlotDay {
  date: string;
  starts: string[];
}

/** The bookable steps grouped by local day, days and starts in time order, each start once. */
export function slotDays(steps: readonly BookableStep[], zone: string): SlotDay[] {
  const days = new Map<string, Set<string>>();
  for (const step of steps) {
    const start = new Date(step.start).toISOString();
    const date = localDateOf(start, zone);
    days.set(date, (days.get(date) ?? new Set()).add(start));
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, starts]) => ({ date, starts: [...starts].sort() }));
}

/** The portal's booking window: from `now` to one month ahead (docs/constants.md). */
export function bookingWindow(now: Date): { from: string; to: string } {
  const from = DateTime.fromJSDate(now).toUTC();
  return { from: from.toISO()!, to: from.plus({ months: 1 }).toISO()! };
}
