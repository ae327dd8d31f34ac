import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { anAppointment } from '@teleplan/proto/testing/appointment';

let sequence = 0;

/** An appointment with its details as the schedule service answers it; `start` ISO, 20 min consultation + 10 prep. */
export function aBookedAppointment(
  start: string,
  fields: Partial<AppointmentView['appointment']> = {},
): AppointmentView {
  sequence += 1;
  const id = `0190a0b0-0000-7000-a000-${String(sequence).padStart(12, '0')}`;
  return {
    appointment: anAppointment(start, { id, ...fields }),
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
