import { DateTime } from 'luxon';
import type { Language } from '../i18n/i18n.ts';

/** 'lundi 23 novembre 2026' in the zone. */
export function formatDay(iso: string, zone: string, language: Language): string {
  return DateTime.fromISO(iso, { zone }).setLocale(language).toLocaleString(DateTime.DATE_HUGE);
}

/** '09:00' in the zone. */
export function formatClock(iso: string, zone: string): string {
  return DateTime.fromISO(iso, { zone }).toFormat('HH:mm');
}

/** The local date 'YYYY-MM-DD' of an instant in the zone. */
export function localDate(iso: string, zone: string): string {
  return DateTime.fromISO(iso, { zone }).toISODate()!;
}

/** The instant of a local date and time in the zone, ISO with milliseconds in UTC. */
export function instantOf(date: string, time: string, zone: string): string {
  return DateTime.fromISO(`${date}T${time}`, { zone }).toUTC().toISO()!;
}

/** Start and end of the local day of `date` in the zone, as instants. */
export function dayBounds(date: string, zone: string): { from: string; to: string } {
  const start = DateTime.fromISO(date, { zone }).startOf('day');
  return { from: start.toUTC().toISO()!, to: start.plus({ days: 1 }).toUTC().toISO()! };
}
