import { minutesOf, zoneFormatter } from './local-clock.ts';

/** One weekly slot of an owner: ISO day (1 = Monday), local `HH:mm` bounds, the zone they are read in. */
export interface WeeklyHours {
  dayOfWeek: number;
  start: string;
  end: string;
  zone: string;
}

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * Recent answers of `localWeekMinute`: a provisioning call asks the same instants of every doctor of a sector, and
 * a zone's formatter costs far more to use than a lookup. Emptied when full.
 */
const recent = new Map<string, { day: number; minutes: number }>();
const RECENT_MAX = 1000;

/** The ISO weekday and minutes since midnight of `instant` in `zone`. */
function localWeekMinute(instant: Date, zone: string): { day: number; minutes: number } {
  const key = `${zone} ${instant.getTime()}`;
  let local = recent.get(key);
  if (!local) {
    if (recent.size >= RECENT_MAX) recent.clear();
    local = readLocalWeekMinute(instant, zone);
    recent.set(key, local);
  }
  return local;
}

function readLocalWeekMinute(instant: Date, zone: string): { day: number; minutes: number } {
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
