import type { Work } from '@teleplan/kit/db/unit-of-work';
import type { Appointment } from '@teleplan/proto/schedule-appointments';
import { ScheduleEvents, type AppointmentEventPayload } from '@teleplan/proto/schedule-events';

export const PRODUCER = 'schedule';

type Emitter = Pick<Work, 'emit'>;

/** appointment.modified with the values before the change; it occurs when the appointment changed. */
export function appointmentModified(work: Emitter, current: Appointment, previous: Appointment) {
  const payload: AppointmentEventPayload = { current, previous };
  return work.emit(ScheduleEvents.appointmentModified, payload, current.updatedAt);
}

/** appointment.canceled; it occurs when the appointment was canceled. */
export function appointmentCanceled(work: Emitter, current: Appointment) {
  const payload: AppointmentEventPayload = { current };
  return work.emit(ScheduleEvents.appointmentCanceled, payload, current.updatedAt);
}
