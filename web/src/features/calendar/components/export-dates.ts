import { DateTime } from 'luxon';

/** The export date picker's lower bound (spec section 5). */
export const EXPORT_MIN_DATE = '2020-02-01';

export type ExportDatesProblem = 'required' | 'invalid' | 'outOfBounds' | null;

/** The current week in the zone: Monday to Sunday, cut at today (the picker's upper bound). */
export function currentWeek(zone: string, now = new Date()): { from: string; to: string } {
  const today = DateTime.fromJSDate(now, { zone });
  const monday = today.startOf('week');
  const sunday = monday.plus({ days: 6 });
  return { from: monday.toISODate()!, to: (sunday < today ? sunday : today).toISODate()! };
}

/** Both dates required, the end not before the start, both between 1 February 2020 and today. */
export function exportDatesProblem(from: string, to: string, today: string): ExportDatesProblem {
  if (!from || !to) return 'required';
  if (to < from) return 'invalid';
  if (from < EXPORT_MIN_DATE || to > today) return 'outOfBounds';
  return null;
}
