import { v7 as uuidv7 } from 'uuid';
import type { Appointment } from '@teleplan/proto/schedule-appointments';

/** An appointment of 20 minutes for `patientId` in `roomId` from `start`, as schedule's events carry it. */
export function appointmentOf(
  patientId: string,
  roomId: string,
  start: string,
  at: Date,
  extra: Partial<Appointment> = {},
): Appointment {
  const startTime = new Date(start);
  const end = new Date(startTime.getTime() + 20 * 60_000).toISOString();
  return {
    id: uuidv7(),
    room: roomId,
    sector: uuidv7(),
    doctor: uuidv7(),
    patient: patientId,
    startTime: startTime.toISOString(),
    zone: 'Europe/Paris',
    interval: { start: startTime.toISOString(), end, zone: 'Europe/Paris' },
    consultationInterval: { start: startTime.toISOString(), end, zone: 'Europe/Paris' },
    paid: false,
    comment: 'Douleurs thoraciques depuis hier',
    fromC15: false,
    noTreatingDoctor: false,
    treatingDoctorNotAvailable: false,
    canceled: false,
    cancelMotive: null,
    absentPatient: false,
    deleted: false,
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
    ...extra,
  };
}
