import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import type { BookableStep } from '@teleplan/proto/schedule-timelines';
import type { AvailabilityByOwner } from '@teleplan/proto/schedule-availability';
import type { ApiCall } from './api-as.ts';
import { parisTime, ZONE } from './schedule-calendar.ts';

/** What the schedule API says, for the browser tests to check the screens against. */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Free starts in a room for one doctor: three on one weekday, an hour apart (booking, a drag, a keyboard move). */
export interface FreeDay {
  doctorId: string;
  starts: [string, string, string];
}

/**
 * Asks the bookable timeline of the room (from tomorrow on, so that no start passes while the test runs, or from
 * `fromDays` days on) for a weekday with one doctor free at three starts an hour apart.
 */
export async function freeDayInRoom(
  call: ApiCall,
  roomId: string,
  sectorId: string,
  fromDays = 1,
): Promise<FreeDay> {
  const steps = await bookableSteps(call, roomId, sectorId, fromDays);
  const doctorsAt = new Map(steps.map((step) => [Date.parse(step.start), new Set(step.doctorIds ?? [])]));
  for (const step of steps) {
    const weekday = new Date(`${parisTime(step.start).date}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const first = Date.parse(step.start);
    const later = [first + 60 * MINUTE, first + 120 * MINUTE];
    const doctorId = [...(step.doctorIds ?? [])].find((doctor) =>
      later.every((start) => doctorsAt.get(start)?.has(doctor)),
    );
    if (doctorId)
      return {
        doctorId,
        starts: [step.start, new Date(later[0]!).toISOString(), new Date(later[1]!).toISOString()],
      };
  }
  throw new Error('no weekday of the coming week with a doctor free three times an hour apart');
}

/** The room's bookable starts from tomorrow (or `fromDays` days) on for a week, with the doctors free at each. */
export async function bookableSteps(
  call: ApiCall,
  roomId: string,
  sectorId: string,
  fromDays = 1,
): Promise<BookableStep[]> {
  const from = new Date(Date.now() + fromDays * DAY);
  const query = new URLSearchParams({
    roomId,
    sectorId,
    zone: ZONE,
    from: from.toISOString(),
    to: new Date(from.getTime() + 8 * DAY).toISOString(),
    withDoctors: 'true',
  });
  const { steps } = await call<{ steps: BookableStep[] }>('GET', `schedule/timeline/rooms/bookable?${query}`);
  return steps;
}

/** The Paris times (hh:mm) of `date` at which the room's timeline offers `doctorId`. */
export async function doctorStartsOn(
  call: ApiCall,
  where: { roomId: string; sectorId: string },
  doctorId: string,
  date: string,
): Promise<string[]> {
  const steps = await bookableSteps(call, where.roomId, where.sectorId);
  return steps
    .filter((step) => step.doctorIds?.includes(doctorId) && parisTime(step.start).date === date)
    .map((step) => parisTime(step.start).time);
}

/** The profile id of a person, asked by email (as an administrator). */
export async function profileId(call: ApiCall, email: string): Promise<string> {
  const query = new URLSearchParams({ query: `email==${email}` });
  const page = await call<{ content: { profile: { id: string } }[] }>(
    'GET',
    `user-profiles/by-query?${query}`,
  );
  return page.content[0]!.profile.id;
}

/** Removes every weekly and exceptional slot of a doctor (exceptional ones of the coming weeks). */
export async function clearDoctorAvailability(call: ApiCall, doctorId: string): Promise<void> {
  const query = new URLSearchParams({
    doctorIds: doctorId,
    from: new Date().toISOString(),
    to: new Date(Date.now() + 60 * DAY).toISOString(),
  });
  const answer = await call<Record<string, AvailabilityByOwner>>(
    'GET',
    `schedule/availabilities/doctors?${query}`,
  );
  const slots = answer[doctorId]!;
  const ids = (list: { id: string }[]) => list.map((slot) => slot.id);
  await call('DELETE', 'schedule/availabilities/doctors', {
    defaultAvailabilityIds: ids(slots.defaultAvailability),
    exceptionalAvailabilityIds: ids(slots.exceptionalAvailability),
    exceptionalUnavailabilityIds: ids(slots.exceptionalUnavailability),
  });
}

/** The appointment as the API holds it. */
export async function appointmentOf(call: ApiCall, id: string) {
  const answer = await call<AppointmentView | AppointmentView['appointment']>(
    'GET',
    `schedule/appointments/${id}`,
  );
  return 'appointment' in answer ? answer.appointment : answer;
}

/** The room's appointments of a patient (by last name) between two instants, as the API lists them. */
export async function patientAppointmentsIn(
  call: ApiCall,
  roomId: string,
  horizon: { start: string; end: string },
  lastName: string,
) {
  const query = new URLSearchParams({
    roomIds: roomId,
    horizonStart: horizon.start,
    horizonEnd: horizon.end,
    withDetails: 'true',
  });
  const views = await call<AppointmentView[]>('GET', `schedule/appointments?${query}`);
  return views.filter((view) => view.patient?.lastName === lastName).map((view) => view.appointment);
}
