import { SLOT_STEP_MINUTES } from '@teleplan/proto/schedule-common';

/** Minutes since midnight of a wall-clock time `HH:mm`. */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const onStep = (minutes: number) => minutes % SLOT_STEP_MINUTES === 0;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An en-GB 24-hour formatter of `zone` showing the hour, the minute and `extra` fields, made once. */
export function zoneFormatter(zone: string, extra: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${zone} ${JSON.stringify(extra)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...extra,
    });
    formatters.set(key, format);
  }
  return format;
}

/** The wall-clock time `HH:mm` of `instant` in `zone`, or null when it is not on a whole minute. */
export function localTime(instant: Date, zone: string): string | null {
  if (instant.getTime() % 60_000 !== 0) return null;
  return zoneFormatter(zone).format(instant);
}

/**
 * Whether `instant` falls on a 10-minute step of the wall clock of `zone` (no seconds): 09:00 in Asia/Kathmandu
 * (UTC+05:45) is 03:15 UTC, a step there though not in UTC.
 */
export function onLocalStep(instant: Date, zone: string): boolean {
  const local = localTime(instant, zone);
  return local !== null && onStep(minutesOf(local));
}
