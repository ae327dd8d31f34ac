import type { EventEnvelope } from '@teleplan/proto/events';
import type { LiveAppointmentEvent, LiveEventType } from '@teleplan/proto/live-feed';
import type { Role } from '@teleplan/proto/roles';
import { ScheduleEvents, type AppointmentEventPayload } from '@teleplan/proto/schedule-events';

/**
 * One appointment event as the live feed keeps it: the event a calendar applies (its `title` the patient's full
 * name) and the rooms, sectors and doctors it concerns, before and after, which decide who sees it.
 */
export interface LiveRecord {
  event: LiveAppointmentEvent;
  rooms: string[];
  sectors: string[];
  doctors: string[];
}

export const LIVE_EVENT_TYPES: Readonly<Record<string, LiveEventType>> = {
  [ScheduleEvents.appointmentBooked]: 'BOOKED',
  [ScheduleEvents.appointmentModified]: 'MODIFIED',
  [ScheduleEvents.appointmentCanceled]: 'CANCELED',
};

const distinct = (...ids: (string | undefined)[]) => [...new Set(ids.filter((id) => id !== undefined))];

/** The record of an appointment event; `patientName` is the patient's full name ('' when unknown). */
export function liveRecordOf(
  envelope: EventEnvelope,
  { current, previous }: AppointmentEventPayload,
  patientName: string,
): LiveRecord {
  const type = LIVE_EVENT_TYPES[envelope.type];
  if (!type) throw new Error(`not an appointment event: ${envelope.type}`);
  const moved = type === 'MODIFIED' ? previous : undefined;
  return {
    event: {
      id: envelope.id,
      type,
      occurredAt: envelope.occurredAt,
      appointment: {
        id: current.id,
        doctor: current.doctor,
        start: current.startTime,
        end: current.interval.end,
        consultationEnd: current.consultationInterval.end,
        title: patientName,
        room: current.room,
        sector: current.sector,
        paid: current.paid,
        canceled: current.canceled,
        absentPatient: current.absentPatient,
      },
      ...(moved ? { previous: { room: moved.room, doctor: moved.doctor } } : {}),
    },
    rooms: distinct(current.room, moved?.room),
    sectors: distinct(current.sector, moved?.sector),
    doctors: distinct(current.doctor, moved?.doctor),
  };
}

/** Roles whose calendars show no patient name (docs/screens.md, calendars): their events' titles are blank. */
const NAMELESS: ReadonlySet<Role> = new Set(['ADMIN', 'SUPER_ADMIN']);

/** The event as `role` receives it. */
export function eventFor(role: Role, record: LiveRecord): LiveAppointmentEvent {
  if (!NAMELESS.has(role)) return record.event;
  return { ...record.event, appointment: { ...record.event.appointment, title: '' } };
}

/** Each record's JSON, once per kind of title: thousands of sockets get the same text. */
const serialized = new WeakMap<LiveRecord, { named?: string; nameless?: string }>();

/** The event as `role` receives it, as JSON text. */
export function jsonFor(role: Role, record: LiveRecord): string {
  const texts = serialized.get(record) ?? {};
  serialized.set(record, texts);
  const kind = NAMELESS.has(role) ? 'nameless' : 'named';
  return (texts[kind] ??= JSON.stringify(eventFor(role, record)));
}
