import {
  DEFAULT_OPENING_DAYS,
  DEFAULT_OPENING_PATTERN,
  type AvailabilityBody,
  type AvailabilityByOwner,
} from '@teleplan/proto/schedule-availability';
import type { ApiCaller } from './api-caller.ts';
import {
  DEMO_ZONE,
  patternFor,
  type DemoAvailabilityPattern,
  type DemoExceptional,
  type WeeklyHours,
} from './demo-availability.ts';
import { inParallel, type SeedSession } from './session.ts';

export interface AvailabilityContext {
  session: SeedSession;
  gateway: ApiCaller;
  token: string;
}

/** A demo doctor: who (for the report) and their profile id. */
export interface DemoDoctor {
  label: string;
  id: string;
}

const AT_ONCE = 4;
const DAY_MS = 24 * 60 * 60 * 1000;
const BASE = '/api/schedule/availabilities';

/**
 * Gives the demo rooms without any weekly slot the default opening (rooms created with it have it already), then
 * the demo doctors their weekly availability and two exceptional slots (the patterns in turn), the last doctor
 * after all the others: the last doctor's availability is the mark of a finished stage. It is read first (with the
 * others', one call): when it has any slot, the stage was done before and nothing else is asked; a doctor or a room
 * someone emptied on purpose then stays empty. Otherwise each room and doctor still without slots gets them, so a
 * start interrupted halfway is finished.
 */
export async function seedAvailability(
  context: AvailabilityContext,
  doctors: readonly DemoDoctor[],
  roomIds: readonly string[],
  now: Date = new Date(),
): Promise<void> {
  const last = doctors.at(-1);
  if (!last) return;
  const stored = await read(
    context,
    'doctors',
    doctors.map((doctor) => doctor.id),
    now,
  );
  if (hasSlots(stored[last.id])) return;

  const rooms = await read(context, 'rooms', roomIds, now);
  await inParallel(roomIds, AT_ONCE, async (roomId) => {
    if ((rooms[roomId]?.defaultAvailability.length ?? 0) > 0) return;
    // 404: the room was deleted; 409: its opening arrived from the room's creation meanwhile.
    const answer = await post(context, 'rooms', openingBody(roomId), [201, 404, 409]);
    if (answer === 201) context.session.report.created.push(`room ${roomId} opening`);
  });

  const monday = nextMonday(now);
  const give = async (doctor: DemoDoctor, index: number) => {
    if (hasSlots(stored[doctor.id])) return;
    const answer = await post(
      context,
      'doctors',
      doctorBody(doctor.id, patternFor(index), monday),
      [201, 404],
    );
    if (answer === 201) context.session.report.created.push(`${doctor.label} availability`);
    else context.session.report.skipped.push(`${doctor.label} availability (no longer a doctor)`);
  };
  await inParallel(
    doctors.slice(0, -1).map((doctor, index) => ({ doctor, index })),
    AT_ONCE,
    ({ doctor, index }) => give(doctor, index),
  );
  await give(last, doctors.length - 1);
}

const hasSlots = (slots: AvailabilityByOwner | undefined) =>
  slots !== undefined &&
  slots.defaultAvailability.length +
    slots.exceptionalAvailability.length +
    slots.exceptionalUnavailability.length >
    0;

async function read(
  context: AvailabilityContext,
  path: 'doctors' | 'rooms',
  ids: readonly string[],
  now: Date,
): Promise<Record<string, AvailabilityByOwner>> {
  if (ids.length === 0) return {};
  const query = new URLSearchParams({
    from: now.toISOString(),
    to: new Date(now.getTime() + 31 * DAY_MS).toISOString(),
    [path === 'doctors' ? 'doctorIds' : 'roomIds']: ids.join(','),
  });
  const answer = await context.session.call(
    context.gateway,
    { method: 'GET', path: `${BASE}/${path}?${query.toString()}`, token: context.token },
    [200],
  );
  return answer.body as Record<string, AvailabilityByOwner>;
}

async function post(
  context: AvailabilityContext,
  path: 'doctors' | 'rooms',
  body: AvailabilityBody,
  expected: readonly number[],
): Promise<number> {
  const answer = await context.session.call(
    context.gateway,
    { method: 'POST', path: `${BASE}/${path}`, token: context.token, json: body },
    expected,
  );
  return answer.status;
}

const weeklySlots = (owner: string, hours: readonly WeeklyHours[]) =>
  hours.flatMap(({ days, start, end }) =>
    days.map((dayOfWeek) => ({ owner, dayOfWeek, interval: { start, end, zone: DEMO_ZONE } })),
  );

function doctorBody(owner: string, pattern: DemoAvailabilityPattern, monday: string): AvailabilityBody {
  const exceptional = (slot: DemoExceptional) => {
    const day = addDays(monday, slot.dayOffset);
    return {
      owner,
      interval: {
        start: localInstant(day, slot.start).toISOString(),
        end: localInstant(day, slot.end).toISOString(),
        zone: DEMO_ZONE,
      },
      comment: slot.comment,
    };
  };
  return {
    defaultAvailability: weeklySlots(owner, pattern.weekly),
    exceptionalAvailability: [exceptional(pattern.available)],
    exceptionalUnavailability: [exceptional(pattern.unavailable)],
  };
}

const openingBody = (owner: string): AvailabilityBody => ({
  defaultAvailability: weeklySlots(
    owner,
    DEFAULT_OPENING_PATTERN.map(({ start, end }) => ({ days: DEFAULT_OPENING_DAYS, start, end })),
  ),
});

/** `YYYY-MM-DD` of the Monday after `now` in the demo zone. */
function nextMonday(now: Date): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_ZONE }).format(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(today, ((8 - weekday) % 7) + (weekday === 1 ? 7 : 0));
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Minutes east of UTC of the demo zone at `instant`. */
function offsetMinutes(instant: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: DEMO_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instant of wall-clock `time` on `day` in the demo zone. */
function localInstant(day: string, time: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const guess = wall - offsetMinutes(wall) * 60_000;
  return new Date(wall - offsetMinutes(guess) * 60_000);
}
