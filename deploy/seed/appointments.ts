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
 * Four weeks from the seeding's day: the schedule books from now to its bookable month and never into the past,
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
        slots.push({ room, startTime: parisInstant(date, start), n: slots.length });
      }
    }
  });
  // Several starts of one room's day may coincide: one per room and start.
  const seen = new Set<string>();
  return slots.filter(
    (slot) => !seen.has(`${slot.room.id} ${slot.startTime}`) && seen.add(`${slot.room.id} ${slot.startTime}`),
  );
}

/** How far back the check reads: a seeding interrupted up to a month ago is still finished. */
const LOOKBACK_DAYS = 45;
/**
 * A slot is booked, and a future appointment canceled, only when it starts at least this long after the call's own
 * clock: one starting sooner could have begun by the time the call arrives (a slow first start), and then refuses.
 */
const MARGIN_MS = 60 * 60_000;
const START_IN_PAST = 'schedule.appointment.start_in_past';

/** When a UUID v7 was made (its first 48 bits, milliseconds since the epoch). */
const madeAt = (id: string) => Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);

/**
 * Demo appointments, through the schedule API as the super administrator: the four weeks from the seeding's day
 * in every demo room with the doctors available then (asked with `arrangements/find/available-doctors`), patients
 * in turn; then those already over paid (one in three) or marked absent (one in nine), some future ones canceled, so every calendar is alive; last, the earliest one is paid: the mark of a finished stage.
 * One read first (the demo rooms' appointments, canceled included): none, the stage starts from today; the
 * earliest one paid, it was done and nothing else is asked; otherwise a start was interrupted, and this one
 * finishes it from the day it began (the day its first appointment was made): the missing slots booked, the
 * outcomes not yet given given. Whether an appointment is past is asked of `clock` at each call, never of a
 * "today" taken once: a slow start sees appointments begin while it runs.
 */
export async function seedAppointments(
  context: AppointmentsContext,
  roomIds: readonly string[],
  patientIds: readonly string[],
  clock: () => Date = () => new Date(),
): Promise<void> {
  if (roomIds.length === 0 || patientIds.length === 0) return;
  const now = clock().getTime();
  const horizon = new URLSearchParams({
    horizonStart: new Date(now - LOOKBACK_DAYS * DAY_MS).toISOString(),
    horizonEnd: new Date(now + (LAST_DAY + 2) * DAY_MS).toISOString(),
    roomIds: roomIds.join(','),
    includeCanceled: 'true',
  });
  const existing = await get<AppointmentView[]>(context, `${SCHEDULE}/appointments?${horizon.toString()}`);
  const mark = earliest(existing);
  if (mark?.appointment.paid) return;
  const began = existing.length > 0 ? Math.min(...existing.map((view) => madeAt(view.appointment.id))) : now;
  // Begun so long ago that its first days are out of the read: an old seeding, not one to finish.
  if (began + FIRST_DAY * DAY_MS < now - LOOKBACK_DAYS * DAY_MS) return;

  const wanted = new Set(roomIds);
  const rooms = (await get<Room[]>(context, '/api/material-resources/rooms')).filter(
    (room) => wanted.has(room.id) && room.enabled && room.sectors.length > 0,
  );
  const held = new Set(existing.map((view) => slotKey(view.appointment.room, view.appointment.startTime)));
  const booked: AppointmentView[] = [];
  let tried = 0;
  // A slot starting within the margin could have begun by the time its call arrives (start_in_past).
  const missing = plan(rooms, new Date(began)).filter(
    (slot) =>
      !held.has(slotKey(slot.room.id, slot.startTime)) &&
      Date.parse(slot.startTime) >= clock().getTime() + MARGIN_MS,
  );
  await inParallel(missing, AT_ONCE, async (slot) => {
    if (existing.length + booked.length === 0 && tried >= TRIES_BEFORE_GIVING_UP) return;
    if (Date.parse(slot.startTime) < clock().getTime() + MARGIN_MS) return;
    tried += 1;
    const view = await bookSlot(context, slot, patientIds[slot.n % patientIds.length]!);
    if (view) booked.push(view);
  });
  const all = [...existing, ...booked];
  // Nobody available at all (no availability seeded): nothing to book, nothing to report.
  if (all.length === 0) return;
  if (booked.length > 0) context.session.report.created.push(`${booked.length} appointments`);
  const last = earliest(all)!;
  await inParallel(
    all.filter((view) => view !== last),
    AT_ONCE,
    (view) => settle(context, view, clock),
  );
  if (!last.appointment.paid) await pay(context, last.appointment.id);
}

const slotKey = (roomId: string, startTime: string) => `${roomId} ${Date.parse(startTime)}`;

/** The appointment that starts first (the stage's mark), or undefined. */
function earliest(views: readonly AppointmentView[]): AppointmentView | undefined {
  return views.reduce<AppointmentView | undefined>(
    (first, view) =>
      !first || Date.parse(view.appointment.startTime) < Date.parse(first.appointment.startTime)
        ? view
        : first,
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
    // 409: another room of the sector took the doctor at that time in the meanwhile; 400: the start came.
    [201, 400, 409],
  );
  if (answer.status === 400 && (answer.body as { messageCode?: string }).messageCode !== START_IN_PAST)
    throw new Error(`booking a demo appointment answered 400: ${JSON.stringify(answer.body)}`);
  return answer.status === 201 ? (answer.body as AppointmentView) : null;
}

const outcome = (context: AppointmentsContext, method: 'PATCH' | 'DELETE', path: string, json?: unknown) =>
  context.session.call(
    context.gateway,
    { method, path: `${SCHEDULE}/appointments/${path}`, token: context.token, json },
    [200],
  );

const pay = (context: AppointmentsContext, id: string) =>
  outcome(context, 'PATCH', `${id}/payment?paid=true`);

/**
 * Past ones (over by the clock at this call): one in three paid, one in nine absent; future ones (starting an
 * hour after it at least): one in ten canceled. One given already (paid, canceled) is left as it is.
 */
async function settle(context: AppointmentsContext, view: AppointmentView, clock: () => Date): Promise<void> {
  const { appointment } = view;
  if (appointment.canceled) return;
  const n = Number.parseInt(appointment.id.slice(-4), 16);
  const now = clock().getTime();
  const past = Date.parse(appointment.interval.end) <= now;
  const future = Date.parse(appointment.startTime) >= now + MARGIN_MS;
  const id = appointment.id;
  if (past && n % 9 === 0)
    await outcome(context, 'DELETE', `${id}/cancel`, { cancelMotive: '', absentPatient: true });
  else if (past && n % 3 === 0 && !appointment.paid) await pay(context, id);
  else if (future && n % 10 === 0)
    await outcome(context, 'DELETE', `${id}/cancel`, { cancelMotive: 'Empêchement du patient' });
}
