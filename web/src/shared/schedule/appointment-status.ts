import type { Appointment } from '@teleplan/proto/schedule-appointments';

export type DisplayStatus = 'toCome' | 'inProgress' | 'finished' | 'canceled';

/**
 * The status shown for an appointment, derived from time: canceled; in progress while now is
 * inside its interval (the consultation interval in a doctor's view); finished once that ended; else to come.
 */
export function displayStatus(
  appointment: Pick<Appointment, 'canceled' | 'interval' | 'consultationInterval'>,
  now: Date,
  doctorView = false,
): DisplayStatus {
  if (appointment.canceled) return 'canceled';
  const span = doctorView ? appointment.consultationInterval : appointment.interval;
  const at = now.getTime();
  if (Date.parse(span.end) <= at) return 'finished';
  if (Date.parse(span.start) <= at) return 'inProgress';
  return 'toCome';
}
