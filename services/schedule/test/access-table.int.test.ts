import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityByOwner } from '@teleplan/proto/schedule-availability';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import type { CalendarFeedCreated } from '@teleplan/proto/schedule-exports';
import { utc, weekly } from './appointment-world.ts';
import { download } from './export-fixtures.ts';
import { startSchedule, type Caller, type Harness, type Person, type Reply } from './harness.ts';
import { itFollowsTheRoleMatrix, makeRoster, type RouteCase, type Roster, type Who } from './role-matrix.ts';

/**
 * Who may see and do what in schedule: every route, every role, on the caller's own scope and on another's.
 * This table is the place to learn the rules; `src/data/role-reach.ts` defines each role's reach and
 * `src/domain/access.ts` which roles may call each route.
 *
 * Own scope (`makeRoster`): the SECTOR_MANAGER manages the sector, the ROOM_MANAGER manages and the ROOM_USER
 * works in a room of that sector, the DOCTOR is linked to that sector. Another's scope: a second sector with its
 * own room, doctor and staff.
 *
 * A cell per role, in the order of the header: ✓ allowed; ✗ refused by role (403 `common.auth.forbidden`);
 * ⊘ outside the caller's scope (403, the route's own code, in the `outside` column). PATIENT and SERVICE tokens
 * are refused by role on every route, a call without a token gets 401. A refused call changes nothing stored.
 */
type Cells = string;
const HEADER = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'] as const;

const DOCTOR_OUT = 'schedule.profile.doctor.unauthorized';
const ROOM_OUT = 'schedule.room.unauthorized';
const SLOT_OUT = 'schedule.availability.unauthorized';
const APPOINTMENT_OUT = 'schedule.appointment.unauthorized';
const TIMELINE_OUT = 'schedule.timeline.unauthorized';
const EXPORT_OUT = 'schedule.export.unauthorized';

type Scope = 'own' | 'other';
interface Route {
  outside: string;
  status?: number;
  run(caller: Caller, scope: Scope): Promise<Reply>;
}

