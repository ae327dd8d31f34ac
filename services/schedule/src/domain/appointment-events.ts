import type { EntityManager } from 'typeorm';
import { enqueueEvent } from '@teleplan/kit/outbox/enqueue-event';
import { newEvent } from '@teleplan/kit/outbox/new-event';
import type { Appointment } from '@teleplan/proto/schedule-appointments';
import { ScheduleEvents, type AppointmentEventPayload } from '@teleplan/proto/schedule-events';

export const PRODUCER = 'schedule';

/** appointment.modified with the values before the change (same transaction as the change). */
export function appointmentModified(manager: EntityManager, current: Appointment, previous: Appointment) {
  const payload: AppointmentEventPayload = { current, previous };
  return enqueueEvent(manager, newEvent(ScheduleEvents.appointmentModified, PRODUCER, payload));
}

/** appointment.canceled (same transaction as the cancellation). */
export function appointmentCanceled(manager: EntityManager, current: Appointment) {
  const payload: AppointmentEventPayload = { current };
  return enqueueEvent(manager, newEvent(ScheduleEvents.appointmentCanceled, PRODUCER, payload));
}
