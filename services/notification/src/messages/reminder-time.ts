import { wallClock, zonedInstant } from '@teleplan/kit/time/zoned-time';

/** When the reminder of an appointment starting at `start` goes: the day before, at `hour` o'clock in `zone`. */
export function reminderInstant(start: Date, zone: string, hour: number): Date {
  const day = wallClock(start, zone);
  return zonedInstant({ year: day.year, month: day.month, day: day.day - 1 }, hour, zone);
}
