import { DateTime } from 'luxon';

/** 'DD-MM-YYYY HH:mm:ss' in the zone: log lines come several a second, so the table shows the seconds. */
export function timeWithSeconds(instant: string, zone: string): string {
  return DateTime.fromISO(instant, { zone }).toFormat('dd-MM-yyyy HH:mm:ss');
}

/** The value of a `datetime-local` field showing `instant` in the zone ('' for none). */
export function localInputOf(instant: string, zone: string): string {
  if (!instant) return '';
  return DateTime.fromISO(instant, { zone }).toFormat("yyyy-MM-dd'T'HH:mm");
}

/** The instant (ISO, UTC, milliseconds) a `datetime-local` value means in the zone; '' for an empty field. */
export function instantOfLocalInput(value: string, zone: string): string {
  if (!value) return '';
  const local = DateTime.fromISO(value, { zone });
  return local.isValid ? local.toUTC().toISO()! : '';
}
