import type { LiveAppointmentEvent } from '@teleplan/proto/live-feed';
import type {
  AppointmentListQuery,
  CalendarAppointment,
  CalendarAppointmentQuery,
} from '@teleplan/proto/schedule-appointments';

/** The appointment an event carries: what a calendar draws, plus its room, sector and flags. */
type LiveAppointment = LiveAppointmentEvent['appointment'];

/** The list asked of the server: a horizon and the id lists it filters on (doctors, rooms, sectors). */
type ListArg = Pick<
  CalendarAppointmentQuery,
  'horizonStart' | 'horizonEnd' | 'doctorIds' | 'roomIds' | 'sectorIds'
>;

const listed = (ids: readonly string[] | undefined, id: string) => ids === undefined || ids.includes(id);

const overlapsHorizon = (arg: ListArg, start: string, end: string) =>
  Date.parse(start) < Date.parse(arg.horizonEnd) && Date.parse(end) > Date.parse(arg.horizonStart);

/**
 * Whether the calendar list asked with `arg` holds the appointment as it now is: the server's own filter (every id
 * list given matches, the appointment overlaps the horizon, canceled ones left out), so a doctor calendar keeps its
 * doctors' appointments, a room calendar its room's, and an event outside the loaded weeks changes nothing.
 */
export function shownBy(arg: ListArg, appointment: LiveAppointment): boolean {
  return (
    !appointment.canceled &&
    listed(arg.doctorIds, appointment.doctor) &&
    listed(arg.roomIds, appointment.room) &&
    listed(arg.sectorIds, appointment.sector) &&
    overlapsHorizon(arg, appointment.start, appointment.end)
  );
}

/** What a calendar list keeps of the event's appointment (the fields `appointments/calendar` answers). */
export function calendarItemOf(appointment: LiveAppointment): CalendarAppointment {
  const { id, doctor, start, end, consultationEnd, title } = appointment;
  return { id, doctor, start, end, consultationEnd, title };
}

const inListOrder = (a: CalendarAppointment, b: CalendarAppointment) =>
  Date.parse(a.start) - Date.parse(b.start) || a.id.localeCompare(b.id);

/**
 * The calendar list after the event, or null when the event changes nothing in it (docs/screens.md#live-updates):
 * BOOKED adds the appointment when the list shows it and lacks it; CANCELED removes it; MODIFIED removes it when the
 * list no longer shows it (another doctor or room, out of the horizon), else updates it, or adds it when unknown.
 * The list stays in the server's order (start, then id).
 */
export function calendarAfter(
  list: readonly CalendarAppointment[],
  arg: ListArg,
  event: Pick<LiveAppointmentEvent, 'type' | 'appointment'>,
): CalendarAppointment[] | null {
  const { appointment } = event;
  const present = list.some((item) => item.id === appointment.id);
  const without = () => list.filter((item) => item.id !== appointment.id);
  const withIt = () => [...without(), calendarItemOf(appointment)].sort(inListOrder);
  switch (event.type) {
    case 'BOOKED':
      return !present && shownBy(arg, appointment) ? withIt() : null;
    case 'CANCELED':
      return present ? without() : null;
    case 'MODIFIED':
      if (shownBy(arg, appointment)) return withIt();
      return present ? without() : null;
  }
}

/**
 * Whether an agenda list (`appointments` with details) may hold the event's appointment, before or after it: its
 * doctor or room, current or previous, is the agenda's person. A move's former time is not in the event, so the
 * horizon rules out only bookings and cancelations.
 */
export function concernsAgenda(
  arg: Pick<AppointmentListQuery, 'horizonStart' | 'horizonEnd' | 'doctorIds' | 'roomIds'>,
  event: Pick<LiveAppointmentEvent, 'type' | 'appointment' | 'previous'>,
): boolean {
  const { appointment, previous } = event;
  const people = (ids: readonly string[] | undefined, current: string, former: string | undefined) =>
    ids !== undefined && (ids.includes(current) || (former !== undefined && ids.includes(former)));
  const person =
    people(arg.doctorIds, appointment.doctor, previous?.doctor) ||
    people(arg.roomIds, appointment.room, previous?.room);
  if (!person) return false;
  return event.type === 'MODIFIED' || overlapsHorizon(arg, appointment.start, appointment.end);
}
