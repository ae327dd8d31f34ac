import { DateTime } from 'luxon';
import { BOOKABLE_HORIZON_DAYS } from '@teleplan/proto/schedule-common';

/** The earliest day an export may start (docs/constants.md#time-and-scheduling). */
export const EXPORT_MIN_DATE = '2020-02-01';

export type ExportRangeError = 'required' | 'tooEarly' | 'tooLate' | 'invalidRange';

export interface ExportRangeErrors {
  from: ExportRangeError | null;
  to: ExportRangeError | null;
}

/** The last day an export may reach: the end of the bookable horizon, so a room can export its coming days. */
export function exportMaxDate(today: string): string {
  return DateTime.fromISO(today).plus({ days: BOOKABLE_HORIZON_DAYS }).toISODate()!;
}

/**
 * The export dates' rules: both required, each between 1 Feb 2020 and the end of the bookable horizon, the end on
 * or after the start. Dates are local 'YYYY-MM-DD'.
 */
export function exportRangeErrors(from: string, to: string, today: string): ExportRangeErrors {
  const max = exportMaxDate(today);
  const bounds = (date: string): ExportRangeError | null => {
    if (!date) return 'required';
    if (date < EXPORT_MIN_DATE) return 'tooEarly';
    if (date > max) return 'tooLate';
    return null;
  };
  const errors = { from: bounds(from), to: bounds(to) };
  if (!errors.from && !errors.to && to < from) errors.to = 'invalidRange';
  return errors;
}

/** The default range: Monday of the current week to today. */
export function defaultExportRange(today: string): { from: string; to: string } {
  return { from: DateTime.fromISO(today).startOf('week').toISODate()!, to: today };
}
