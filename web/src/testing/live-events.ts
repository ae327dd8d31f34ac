import type { LiveAppointmentEvent, LiveEventType } from '@teleplan/proto/live-feed';

type Appointment = LiveAppointmentEvent['appointment'];

/** A live event of the feed's contract: a 20-minute appointment on Wednesday 25 November 2026, 10:00 Paris. */
export function liveEvent(
  id: string,
  type: LiveEventType = 'BOOKED',
  appointment: Partial<Appointment> = {},
  previous?: LiveAppointmentEvent['previous'],
): LiveAppointmentEvent {
  return {
    id,
    type,
    occurredAt: '2026-11-20T08:00:00.000Z',
    appointment: {
      id: '0190a0b0-0000-7000-8000-000000000301',
      doctor: '0190a0b0-0000-7000-8000-00000000000a',
      room: '0190a0b0-0000-7000-8000-000000000101',
      sector: '0190a0b0-0000-7000-8000-000000000201',
      start: '2026-11-25T09:00:00.000Z',
      end: '2026-11-25T09:20:00.000Z',
      consultationEnd: '2026-11-25T09:10:00.000Z',
      title: 'Marie Curie',
      paid: false,
      canceled: type === 'CANCELED',
      absentPatient: false,
      ...appointment,
    },
    ...(previous ? { previous } : {}),
  };
}

/** Event ids in order (UUID v7 sort by time): `eventId(1) < eventId(2)`. */
export const eventId = (n: number) => `0190a0b0-0000-7000-8000-${String(n).padStart(12, '0')}`;