// prettier-ignore
const TABLE: [route: string, own: Cells, other: Cells][] = [
  //                                                   SA AD SM RM RU DR   SA AD SM RM RU DR
  ['GET properties/doctors/{id}',                      '✓ ✓ ✓ ✓ ✓ ✓',     '✓ ✓ ⊘ ⊘ ⊘ ⊘'],
  ['POST properties/doctors/{id}',                     '✓ ✓ ✓ ✗ ✗ ✓',     '✓ ✓ ⊘ ✗ ✗ ⊘'],
  ['GET properties/rooms/{id}',                        '✓ ✓ ✓ ✓ ✓ ✗',     '✓ ✓ ⊘ ⊘ ⊘ ✗'],
  ['POST properties/rooms/{id}',                       '✓ ✓ ✓ ✓ ✗ ✗',     '✓ ✓ ⊘ ⊘ ✗ ✗'],
  ['GET availabilities/doctors',                       '✓ ✓ ✓ ✓ ✓ ✓',     '✓ ✓ ⊘ ⊘ ⊘ ⊘'],
  ['POST availabilities/doctors',                      '✓ ✓ ✓ ⊘ ✗ ✓',     '✓ ✓ ⊘ ⊘ ✗ ⊘'],
  ['DELETE availabilities/doctors',                    '✓ ✓ ✓ ⊘ ✗ ✓',     '✓ ✓ ⊘ ⊘ ✗ ⊘'],
  ['GET availabilities/rooms',                         '✓ ✓ ✓ ✓ ✓ ⊘',     '✓ ✓ ⊘ ⊘ ⊘ ⊘'],
  ['POST availabilities/rooms',                        '✓ ✓ ✓ ✓ ✗ ⊘',     '✓ ✓ ⊘ ⊘ ✗ ⊘'],
  ['DELETE availabilities/rooms',                      '✓ ✓ ✓ ✓ ✗ ⊘',     '✓ ✓ ⊘ ⊘ ✗ ⊘'],
  ['GET appointments?sectorIds',                       '✓ ✓ ✓ ✓ ✓ ⊘',     '✓ ✓ ⊘ ⊘ ⊘ ⊘'],
  ['GET appointments?roomIds',                         '✓ ✓ ✓ ✓ ✓ ⊘',     '✓ ✓ ⊘ ⊘ ⊘ ⊘'],
  ['GET appointments?doctorIds',                       '✓ ✓ ✓ ✓ ✓ ✓',     '✓ ✓ ⊘ ⊘ ⊘ ⊘'],
  ['GET appointments/calendar?sectorIds',              '✓ ✓ ✓ ✓ ✓ ⊘',     '✓ ✓ ⊘ ⊘ ⊘ ⊘'],
  ['GET appointments/calendar?roomIds',                '✓ ✓ ✓ ✓ ✓ ⊘',     '✓ ✓ ⊘ ⊘ ⊘ ⊘'],
  ['GET appointments/calendar?doctorIds',              '✓ ✓ ✓ ✓ ✓ ✓',     '✓ ✓ ⊘ ⊘ ⊘ ⊘'],
  ['GET appointments/history (any patient)',           '✓ ✓ ✓ ✓ ✓ ✓',     '✓ ✓ ✓ ✓ ✓ ✓'],
  ['GET appointments/{id}',                            '✓ ✓ ✓ ✓ ✓ ✓',     '✓ ✓ ⊘ ⊘ ⊘ ⊘'],
  ['POST appointments',                                '✓ ✓ ✓ ✓ ✓ ✗',     '✓ ✓ ⊘ ⊘ ⊘ ✗'],
  ['PATCH appointments/{id}',                          '✓ ✓ ✓ ✓ ✓ ✗',     '✓ ✓ ⊘ ⊘ ⊘ ✗'],
  ['PATCH appointments/{id}/payment',                  '✓ ✓ ✗ ✓ ✓ ✓',     '✓ ✓ ✗ ⊘ ⊘ ⊘'],
  ['DELETE appointments/{id}/cancel',                  '✓ ✓ ✓ ✓ ✓ ⊘',     '✓ ✓ ⊘ ⊘ ⊘ ⊘'],
  ['DELETE appointments/{id}/cancel (absentPatient)',  '✓ ✓ ⊘ ✓ ✓ ✓',     '✓ ✓ ⊘ ⊘ ⊘ ⊘'],
  ['GET arrangements/find/available-doctors',          '✓ ✓ ✓ ✓ ✓ ✗',     '✓ ✓ ⊘ ⊘ ⊘ ✗'],
  ['GET timeline/rooms',                               '✓ ✓ ✓ ✓ ✓ ✗',     '✓ ✓ ⊘ ⊘ ⊘ ✗'],
  ['GET timeline/doctors',                             '✓ ✓ ✓ ✗ ✗ ✓',     '✓ ✓ ⊘ ✗ ✗ ⊘'],
  ['GET timeline/sectors/busy',                        '✓ ✓ ✓ ✗ ✗ ✗',     '✓ ✓ ⊘ ✗ ✗ ✗'],
  ['GET timeline/rooms/bookable',                      '✓ ✓ ✓ ✓ ✓ ✗',     '✓ ✓ ⊘ ⊘ ⊘ ✗'],
  ['GET timeline/medical-presence?roomId',             '✓ ✓ ✓ ✓ ✓ ✗',     '✓ ✓ ⊘ ⊘ ⊘ ✗'],
  ['GET timeline/medical-presence?sectorId',           '✓ ✓ ✓ ✓ ✓ ✗',     '✓ ✓ ⊘ ⊘ ⊘ ✗'],
  ['GET timeline/medical-presence?roomId&sectorId',    '✓ ✓ ✓ ✓ ✓ ✗',     '✓ ✓ ⊘ ⊘ ⊘ ✗'],
  ['GET stats/sectors/saturation',                     '✓ ✓ ✓ ✗ ✗ ✗',     '✓ ✓ ⊘ ✗ ✗ ✗'],
  ['GET stats/sectors/saturation/exceptional/hourly',  '✓ ✓ ✓ ✗ ✗ ✗',     '✓ ✓ ⊘ ✗ ✗ ✗'],
  ['GET export/appointments?sectorIds',                '✓ ✓ ✓ ✓ ✓ ⊘',     '✓ ✓ ⊘ ⊘ ⊘ ⊘'],
  ['GET export/appointments?roomIds',                  '✓ ✓ ✓ ✓ ✓ ⊘',     '✓ ✓ ⊘ ⊘ ⊘ ⊘'],
  ['GET export/appointments?doctorIds',                '✓ ✓ ✓ ✓ ✓ ✓',     '✓ ✓ ⊘ ⊘ ⊘ ⊘'],
  ['GET export/c15-appointments?sectorIds',            '✓ ✓ ✓ ✓ ✓ ⊘',     '✓ ✓ ⊘ ⊘ ⊘ ⊘'],
  ['GET calendar-feeds (a doctor)',                    '✓ ✓ ✗ ⊘ ✗ ✓',     '✓ ✓ ✗ ⊘ ✗ ⊘'],
  ['POST calendar-feeds (a doctor)',                   '✓ ✓ ✗ ⊘ ✗ ✓',     '✓ ✓ ✗ ⊘ ✗ ⊘'],
  ['DELETE calendar-feeds/{id} (a doctor)',            '✓ ✓ ✗ ⊘ ✗ ✓',     '✓ ✓ ✗ ⊘ ✗ ⊘'],
  ['GET calendar-feeds (a room)',                      '✓ ✓ ✗ ✓ ✗ ⊘',     '✓ ✓ ✗ ⊘ ✗ ⊘'],
  ['POST calendar-feeds (a room)',                     '✓ ✓ ✗ ✓ ✗ ⊘',     '✓ ✓ ✗ ⊘ ✗ ⊘'],
  ['DELETE calendar-feeds/{id} (a room)',              '✓ ✓ ✗ ✓ ✗ ⊘',     '✓ ✓ ✗ ⊘ ✗ ⊘'],
];

