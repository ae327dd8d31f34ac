import { DEMO_ADMIN } from '../seed/demo-data.ts';
import {
  bookingBody,
  countAppointments,
  countOverlaps,
  insertBookingWorld,
  insertCalendarWeek,
  measureRawInserts,
  startOf,
} from './booking-data.ts';
import { measure, type LoadFigures, type LoadSettings, type LoadTarget, type MeasureProbe } from './load.ts';
import { signInAs } from './requests.ts';

/** Aims of the appointments issue: bookings through the gateway, and a loaded room week. */
export const BOOKING_AIM = { perSecond: 1_000, p99Ms: 50, distributedShare: 0.6 } as const;
export const CALENDAR_WEEK_P95_AIM_MS = 150;
/** Doctor-and-room pairs booked in turn: requests of distinct pairs never conflict. */
const PAIRS = 200;
export const CALENDAR_WEEK_APPOINTMENTS = 2_000;
/** Calendars opened at once: a page load's latency is measured, not a saturated server's queue. */
export const CALENDAR_WEEK_CONNECTIONS = 4;

export interface BookingFigures {
  figures: LoadFigures;
  /** Appointments of the run's sector in the table afterwards, and appointments overlapping an earlier one of their doctor or room (must be 0). */
  booked: number;
  overlaps: number;
  /** Plain INSERTs into the same table, same connections, right after. */
  rawInserts: { insertsPerSecond: number; inserts: number; connections: number; seconds: number };
}

/** Bookings measured, and what the table holds afterwards. */
export type BookingRun = Omit<BookingFigures, 'rawInserts'>;

/**
 * `POST /api/schedule/appointments` under load through `origin` (the gateway) as the demo super administrator:
 * every request books its own slot (200 doctor-and-room pairs of a sector inserted straight into the schedule
 * database, each pair's next free 20 minutes), so every answer should be 201. Afterwards, a SQL count of
 * overlapping live appointments (0 expected). `probe` is told when the measured seconds begin and end.
 */
export async function measureBookings(
  origin: string,
  scheduleUrl: string,
  settings: LoadSettings,
  probe?: MeasureProbe,
): Promise<BookingRun> {
  const world = await insertBookingWorld(scheduleUrl, PAIRS);
  const token = await signInAs(origin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const today = new Date();
  const firstDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2);
  let sent = 0;
  const nextBody = () => {
    const n = sent++;
    const pair = world.pairs[n % PAIRS]!;
    return bookingBody(world, pair, startOf(firstDay, Math.floor(n / PAIRS)));
  };
  const figures = await measure(
    {
      url: `${origin}/api/schedule/appointments?withDetails=true`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      nextBody,
    },
    settings,
    probe,
  );
  const overlaps = await countOverlaps(scheduleUrl);
  const booked = await countAppointments(scheduleUrl, world.sector);
  return { figures, booked, overlaps };
}

/** The booking row: `measureBookings`, then the raw INSERT rate of the table in the same database. */
export async function benchBooking(
  origin: string,
  scheduleUrl: string,
  settings: LoadSettings,
  probe?: MeasureProbe,
): Promise<BookingFigures> {
  const run = await measureBookings(origin, scheduleUrl, settings, probe);
  const rawInserts = await measureRawInserts(scheduleUrl, settings.connections, settings.durationS);
  return { ...run, rawInserts };
}

/**
 * The request of one room's week holding 2,000 appointments (inserted straight) as the room calendar asks it: the
 * calendar's lean list (`appointments/calendar`), compressed as Chromium accepts it (zstd); checked once.
 */
export async function calendarWeekTarget(origin: string, scheduleUrl: string): Promise<LoadTarget> {
  const week = await insertCalendarWeek(scheduleUrl, CALENDAR_WEEK_APPOINTMENTS);
  const token = await signInAs(origin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const query = new URLSearchParams({
    horizonStart: week.from,
    horizonEnd: week.to,
    roomIds: week.room,
    zone: 'Europe/Paris',
  });
  const url = `${origin}/api/schedule/appointments/calendar?${query.toString()}`;
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' };
  const check = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  const body = (await check.json()) as unknown[];
  if (check.status !== 200 || body.length !== CALENDAR_WEEK_APPOINTMENTS)
    throw new Error(`${url} answered ${check.status} with ${body.length} appointments`);
  return { url, headers };
}

/**
 * The same week as the whole views' list with details, uncompressed: what the room calendar asked before it had
 * its lean list (and what the other screens' lists still cost).
 */
export function viewsWeekTarget(target: LoadTarget): LoadTarget {
  const url = new URL(target.url);
  url.pathname = url.pathname.replace(/\/calendar$/, '');
  url.searchParams.set('withDetails', 'true');
  return { url: url.toString(), headers: { authorization: target.headers?.authorization ?? '' } };
}

/**
 * Each request a room week the service has not answered yet: the horizon's start moved on by a second more each time
 * (at most 239: the same 2,000 appointments but the first), past the room calendars the schedule service keeps
 * while their rows are unchanged. What a week costs the first time it is asked, or after a change.
 */
export function unseenWeeks(target: LoadTarget): () => string {
  let n = 0;
  return () => {
    const url = new URL(target.url);
    const start = Date.parse(url.searchParams.get('horizonStart')!) + (n++ % 240) * 1000;
    url.searchParams.set('horizonStart', new Date(start).toISOString());
    return `${url.pathname}${url.search}`;
  };
}

/**
 * One room's week holding 2,000 appointments as a calendar loads it (`calendarWeekTarget`, 4 at once): the same
 * week again (what the service keeps answers), then a week not asked before each time.
 */
export async function benchCalendarWeek(
  origin: string,
  scheduleUrl: string,
  settings: LoadSettings,
): Promise<{ repeated: LoadFigures; newEachTime: LoadFigures }> {
  const target = await calendarWeekTarget(origin, scheduleUrl);
  const load = { ...settings, connections: CALENDAR_WEEK_CONNECTIONS };
  const repeated = await measure(target, load);
  return { repeated, newEachTime: await measure({ ...target, nextPath: unseenWeeks(target) }, load) };
}
