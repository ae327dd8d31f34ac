/** Formatters by zone: making one costs far more than formatting with it. Bounded, zones being callers' input. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const FORMATTERS_KEPT = 1000;

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size >= FORMATTERS_KEPT) formatters.clear();
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether `zone` is a time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of `instant` in `zone` (a RangeError for an unknown zone). */
export function wallClock(instant: Date, zone: string) {
  const parts = formatterOf(zone).formatToParts(instant);
  const field = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

/** How far `zone`'s clocks are ahead of UTC at `instant`, in milliseconds. */
export function offsetMs(instant: Date, zone: string): number {
  const wall = wallClock(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the clocks of `zone` show `hour`:00 on the given date (month 1-12; a day out of range rolls over).
 * On a spring-forward day an hour that does not exist is taken one hour later, as clocks show it.
 */
export function zonedInstant(
  date: { year: number; month: number; day: number },
  hour: number,
  zone: string,
): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day, hour);
  const first = guess - offsetMs(new Date(guess), zone);
  return new Date(guess - offsetMs(new Date(first), zone));
}