let h: Harness;
let roster: Roster;
let patient: Person;
let slot = 0;
let minute = 0;

const RANGE = 'from=2026-06-15T00:00:00.000Z&to=2026-06-22T00:00:00.000Z';
const HORIZON = () => `horizonStart=${utc(29, 0)}&horizonEnd=${utc(40, 0)}`;
const WEEK = 'from=2026-11-15T23:00:00.000Z&to=2026-11-22T23:00:00.000Z';

const sector = (s: Scope) => (s === 'own' ? roster.ownSector : roster.otherSector).id;
const room = (s: Scope) => (s === 'own' ? roster.ownRoom : roster.otherRoom).id;
const doctor = (s: Scope) => (s === 'own' ? roster.person('DOCTOR') : roster.otherDoctor).id;
const WRITTEN = [
  'appointment',
  'calendar_feed',
  'default_availability',
  'exceptional_slot',
  'doctor_properties',
  'room_properties',
];

/** Everything the routes write, as one text: a refused call must leave it as it was. */
async function written(): Promise<string> {
  const [row] = await h.service.dataSource.query<{ all: string }[]>(
    `SELECT concat_ws('/', ${WRITTEN.map(
      (table) => `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${table} t)`,
    ).join(', ')}) AS all`,
  );
  return row!.all;
}

/** Calls the service; a refused call that changed anything fails the test. */
async function call(method: string, path: string, caller: Caller, body?: unknown): Promise<Reply> {
  const before = await written();
  const reply = await h.call(method, path, caller, body);
  if (reply.status >= 400 && (await written()) !== before)
    throw new Error(`${method} ${path} was refused (${reply.status}) but changed what the service stores`);
  return reply;
}

/** A start nobody else uses (every booking here lasts 20 minutes). */
function nextStart(): string {
  const k = slot++;
  return utc(30 + Math.floor(k / 60), 0, (k % 60) * 20);
}

/** An appointment booked by an admin in the scope's room, sector and doctor. */
async function booked(s: Scope): Promise<string> {
  const reply = await call('POST', '/appointments', h.admin, {
    room: room(s),
    sector: sector(s),
    doctor: doctor(s),
    patient: patient.id,
    startTime: nextStart(),
  });
  if (reply.status !== 201) throw new Error(`booking failed: ${JSON.stringify(reply.body)}`);
  return (reply.body as AppointmentView).appointment.id;
}

