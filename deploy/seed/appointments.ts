import type { Room } from '@teleplan/proto/material-resources';
import type { ProvisionedAppointment, ProvisionedAppointments } from '@teleplan/proto/provisioning';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import type { ApiCaller } from './api-caller.ts';
import type { SeedSession } from './session.ts';

export interface AppointmentsContext {
  session: SeedSession;
  gateway: ApiCaller;
  token: string;
  /** The schedule service itself (paths relative to `/api/schedule`): its internal provisioning call. */
  schedule: ApiCaller;
  /** A SERVICE token of the client-credentials grant, for the provisioning call. */
  serviceToken: () => Promise<string>;
  /** Who the appointments are written as made by (the demo super administrator's profile). */
  createdBy: string;
}

const SCHEDULE = '/api/schedule';
const ZONE = 'Europe/Paris';
const DAY_MS = 86_400_000;
/**
 * Four weeks before the seeding's day and four from it: a practice with its history (done, paid, absent) and its
 * coming weeks. The past ones go through the schedule's provisioning call, the public one refusing the past.
 */
const FIRST_DAY = -28;
const LAST_DAY = 27;
/** Local starts a room's day may take, inside the default opening (09:00-12:00, 14:00-19:00). */
const STARTS = [
  '09:00',
  '09:40',
  '10:20',
  '11:00',
  '14:00',
  '14:40',
  '15:20',
  '16:00',
  '16:40',
  '17:20',
  '18:00',
];
const PER_DAY = 3;
/** Appointments per provisioning call (the service takes up to a thousand). */
const PER_CALL = 500;

interface Slot {
  room: Room;
  startTime: string;
  n: number;
  /** The plan's first day: never paid by the outcomes, its earliest is the stage's mark, paid last. */
  first: boolean;
}

// Made once: a formatter costs far more to build than to use, and the plan asks thousands of times.
const PARIS_WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const PARIS_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE });

/** The instant of a wall-clock time in Paris (`date` YYYY-MM-DD, `time` HH:mm), DST included. */
export function parisInstant(date: string, time: string): string {
  const guess = Date.parse(`${date}T${time}:00.000Z`);
  const parts = Object.fromEntries(
    PARIS_WALL_CLOCK.formatToParts(guess).map((part) => [part.type, part.value]),
  );
  const shown = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00.000Z`);
  return new Date(guess - (shown - guess)).toISOString();
}

/** Paris local date `days` from `today`, and its ISO weekday (1 = Monday). */
function localDay(today: Date, days: number): { date: string; weekday: number } {
  const date = PARIS_DATE.format(new Date(today.getTime() + days * DAY_MS));
  return { date, weekday: ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1 };
}

/** `value` modulo `n`, in [0, n) also for a negative value (the days before the seeding's). */
const modulo = (value: number, n: number) => ((value % n) + n) % n;

/** Three starts a weekday per room, varied from room to room and day to day, deterministic, oldest day first. */
export function plan(rooms: readonly Room[], today: Date): Slot[] {
  const slots: Slot[] = [];
  let firstDate: string | undefined;
  rooms.forEach((room, r) => {
    for (let days = FIRST_DAY; days <= LAST_DAY; days += 1) {
      const { date, weekday } = localDay(today, days);
      if (weekday > 5) continue;
      firstDate ??= date;
      for (let k = 0; k < PER_DAY; k += 1) {
        const start = STARTS[modulo(r * 5 + days * 7 + k * 4, STARTS.length)]!;
        slots.push({
          room,
          startTime: parisInstant(date, start),
          n: slots.length,
          first: date === firstDate,
        });
      }
    }
  });
  // Several starts of one room's day may coincide: one per room and start.
  const seen = new Set<string>();
  return slots.filter(
    (slot) => !seen.has(`${slot.room.id} ${slot.startTime}`) && seen.add(`${slot.room.id} ${slot.startTime}`),
  );
}

/** A demo appointment as the stages after this one need it. */
export interface SeededAppointment {
  id: string;
  startTime: string;
  /** Over, and neither canceled (an absent patient included) nor deleted: the consultation took place. */
  proceeded: boolean;
}

/** How far back the check reads: a seeding interrupted up to a couple of weeks ago is still finished. */
const LOOKBACK_DAYS = 45;
/** An appointment is over (an outcome may be given) this long after its start at most (consultation and preparation). */
const LONGEST_MS = 60 * 60_000;

/** When a UUID v7 was made (its first 48 bits, milliseconds since the epoch). */
const madeAt = (id: string) => Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);

/**
 * Demo appointments: the four weeks before the seeding's day and the four from it, in every demo room with the
 * doctors available then, patients in turn, booked through the schedule's provisioning call (the same rules as a
 * booking, the past allowed), a few hundred a call, with their outcomes: of those over, one in nine marked absent
 * and two in three of the others paid; of those to come, one in ten canceled; last, the earliest one is paid
 * through the public API: the mark of a finished stage (the plan's first day is never paid before).
 * One read first (the demo rooms' appointments, canceled included): none, the stage starts from today; the
 * earliest one paid, it was done and nothing else is asked; otherwise a start was interrupted, and this one
 * finishes it from the day it began (the day its first appointment was made): the missing slots booked.
 * Answers the demo rooms' appointments it read or booked.
 */
export async function seedAppointments(
  context: AppointmentsContext,
  roomIds: readonly string[],
  patientIds: readonly string[],
  clock: () => Date = () => new Date(),
): Promise<SeededAppointment[]> {
  if (roomIds.length === 0 || patientIds.length === 0) return [];
  const now = clock().getTime();
  const over = (startTime: string) => Date.parse(startTime) + LONGEST_MS <= clock().getTime();
  const horizon = new URLSearchParams({
    horizonStart: new Date(now - LOOKBACK_DAYS * DAY_MS).toISOString(),
    horizonEnd: new Date(now + (LAST_DAY + 2) * DAY_MS).toISOString(),
    roomIds: roomIds.join(','),
    includeCanceled: 'true',
  });
  const existing = await get<AppointmentView[]>(context, `${SCHEDULE}/appointments?${horizon.toString()}`);
  const read: SeededAppointment[] = existing.map(({ appointment }) => ({
    id: appointment.id,
    startTime: appointment.startTime,
    proceeded: !appointment.canceled && !appointment.deleted && over(appointment.startTime),
  }));
  const mark = earliest(existing.map((view) => view.appointment));
  if (mark?.paid) return read;
  const began = existing.length > 0 ? Math.min(...existing.map((view) => madeAt(view.appointment.id))) : now;
  // Begun so long ago that its first days are out of the read: an old seeding, not one to finish.
  if (began + FIRST_DAY * DAY_MS < now - LOOKBACK_DAYS * DAY_MS) return read;

  const wanted = new Set(roomIds);
  const rooms = (await get<Room[]>(context, '/api/material-resources/rooms')).filter(
    (room) => wanted.has(room.id) && room.enabled && room.sectors.length > 0,
  );
  const held = new Set(existing.map((view) => slotKey(view.appointment.room, view.appointment.startTime)));
  const missing = plan(rooms, new Date(began)).filter(
    (slot) => !held.has(slotKey(slot.room.id, slot.startTime)),
  );
  const booked: (SeededAppointment & { paid: boolean })[] = [];
  const token = missing.length > 0 ? await context.serviceToken() : '';
  for (let from = 0; from < missing.length; from += PER_CALL) {
    const slots = missing.slice(from, from + PER_CALL);
    const items = slots.map((slot) => provisioned(slot, patientIds[slot.n % patientIds.length]!, clock()));
    const answer = await context.session.call(
      context.schedule,
      {
        method: 'POST',
        path: '/internal/appointments',
        token,
        json: { createdBy: context.createdBy, appointments: items },
      },
      [200],
    );
    (answer.body as ProvisionedAppointments).ids.forEach((id, index) => {
      const item = items[index]!;
      if (id)
        booked.push({
          id,
          startTime: item.startTime,
          paid: item.paid,
          proceeded: !item.cancel && over(item.startTime),
        });
    });
  }
  const all = [...existing.map((view) => view.appointment), ...booked];
  // Nobody available at all (no availability seeded): nothing to book, nothing to report.
  if (all.length === 0) return [];
  if (booked.length > 0) context.session.report.created.push(`${booked.length} appointments`);
  const last = earliest(all)!;
  if (!last.paid)
    await context.session.call(
      context.gateway,
      {
        method: 'PATCH',
        path: `${SCHEDULE}/appointments/${last.id}/payment?paid=true`,
        token: context.token,
      },
      [200],
    );
  return [...read, ...booked];
}

const slotKey = (roomId: string, startTime: string) => `${roomId} ${Date.parse(startTime)}`;

/** The appointment that starts first (the stage's mark), or undefined. */
function earliest<A extends { startTime: string }>(appointments: readonly A[]): A | undefined {
  return appointments.reduce<A | undefined>(
    (first, appointment) =>
      !first || Date.parse(appointment.startTime) < Date.parse(first.startTime) ? appointment : first,
    undefined,
  );
}

async function get<T>(context: AppointmentsContext, path: string): Promise<T> {
  const answer = await context.session.call(
    context.gateway,
    { method: 'GET', path, token: context.token },
    [200],
  );
  return answer.body as T;
}

/**
 * The booking of a slot as the wizard would make it (a reason: no treating doctor, or the treating doctor
 * unavailable; one in six from the C15; a comment now and then), with its outcome as of `now`.
 */
function provisioned(slot: Slot, patient: string, now: Date): ProvisionedAppointment {
  const start = Date.parse(slot.startTime);
  const over = start + LONGEST_MS <= now.getTime();
  const ahead = start >= now.getTime();
  const absent = over && slot.n % 9 === 0;
  return {
    room: slot.room.id,
    sector: slot.room.sectors[slot.n % slot.room.sectors.length]!.id,
    patient,
    startTime: slot.startTime,
    zone: ZONE,
    doctorPick: slot.n,
    noTreatingDoctor: slot.n % 2 === 0,
    treatingDoctorNotAvailable: slot.n % 2 === 1,
    fromC15: slot.n % 6 === 0,
    comment: slot.n % 5 === 0 ? 'Renouvellement d’ordonnance' : null,
    paid: over && !absent && !slot.first && slot.n % 3 !== 1,
    cancel: absent
      ? { cancelMotive: '', absentPatient: true }
      : ahead && slot.n % 10 === 0
        ? { cancelMotive: 'Empêchement du patient', absentPatient: false }
        : null,
  };
}
