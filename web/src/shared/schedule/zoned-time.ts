import { DateTime } from 'luxon';
import { DATE_LOCALES } from '../format/date-locale.ts';
import type { Language } from '../i18n/i18n.ts';

/** Times of the schedule screens, computed in the viewer's IANA zone so DST days come out right. */

const inZone = (instant: string, zone: string) => DateTime.fromISO(instant, { zone });

/** 'lundi 23 novembre 2026' / 'Monday, November 23, 2026'. */
export function longDate(instant: string, zone: string, language: Language): string {
  return inZone(instant, zone).setLocale(DATE_LOCALES[language]).toLocaleString(DateTime.DATE_HUGE);
}

/** 'HH:mm' (24 h). */
export function clockTime(instant: string, zone: string): string {
  return inZone(instant, zone).toFormat('HH:mm');
}

/** The local date 'YYYY-MM-DD' of an instant in the zone. */
export function localDateOf(instant: string | Date, zone: string): string {
  const value = typeof instant === 'string' ? inZone(instant, zone) : DateTime.fromJSDate(instant, { zone });
  return value.toISODate()!;
}

/** The instants (ISO with milliseconds, UTC) where the local day `date` starts and the next one starts. */
export function dayBounds(date: string, zone: string): { start: string; end: string } {
  const start = DateTime.fromISO(date, { zone }).startOf('day');
  return { start: start.toUTC().toISO()!, end: start.plus({ days: 1 }).toUTC().toISO()! };
}

/** `date` moved by whole days or months (month ends clamp: 31 March − 1 month = 28/29 February). */
export function shiftDate(date: string, by: { days?: number; months?: number }): string {
  return DateTime.fromISO(date).plus(by).toISODate()!;
}

/** Day-of-week short label, day number and the rest of a local date: ['lun.', '23', 'novembre 2026']. */
export function dayLabel(
  date: string,
  language: Language,
): { weekday: string; day: string; monthYear: string } {
  const value = DateTime.fromISO(date).setLocale(DATE_LOCALES[language]);
  return { weekday: value.toFormat('ccc'), day: value.toFormat('d'), monthYear: value.toFormat('LLLL yyyy') };
}

/** 'novembre 2026'. */
export function monthLabel(date: string, language: Language): string {
  return DateTime.fromISO(date).setLocale(DATE_LOCALES[language]).toFormat('LLLL yyyy');
}

/** The instant of a local date and time in the zone, ISO with milliseconds in UTC. */
export function instantOf(date: string, time: string, zone: string): string {
  return DateTime.fromISO(`${date}T${time}`, { zone }).toUTC().toISO()!;
}
