import type { EventInput } from '@fullcalendar/core';
import { DateTime } from 'luxon';
import type { CalendarAppointment } from '@teleplan/proto/schedule-appointments';
import type { AvailabilityByOwner } from '@teleplan/proto/schedule-availability';
import type { Role } from '@teleplan/proto/roles';
import { appointmentTitle, type CalendarKind } from './appointment-display.ts';

/** The group of the availability background events: drops and selections are constrained to it. */
export const AVAILABILITY_GROUP = 'availability';

interface AppointmentEventOptions {
  kind: CalendarKind;
  role: Role | undefined;
  now: Date;
  selectedId?: string | null;
  /** Multi-doctor view: each appointment goes in its doctor's column. */
  byDoctor?: boolean;
}

/**
 * Calendar events of the live appointments the calendar list gives: doctors' calendars show the consultation,
 * rooms' the whole interval; past grey, future green (doctor) or orange (room), the selected one marked. Each event
 * keeps its item (`extendedProps.appointment`) for clicks and drops.
 */
export function appointmentEvents(
  items: readonly CalendarAppointment[],
  options: AppointmentEventOptions,
): EventInput[] {
  return items.map((appointment) => {
    const end = options.kind === 'doctor' ? appointment.consultationEnd : appointment.end;
    const past = Date.parse(end) <= options.now.getTime();
    const classNames = [
      'appointment-event',
      past ? 'appointment-event--past' : `appointment-event--${options.kind}`,
    ];
    if (appointment.id === options.selectedId) classNames.push('appointment-event--selected');
    return {
      id: appointment.id,
      title: appointmentTitle(appointment.title, options.role),
      start: appointment.start,
      end,
      classNames,
      startEditable: !past,
      durationEditable: false,
      ...(options.byDoctor ? { resourceId: appointment.doctor } : {}),
      extendedProps: { appointment },
    };
  });
}

interface Range {
  from: Date;
  to: Date;
  zone: string;
}

function background(
  start: string,
  end: string,
  kind: 'available' | 'unavailable',
  resourceId?: string,
): EventInput {
  return {
    start,
    end,
    display: 'background',
    groupId: kind === 'available' ? AVAILABILITY_GROUP : undefined,
    classNames: [`availability-event--${kind}`],
    ...(resourceId ? { resourceId } : {}),
  };
}

/**
 * Background events of an owner's availability over a range: each weekly slot expanded on its dates in its own
 * zone (so a daylight-saving change keeps the wall-clock times), exceptional availability green, unavailability red.
 */
export function availabilityEvents(
  availability: AvailabilityByOwner | undefined,
  range: Range,
  resourceId?: string,
): EventInput[] {
  if (!availability) return [];
  const events: EventInput[] = [];
  let day = DateTime.fromJSDate(range.from, { zone: range.zone }).startOf('day');
  const last = DateTime.fromJSDate(range.to, { zone: range.zone });
  while (day < last) {
    for (const slot of availability.defaultAvailability) {
      if (slot.dayOfWeek !== day.weekday) continue;
      const date = day.toISODate();
      const start = DateTime.fromISO(`${date}T${slot.interval.start}`, { zone: slot.interval.zone });
      const end = DateTime.fromISO(`${date}T${slot.interval.end}`, { zone: slot.interval.zone });
      events.push(background(start.toISO()!, end.toISO()!, 'available', resourceId));
    }
    day = day.plus({ days: 1 });
  }
  for (const slot of availability.exceptionalAvailability)
    events.push(background(slot.interval.start, slot.interval.end, 'available', resourceId));
  for (const slot of availability.exceptionalUnavailability)
    events.push(background(slot.interval.start, slot.interval.end, 'unavailable', resourceId));
  return events;
}

/** Saturday 00:00 to Monday 00:00 in `zone` of every week from the one holding `from` until `to`, as instants. */
function weekendsBetween(from: number, to: number, zone: string): [number, number][] {
  const weekends: [number, number][] = [];
  for (
    let monday = DateTime.fromMillis(from, { zone }).startOf('week');
    monday.toMillis() < to;
    monday = monday.plus({ weeks: 1 })
  )
    weekends.push([monday.plus({ days: 5 }).toMillis(), monday.plus({ weeks: 1 }).toMillis()]);
  return weekends;
}

/**
 * Weekends show only when an appointment or an availability falls on one (docs/screens.md#calendars). Compared as
 * instants with the few weekends the events span: a week of appointments is thousands of events.
 */
export function anyOnWeekend(events: readonly EventInput[], zone: string): boolean {
  const spans: [number, number][] = [];
  for (const { start, end } of events)
    if (typeof start === 'string' && typeof end === 'string')
      spans.push([Date.parse(start), Date.parse(end)]);
  if (spans.length === 0) return false;
  const first = spans.reduce((earliest, [start]) => Math.min(earliest, start), Infinity);
  const last = spans.reduce((latest, [, end]) => Math.max(latest, end), -Infinity);
  const weekends = weekendsBetween(first, last, zone);
  return spans.some(([start, end]) =>
    weekends.some(([saturday, monday]) => start < monday && end > saturday),
  );
}