/** A fresh exceptional slot each time, so that repeated allowed calls never collide. */
function slotOf(owner: string) {
  minute += 10;
  const start = new Date(Date.UTC(2026, 11, 1, 6) + minute * 60_000);
  const end = new Date(start.getTime() + 600_000);
  return {
    exceptionalAvailability: [{ owner, interval: { start: start.toISOString(), end: end.toISOString() } }],
  };
}

const availability = (kind: 'doctors' | 'rooms', owner: (s: Scope) => string): Record<string, Route> => ({
  [`GET availabilities/${kind}`]: {
    outside: SLOT_OUT,
    run: (c, s) =>
      call(
        'GET',
        `/availabilities/${kind}?from=2026-12-01T00:00:00.000Z&to=2026-12-31T00:00:00.000Z&${kind === 'doctors' ? 'doctorIds' : 'roomIds'}=${owner(s)}`,
        c,
      ),
  },
  [`POST availabilities/${kind}`]: {
    outside: SLOT_OUT,
    status: 201,
    run: (c, s) => call('POST', `/availabilities/${kind}`, c, slotOf(owner(s))),
  },
  [`DELETE availabilities/${kind}`]: {
    outside: SLOT_OUT,
    status: 204,
    run: async (c, s) => {
      const made = await call('POST', `/availabilities/${kind}`, h.admin, slotOf(owner(s)));
      const id = (made.body as AvailabilityByOwner).exceptionalAvailability[0]!.id;
      return call('DELETE', `/availabilities/${kind}`, c, { exceptionalAvailabilityIds: [id] });
    },
  },
});

/** A list of appointments (the views with details, or the calendar's lean list) by sector, room or doctor. */
const appointmentLists = (path: string): Record<string, Route> => ({
  [`GET ${path}?sectorIds`]: {
    outside: APPOINTMENT_OUT,
    run: (c, s) => call('GET', `/${path}?${HORIZON()}&sectorIds=${sector(s)}`, c),
  },
  [`GET ${path}?roomIds`]: {
    outside: APPOINTMENT_OUT,
    run: (c, s) => call('GET', `/${path}?${HORIZON()}&roomIds=${room(s)}`, c),
  },
  [`GET ${path}?doctorIds`]: {
    outside: APPOINTMENT_OUT,
    run: (c, s) => call('GET', `/${path}?${HORIZON()}&doctorIds=${doctor(s)}`, c),
  },
});

const exportCall = async (c: Caller, path: string): Promise<Reply> => {
  const reply = await download(h, c, path);
  return { status: reply.status, body: { messageCode: reply.messageCode } };
};

const feeds = (
  name: string,
  ownerType: 'DOCTOR' | 'ROOM',
  owner: (s: Scope) => string,
): Record<string, Route> => ({
  [`GET calendar-feeds (${name})`]: {
    outside: EXPORT_OUT,
    run: (c, s) => call('GET', `/calendar-feeds?ownerType=${ownerType}&owner=${owner(s)}`, c),
  },
  [`POST calendar-feeds (${name})`]: {
    outside: EXPORT_OUT,
    status: 201,
    run: (c, s) => call('POST', '/calendar-feeds', c, { ownerType, owner: owner(s) }),
  },
  [`DELETE calendar-feeds/{id} (${name})`]: {
    outside: EXPORT_OUT,
    status: 204,
    run: async (c, s) => {
      const made = await call('POST', '/calendar-feeds', h.admin, { ownerType, owner: owner(s) });
      return call('DELETE', `/calendar-feeds/${(made.body as CalendarFeedCreated).feed.id}`, c);
    },
  },
});

