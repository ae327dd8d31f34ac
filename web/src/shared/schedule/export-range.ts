import { DateTime } from 'luxon';

/** The earliest day an export may start (spec section 5). */
export const EXPORT_MIN_DATE = '2020-02-01';

export type ExportRangeError = 'required' | 'tooEarly' | 'tooLate' | 'invalidRange';

export interface ExportRangeErrors {
  from: ExportRangeError | null;
  to: ExportRangeError | null;
}

/**
 * The export dates' rules (spec sections 2 and 5): both required, each between 1 Feb 2020 and today, the end
 * on or after the start. Dates are local 'YYYY-MM-DD'.
 */
export function exportRangeErrors(from: string, to: string, today: string): ExportRangeErrors {
  const bounds = (date: string): ExportRangeError | null => {
    if (!date) return 'required';
    if (date < EXPORT_MIN_DATE) return 'tooEarly';
    if (date > today) return 'tooLate';
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
