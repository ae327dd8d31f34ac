import type { AppointmentView } from '@teleplan/proto/schedule-appointments';

let sequence = 0;
const uuid = (prefix: string, n: number) => `0190a0b0-0000-7000-${prefix}-${String(n).padStart(12, '0')}`;

interface AppointmentFields {
  canceled?: boolean;
  patientName?: string;
  doctor?: string;
  room?: string;
  roomName?: string;
  doctorName?: string;
}

/** An appointment as the schedule service answers it with details, starting at `start` for `minutes`. */
export function anAppointment(
  start: string,
  minutes: number,
  fields: AppointmentFields = {},
): AppointmentView {
  sequence += 1;
  const end = new Date(Date.parse(start) + minutes * 60_000).toISOString();
  const room = fields.room ?? uuid('a000', sequence);
  const doctor = fields.doctor ?? uuid('d000', sequence);
  const patient = uuid('e000', sequence);
  return {
    appointment: {
      id: uuid('8000', sequence),
      room,
      sector: uuid('b000', sequence),
      doctor,
      patient,
      startTime: start,
      zone: 'Europe/Paris',
      interval: { start, end, zone: 'Europe/Paris' },
      consultationInterval: { start, end, zone: 'Europe/Paris' },
      paid: false,
      comment: null,
      fromC15: false,
      noTreatingDoctor: true,
      treatingDoctorNotAvailable: false,
      canceled: fields.canceled ?? false,
      cancelMotive: fields.canceled ? 'Empêchement' : null,
      absentPatient: false,
      deleted: false,
      createdAt: start,
      updatedAt: start,
    },
    patient: {
      id: patient,
      firstName: 'Léa',
      lastName: fields.patientName ?? 'Martin',
      email: null,
      phone: null,
    },
    room: { id: room, name: fields.roomName ?? 'Salle Bleue' },
    doctor: {
      id: doctor,
      firstName: 'Gregory',
      lastName: fields.doctorName ?? 'House',
      email: null,
      phone: null,
    },
    sector: null,
  };
}