const ROUTES: Record<string, Route> = {
  'GET properties/doctors/{id}': {
    outside: DOCTOR_OUT,
    run: (c, s) => call('GET', `/properties/doctors/${doctor(s)}`, c),
  },
  'POST properties/doctors/{id}': {
    outside: DOCTOR_OUT,
    run: (c, s) => call('POST', `/properties/doctors/${doctor(s)}`, c, { consultationDuration: 10 }),
  },
  'GET properties/rooms/{id}': {
    outside: ROOM_OUT,
    run: (c, s) => call('GET', `/properties/rooms/${room(s)}`, c),
  },
  'POST properties/rooms/{id}': {
    outside: ROOM_OUT,
    run: (c, s) => call('POST', `/properties/rooms/${room(s)}`, c, { prepDuration: 10 }),
  },
  ...availability('doctors', doctor),
  ...availability('rooms', room),
  ...appointmentLists('appointments'),
  ...appointmentLists('appointments/calendar'),
  'GET appointments/history (any patient)': {
    outside: APPOINTMENT_OUT,
    run: (c) => call('GET', `/appointments/history?${HORIZON()}&patientIds=${patient.id}`, c),
  },
  'GET appointments/{id}': {
    outside: APPOINTMENT_OUT,
    run: async (c, s) => call('GET', `/appointments/${await booked(s)}`, c),
  },
  'POST appointments': {
    outside: APPOINTMENT_OUT,
    status: 201,
    run: (c, s) =>
      call('POST', '/appointments', c, {
        room: room(s),
        sector: sector(s),
        doctor: doctor(s),
        patient: patient.id,
        startTime: nextStart(),
      }),
  },
  'PATCH appointments/{id}': {
    outside: APPOINTMENT_OUT,
    run: async (c, s) =>
      call('PATCH', `/appointments/${await booked(s)}`, c, {
        room: room(s),
        doctor: doctor(s),
        startTime: nextStart(),
      }),
  },
  'PATCH appointments/{id}/payment': {
    outside: APPOINTMENT_OUT,
    run: async (c, s) => call('PATCH', `/appointments/${await booked(s)}/payment?paid=true`, c),
  },
  'DELETE appointments/{id}/cancel': {
    outside: APPOINTMENT_OUT,
    run: async (c, s) =>
      call('DELETE', `/appointments/${await booked(s)}/cancel`, c, { cancelMotive: 'Imprévu' }),
  },
  'DELETE appointments/{id}/cancel (absentPatient)': {
    outside: APPOINTMENT_OUT,
    run: async (c, s) =>
      call('DELETE', `/appointments/${await booked(s)}/cancel`, c, {
        cancelMotive: 'Imprévu',
        absentPatient: true,
      }),
  },
  'GET arrangements/find/available-doctors': {
    outside: APPOINTMENT_OUT,
    run: (c, s) =>
      call(
        'GET',
        `/arrangements/find/available-doctors?roomId=${room(s)}&sectorId=${sector(s)}&startTime=${nextStart()}`,
        c,
      ),
  },
  'GET timeline/rooms': {
    outside: TIMELINE_OUT,
    run: (c, s) => call('GET', `/timeline/rooms?${RANGE}&roomIds=${room(s)}`, c),
  },
  'GET timeline/doctors': {
    outside: TIMELINE_OUT,
    run: (c, s) => call('GET', `/timeline/doctors?${RANGE}&doctorIds=${doctor(s)}`, c),
  },
  'GET timeline/sectors/busy': {
    outside: TIMELINE_OUT,
    run: (c, s) => call('GET', `/timeline/sectors/busy?${RANGE}&sectorIds=${sector(s)}`, c),
  },
  'GET timeline/rooms/bookable': {
    outside: TIMELINE_OUT,
    run: (c, s) => call('GET', `/timeline/rooms/bookable?roomId=${room(s)}&sectorId=${sector(s)}`, c),
  },
  'GET timeline/medical-presence?roomId': {
    outside: TIMELINE_OUT,
    run: (c, s) => call('GET', `/timeline/medical-presence?${RANGE}&roomId=${room(s)}`, c),
  },
  'GET timeline/medical-presence?sectorId': {
    outside: TIMELINE_OUT,
    run: (c, s) => call('GET', `/timeline/medical-presence?${RANGE}&sectorId=${sector(s)}`, c),
  },
  // Another's scope here: the caller's own room with another's sector.
  'GET timeline/medical-presence?roomId&sectorId': {
    outside: TIMELINE_OUT,
    run: (c, s) =>
      call('GET', `/timeline/medical-presence?${RANGE}&roomId=${room('own')}&sectorId=${sector(s)}`, c),
  },
  'GET stats/sectors/saturation': {
    outside: TIMELINE_OUT,
    run: (c, s) => call('GET', `/stats/sectors/saturation?${RANGE}&sectorIds=${sector(s)}`, c),
  },
  'GET stats/sectors/saturation/exceptional/hourly': {
    outside: TIMELINE_OUT,
    run: (c, s) =>
      call('GET', `/stats/sectors/saturation/exceptional/hourly?${RANGE}&sectorIds=${sector(s)}`, c),
  },
  'GET export/appointments?sectorIds': {
    outside: EXPORT_OUT,
    run: (c, s) => exportCall(c, `/export/appointments?${WEEK}&sectorIds=${sector(s)}`),
  },
  'GET export/appointments?roomIds': {
    outside: EXPORT_OUT,
    run: (c, s) => exportCall(c, `/export/appointments?${WEEK}&roomIds=${room(s)}`),
  },
  'GET export/appointments?doctorIds': {
    outside: EXPORT_OUT,
    run: (c, s) => exportCall(c, `/export/appointments?${WEEK}&doctorIds=${doctor(s)}`),
  },
  'GET export/c15-appointments?sectorIds': {
    outside: EXPORT_OUT,
    run: (c, s) => exportCall(c, `/export/c15-appointments?${WEEK}&sectorIds=${sector(s)}`),
  },
  ...feeds('a doctor', 'DOCTOR', doctor),
  ...feeds('a room', 'ROOM', room),
};

