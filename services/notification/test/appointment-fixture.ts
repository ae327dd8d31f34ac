import { v7 as uuidv7 } from 'uuid';
import type { Appointment } from '@teleplan/proto/schedule-appointments';
import { anAppointment } from '@teleplan/proto/testing/appointment';

/**
 * An appointment of 20 minutes for `patientId` in `roomId` from `start`, as schedule's events carry it, with a
 * comment that must never reach a message (the texts hold no health data).
 */
export function appointmentOf(
  patientId: string,
  roomId: string,
  start: string,
  at: Date,
  extra: Partial<Appointment> = {},
): Appointment {
  return anAppointment(
    start,
    {
      id: uuidv7(),
      room: roomId,
      sector: uuidv7(),
      doctor: uuidv7(),
      patient: patientId,
      comment: 'Douleurs thoraciques depuis hier',
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
      ...extra,
    },
    { consultation: 20, total: 20 },
  );
}
