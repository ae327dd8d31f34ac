import type { AppointmentView } from '@teleplan/proto/schedule-appointments';

let sequence = 0;

/** An appointment with its details as the schedule service answers it; `start` ISO, 20 min consultation + 10 prep. */
export function aBookedAppointment(
  start: string,
  fields: Partial<AppointmentView['appointment']> = {},
): AppointmentView {
  sequence += 1;
  const id = `0190a0b0-0000-7000-a000-${String(sequence).padStart(12, '0')}`;
  const begin = Date.parse(start);
  const iso = (minutes: number) => new Date(begin + minutes * 60_000).toISOString();
  return {
    appointment: {
      id,
      room: '0190a0b0-0000-7000-b000-000000000001',
      sector: '0190a0b0-0000-7000-b000-000000000002',
      doctor: '0190a0b0-0000-7000-b000-000000000003',
      patient: '0190a0b0-0000-7000-b000-000000000004',
      startTime: iso(0),
      zone: 'Europe/Paris',
      interval: { start: iso(0), end: iso(30), zone: 'Europe/Paris' },
      consultationInterval: { start: iso(0), end: iso(20), zone: 'Europe/Paris' },
      paid: false,
      comment: null,
      fromC15: false,
      noTreatingDoctor: false,
      treatingDoctorNotAvailable: false,
      canceled: false,
      cancelMotive: null,
      absentPatient: false,
      deleted: false,
      createdAt: iso(-10_000),
      updatedAt: iso(-10_000),
      ...fields,
    },
    doctor: {
      id: '0190a0b0-0000-7000-b000-000000000003',
      firstName: 'Gregory',
      lastName: 'House',
      email: 'house@example.fr',
      phone: null,
    },
    patient: {
      id: '0190a0b0-0000-7000-b000-000000000004',
      firstName: 'Marie',
      lastName: 'Curie',
      email: null,
      phone: '+33612345678',
    },
    room: { id: '0190a0b0-0000-7000-b000-000000000001', name: 'Salle Nord' },
    sector: { id: '0190a0b0-0000-7000-b000-000000000002', name: 'Cabinet Nord' },
  };
}
