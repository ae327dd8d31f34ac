import type { Room } from '@teleplan/proto/material-resources';
import type { AppointmentView, AvailableDoctor } from '@teleplan/proto/schedule-appointments';
import type { ApiCaller } from './api-caller.ts';
import { inParallel, type SeedSession } from './session.ts';

export interface AppointmentsContext {
  session: SeedSession;
  gateway: ApiCaller;
  token: string;
}

const SCHEDULE = '/api/schedule';
const ZONE = 'Europe/Paris';
const DAY_MS = 86_400_000;
/**
 * Four weeks from today: the schedule books from now to its bookable horizon (a month) and never into the past,
 * so the demo's history fills as days go by.
 */
const FIRST_DAY = 0;
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
const AT_ONCE = 4;
/** When none of the first tries finds a doctor, the platform has no availability yet: nothing is booked. */
const TRIES_BEFORE_GIVING_UP = 24;

interface Slot {
  room: Room;
  startTime: string;
  n: number;
}

/** The instant of a wall-clock time in Paris (`date` YYYY-MM-DD, `time` HH:mm), DST included. */
export function parisInstant(date: string, time: string): string {
  const guess = Date.parse(`${date}T${time}:00.000Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(guess)
      .map((part) => [part.type, part.value]),
  );
  const shown = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00.000Z`);
  return new Date(guess - (shown - guess)).toISOString();
}

/** Paris local date `days` from `today`, and its ISO weekday (1 = Monday). */
function localDay(today: Date, days: number): { date: string; weekday: number } {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(today.getTime() + days * DAY_MS),
  );
  return { date, weekday: ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1 };
}

/** Three starts a weekday per room, varied from room to room and day to day, deterministic. */
export function plan(rooms: readonly Room[], today: Date): Slot[] {
  const slots: Slot[] = [];
  rooms.forEach((room, r) => {
    for (let days = FIRST_DAY; days <= LAST_DAY; days += 1) {
      const { date, weekday } = localDay(today, days);
      if (weekday > 5) continue;
      for (let k = 0; k < PER_DAY; k += 1) {
        const start = STARTS[(r * 5 + days * 7 + k * 4 + STARTS.length * 10) % STARTS.length]!;
        const startTime = parisInstant(date, start);
        // Today's starts already gone would be refused (start_in_past).
        if (Date.parse(startTime) > today.getTime()) slots.push({ room, startTime, n: slots.length });
      }
    }
  });
  // Several starts of one room's day may coincide: one per room and start.
  const seen = new Set<string>();
  return slots.filter(
    (slot) => !seen.has(`${slot.room.id} ${slot.startTime}`) && seen.add(`${slot.room.id} ${slot.startTime}`),
  );
}

/**
 * Demo appointments, through the schedule API as the super administrator: the next four weeks in every demo
 * room with the doctors available then (asked with `arrangements/find/available-doctors`), patients in turn;
 * then some canceled, so every calendar is alive. One read first: when the demo rooms hold any appointment in
 * those weeks (canceled included), the stage was done and nothing else is asked.
 */
export async function seedAppointments(
  context: AppointmentsContext,
  roomIds: readonly string[],
  patientIds: readonly string[],
  today = new Date(),
): Promise<void> {
  if (roomIds.length === 0 || patientIds.length === 0) return;
  const horizon = new URLSearchParams({
    horizonStart: new Date(today.getTime() + (FIRST_DAY - 1) * DAY_MS).toISOString(),
    horizonEnd: new Date(today.getTime() + (LAST_DAY + 2) * DAY_MS).toISOString(),
    roomIds: roomIds.join(','),
    includeCanceled: 'true',
  });
  const existing = await get<AppointmentView[]>(context, `${SCHEDULE}/appointments?${horizon.toString()}`);
  if (existing.length > 0) return;

  const wanted = new Set(roomIds);
  const rooms = (await get<Room[]>(context, '/api/material-resources/rooms')).filter(
    (room) => wanted.has(room.id) && room.enabled && room.sectors.length > 0,
  );
  const booked: AppointmentView[] = [];
  let tried = 0;
  await inParallel(plan(rooms, today), AT_ONCE, async (slot) => {
    if (booked.length === 0 && tried >= TRIES_BEFORE_GIVING_UP) return;
    tried += 1;
    const view = await bookSlot(context, slot, patientIds[slot.n % patientIds.length]!);
    if (view) booked.push(view);
  });
  // Nobody available at all (no availability seeded): nothing to book, nothing to report.
  if (booked.length === 0) return;
  context.session.report.created.push(`${booked.length} appointments`);
  await inParallel(booked, AT_ONCE, (view) => settle(context, view));
}

async function get<T>(context: AppointmentsContext, path: string): Promise<T> {
  const answer = await context.session.call(
    context.gateway,
    { method: 'GET', path, token: context.token },
    [200],
  );
  return answer.body as T;
}

/** Books the slot with one of the doctors free then (the patient free too), or answers null (none free, or taken meanwhile). */
async function bookSlot(
  context: AppointmentsContext,
  slot: Slot,
  patient: string,
): Promise<AppointmentView | null> {
  const sector = slot.room.sectors[slot.n % slot.room.sectors.length]!.id;
  const query = new URLSearchParams({
    roomId: slot.room.id,
    sectorId: sector,
    patientId: patient,
    startTime: slot.startTime,
    withDetails: 'false',
  });
  const doctors = await get<AvailableDoctor[]>(
    context,
    `${SCHEDULE}/arrangements/find/available-doctors?${query.toString()}`,
  );
  const doctor = doctors[slot.n % Math.max(doctors.length, 1)];
  if (!doctor) return null;
  // The wizard asks for a reason: no treating doctor, or the treating doctor unavailable; one in six from the C15.
  const answer = await context.session.call(
    context.gateway,
    {
      method: 'POST',
      path: `${SCHEDULE}/appointments?withDetails=false`,
      token: context.token,
      json: {
        room: slot.room.id,
        sector,
        doctor: doctor.id,
        patient,
        startTime: slot.startTime,
        zone: ZONE,
        noTreatingDoctor: slot.n % 2 === 0,
        treatingDoctorNotAvailable: slot.n % 2 === 1,
        fromC15: slot.n % 6 === 0,
        comment: slot.n % 5 === 0 ? 'Renouvellement d’ordonnance' : null,
      },
    },
    // 409: another room of the sector took the doctor at that time in the meanwhile.
    [201, 409],
  );
  return answer.status === 201 ? (answer.body as AppointmentView) : null;
}

/** One in ten canceled by the patient. */
async function settle(context: AppointmentsContext, view: AppointmentView): Promise<void> {
  const { appointment } = view;
  if (Number.parseInt(appointment.id.slice(-4), 16) % 10 !== 0) return;
  await context.session.call(
    context.gateway,
    {
      method: 'DELETE',
      path: `${SCHEDULE}/appointments/${appointment.id}/cancel`,
      token: context.token,
      json: { cancelMotive: 'Empêchement du patient' },
    },
    [200],
  );
}
