import type { EntityManager } from 'typeorm';
import { enqueueEvent } from '@teleplan/kit/outbox/enqueue-event';
import { newEvent } from '@teleplan/kit/outbox/new-event';
import type { Appointment } from '@teleplan/proto/schedule-appointments';
import { ScheduleEvents, type AppointmentEventPayload } from '@teleplan/proto/schedule-events';

export const PRODUCER = 'schedule';

/** The event of a change of `current`: it occurs when the appointment changed (the service's clock). */
function changeEvent(type: string, current: Appointment, payload: AppointmentEventPayload) {
  return { ...newEvent(type, PRODUCER, payload), occurredAt: current.updatedAt };
}

/** appointment.modified with the values before the change (same transaction as the change). */
export function appointmentModified(manager: EntityManager, current: Appointment, previous: Appointment) {
  return enqueueEvent(
    manager,
    changeEvent(ScheduleEvents.appointmentModified, current, { current, previous }),
  );
}

/** appointment.canceled (same transaction as the cancellation). */
export function appointmentCanceled(manager: EntityManager, current: Appointment) {
  return enqueueEvent(manager, changeEvent(ScheduleEvents.appointmentCanceled, current, { current }));
}
