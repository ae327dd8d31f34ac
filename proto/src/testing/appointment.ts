import type { Appointment } from '../schedule-appointments.ts';

const ZONE = 'Europe/Paris';

/**
 * An appointment as the schedule service answers and publishes it, for tests: starting at `start` (ISO), its
 * consultation `consultation` minutes long and its whole interval (the room's preparation included) `total`
 * minutes; in Paris, neither paid, canceled nor flagged, with fixed ids unless `fields` gives others.
 */
export function anAppointment(
  start: string,
  fields: Partial<Appointment> = {},
  minutes: { consultation: number; total: number } = { consultation: 20, total: 30 },
): Appointment {
  const begin = Date.parse(start);
  const at = (after: number) => new Date(begin + after * 60_000).toISOString();
  return {
    id: '0190a0b0-0000-7000-a000-000000000000',
    room: '0190a0b0-0000-7000-b000-000000000001',
    sector: '0190a0b0-0000-7000-b000-000000000002',
    doctor: '0190a0b0-0000-7000-b000-000000000003',
    patient: '0190a0b0-0000-7000-b000-000000000004',
    startTime: at(0),
    zone: ZONE,
    interval: { start: at(0), end: at(minutes.total), zone: ZONE },
    consultationInterval: { start: at(0), end: at(minutes.consultation), zone: ZONE },
    paid: false,
    comment: null,
    fromC15: false,
    noTreatingDoctor: false,
    treatingDoctorNotAvailable: false,
    canceled: false,
    cancelMotive: null,
    absentPatient: false,
    deleted: false,
    createdAt: at(-10_000),
    updatedAt: at(-10_000),
    ...fields,
  };
}
