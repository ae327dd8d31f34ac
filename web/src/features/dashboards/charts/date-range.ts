import { DateTime } from 'luxon';
import { STATISTICS_FIRST_DAY } from '@teleplan/proto/indicators';

/** A range of local dates 'YYYY-MM-DD', both days included. */
export interface DateRange {
  from: string;
  to: string;
}

/** The date range picker's presets, in the order shown. */
export const DATE_RANGE_PRESETS = [
  'weekStart',
  'rollingWeek',
  'monthStart',
  'rollingMonth',
  'threeMonths',
  'sixMonths',
  'yearStart',
  'rollingYear',
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

const ROLLING: Partial<Record<DateRangePreset, { weeks?: number; months?: number; years?: number }>> = {
  rollingWeek: { weeks: 1 },
  rollingMonth: { months: 1 },
  threeMonths: { months: 3 },
  sixMonths: { months: 6 },
  rollingYear: { years: 1 },
};
const TO_DATE: Partial<Record<DateRangePreset, 'week' | 'month' | 'year'>> = {
  weekStart: 'week',
  monthStart: 'month',
  yearStart: 'year',
};

/**
 * The range a preset means on `today`, ending with today: "début de …" from the first day of the week (Monday),
 * month or year; the rolling ones the length they name, today included (a rolling week: 7 days). Never before
 * the first day statistics cover.
 */
export function presetRange(
  preset: DateRangePreset,
  today: string,
  firstDay = STATISTICS_FIRST_DAY,
): DateRange {
  const day = DateTime.fromISO(today, { zone: 'utc' });
  const unit = TO_DATE[preset];
  const start = unit ? day.startOf(unit) : day.minus(ROLLING[preset]!).plus({ days: 1 });
  const from = start.toISODate()!;
  return { from: from < firstDay ? firstDay : from, to: today };
}

export interface DateRangeProblem {
  /** The date to correct. */
  field: keyof DateRange;
  problem: 'outOfBounds' | 'endBeforeStart';
}

/** What keeps a range from being applied: a date missing or outside [min, max], or the end before the start. */
export function dateRangeProblem(range: DateRange, min: string, max: string): DateRangeProblem | null {
  const inBounds = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= min && date <= max;
  if (!inBounds(range.from)) return { field: 'from', problem: 'outOfBounds' };
  if (!inBounds(range.to)) return { field: 'to', problem: 'outOfBounds' };
  if (range.to < range.from) return { field: 'to', problem: 'endBeforeStart' };
  return null;
}