/** One row of the table as the two role-matrix cases it stands for. */
function casesOf([route, ...cells]: (typeof TABLE)[number]): RouteCase[] {
  const target = ROUTES[route];
  if (!target) throw new Error(`no call for ${route}`);
  return (['own', 'other'] as const).map((scope, i) => {
    const marks = cells[i]!.split(' ');
    if (marks.length !== HEADER.length) throw new Error(`${route}: ${HEADER.length} cells expected`);
    const allowed: Who[] = HEADER.filter((_, k) => marks[k] === '✓');
    const refusals: RouteCase['refusals'] = Object.fromEntries(
      HEADER.filter((_, k) => marks[k] === '⊘').map((role) => [role, [403, target.outside] as const]),
    );
    return {
      route: `${route} (${scope === 'own' ? 'own scope' : "another's"})`,
      allowed,
      refusals,
      status: target.status,
      run: (caller: Caller) => target.run(caller, scope),
    };
  });
}

beforeAll(async () => {
  h = await startSchedule();
  // The service's now, a day before the first start: every start stays within the bookable month.
  h.clock.at = new Date(utc(29, 0));
  roster = await makeRoster(h);
  patient = await h.person(['PATIENT']);
  for (const id of [roster.ownRoom.id, roster.otherRoom.id]) await weekly(h, 'ROOM', id);
  for (const id of [roster.person('DOCTOR').id, roster.otherDoctor.id]) await weekly(h, 'DOCTOR', id);
});
afterAll(async () => h?.close());

describe('who may see and do what', () => {
  itFollowsTheRoleMatrix(TABLE.flatMap(casesOf), (who) => roster.caller(who));
});

/**
 * Routes no person's role decides: a calendar feed is read with its secret file name (calendar-feed-ics tests), a
 * satisfaction survey with its link's token, and the seeder's bulk booking, the survey links and the read models'
 * exports take a SERVICE token only, every role refused (provisioning, evaluations and internal-exports tests).
 */
const NOT_FOR_A_ROLE = new Set([
  'GET ical/{file}',
  'POST internal/appointments',
  'GET service-evaluation',
  'POST service-evaluation',
  'POST internal/evaluations/token',
  'POST internal/evaluations',
  'GET internal/exports/appointments',
  'GET internal/exports/evaluations',
  'GET internal/exports/availability',
]);

describe('the table', () => {
  it('names every route the service serves to a person', async () => {
    const reply = await h.service.app.inject({ method: 'GET', url: '/api/schedule/internal/openapi.json' });
    const paths = (reply.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    const served = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) => `${method.toUpperCase()} ${path.replace(/^\/(api\/schedule\/)?/, '')}`,
      ),
    );
    const named = new Set(TABLE.map(([route]) => route.split(/[?(]/)[0]!.trim()));
    expect(served.filter((route) => !named.has(route) && !NOT_FOR_A_ROLE.has(route))).toEqual([]);
  });
});
