import { DateTime } from 'luxon';

/** The patient history starts on this day (docs/scheduling-rules.md#patient-history). */
export const HISTORY_START_DATE = '2021-01-01';

/** The history's horizon: 1 January 2021 to the end of the current year, local days of `zone`. */
export function historyHorizon(now: Date, zone: string): { horizonStart: string; horizonEnd: string } {
  const start = DateTime.fromISO(HISTORY_START_DATE, { zone });
  const end = DateTime.fromJSDate(now, { zone }).startOf('year').plus({ years: 1 });
  return { horizonStart: start.toUTC().toISO()!, horizonEnd: end.toUTC().toISO()! };
}
