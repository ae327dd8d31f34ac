import { minutesOf, zoneFormatter } from './local-clock.ts';

/** One weekly slot of an owner: ISO day (1 = Monday), local `HH:mm` bounds, the zone they are read in. */
export interface WeeklyHours {
  dayOfWeek: number;
  start: string;
  end: string;
  zone: string;
}

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The ISO weekday and minutes since midnight of `instant` in `zone`. */
function localWeekMinute(instant: Date, zone: string): { day: number; minutes: number } {
  const parts = Object.fromEntries(
    zoneFormatter(zone, { weekday: 'short' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { day: DAYS.indexOf(parts.weekday!) + 1, minutes: minutesOf(`${parts.hour}:${parts.minute}`) };
}

/**
 * Whether one of the weekly slots holds the whole of [`start`, `end`) on one local day: a guess of who works then,
 * to ask the booking rules about them first. The rules (exceptional slots included) decide.
 */
export function weeklyHoursHold(hours: readonly WeeklyHours[], start: Date, end: Date): boolean {
  return hours.some((slot) => {
    const from = localWeekMinute(start, slot.zone);
    const to = localWeekMinute(end, slot.zone);
    return (
      from.day === slot.dayOfWeek &&
      to.day === slot.dayOfWeek &&
      minutesOf(slot.start) <= from.minutes &&
      to.minutes <= minutesOf(slot.end)
    );
  });
}
