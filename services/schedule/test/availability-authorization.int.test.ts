import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityByOwner } from '@teleplan/proto/schedule-availability';
import { as, code, startSchedule, type Caller, type Harness } from './harness.ts';
import { ADMINS, itFollowsTheRoleMatrix, makeRoster, type RouteCase, type Roster } from './role-matrix.ts';

/** The availability rows of the README's role matrix, for each route, own scope and another's. */
const OUTSIDE = [403, 'schedule.availability.unauthorized'] as const;
const WINDOW = 'from=2026-12-01T00:00:00.000Z&to=2026-12-31T00:00:00.000Z';

let h: Harness;
let roster: Roster;
let minute = 0;

type Path = 'doctors' | 'rooms';
const ownDoctor = () => roster.person('DOCTOR').id;

/** A fresh exceptional slot each time, so that repeated allowed calls never collide. */
function slotOf(owner: string) {
  minute += 10;
  const start = new Date(Date.UTC(2026, 11, 1, 6) + minute * 60_000);
  return {
    exceptionalAvailability: [
      {
        owner,
        interval: { start: start.toISOString(), end: new Date(start.getTime() + 600_000).toISOString() },
      },
    ],
  };
}

const read = (path: Path, owner: () => string) => (caller: Caller) =>
  h.call(
    'GET',
    `/availabilities/${path}?${WINDOW}&${path === 'doctors' ? 'doctorIds' : 'roomIds'}=${owner()}`,
    caller,
  );
const add = (path: Path, owner: () => string) => (caller: Caller) =>
  h.call('POST', `/availabilities/${path}`, caller, slotOf(owner()));
const removeOne = (path: Path, owner: () => string) => async (caller: Caller) => {
  const created = await h.call<AvailabilityByOwner>(
    'POST',
    `/availabilities/${path}`,
    h.admin,
    slotOf(owner()),
  );
  const id = created.body.exceptionalAvailability[0]!.id;
  return h.call('DELETE', `/availabilities/${path}`, caller, { exceptionalAvailabilityIds: [id] });
};

const ROUTES: [string, Path, typeof read, number][] = [
  ['GET', 'doctors', read, 200],
  ['POST', 'doctors', add, 201],
  ['DELETE', 'doctors', removeOne, 204],
  ['GET', 'rooms', read, 200],
  ['POST', 'rooms', add, 201],
  ['DELETE', 'rooms', removeOne, 204],
];

const CASES: RouteCase[] = ROUTES.flatMap(([method, path, action, status]): RouteCase[] => {
  const reading = method === 'GET';
  const own = path === 'doctors' ? ownDoctor : () => roster.ownRoom.id;
  const others = path === 'doctors' ? () => roster.otherDoctor.id : () => roster.otherRoom.id;
  const ownAllowed: RouteCase['allowed'] =
    path === 'doctors'
      ? [...ADMINS, 'SECTOR_MANAGER', 'DOCTOR', ...(reading ? (['ROOM_MANAGER', 'ROOM_USER'] as const) : [])]
      : [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER', ...(reading ? (['ROOM_USER'] as const) : [])];
  const scoped = reading
    ? (['SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'] as const)
    : (['SECTOR_MANAGER', 'ROOM_MANAGER', 'DOCTOR'] as const);
  const outsideFor = (allowed: RouteCase['allowed']) =>
    Object.fromEntries(scoped.filter((who) => !allowed.includes(who)).map((who) => [who, OUTSIDE]));
  return [
    {
      route: `${method} availabilities/${path} (own)`,
      allowed: ownAllowed,
      status,
      refusals: outsideFor(ownAllowed),
      run: action(path, own),
    },
    {
      route: `${method} availabilities/${path} (another's)`,
      allowed: ADMINS,
      status,
      refusals: outsideFor(ADMINS),
      run: action(path, others),
    },
  ];
});

beforeAll(async () => {
  h = await startSchedule();
  roster = await makeRoster(h);
});
afterAll(async () => h?.close());

describe('role matrix', () => {
  itFollowsTheRoleMatrix(CASES, (who) => roster.caller(who));
});

describe('several owners in one call', () => {
  it('refuses a doctor adding a slot for themself and another doctor, and stores neither', async () => {
    const doctor = as(roster.person('DOCTOR'), 'DOCTOR');
    const body = {
      exceptionalAvailability: [
        ...slotOf(ownDoctor()).exceptionalAvailability,
        ...slotOf(roster.otherDoctor.id).exceptionalAvailability,
      ],
    };
    const reply = await h.call('POST', '/availabilities/doctors', doctor, body);
    expect({ status: reply.status, code: code(reply) }).toEqual({ status: 403, code: OUTSIDE[1] });
    const [row] = await h.service.dataSource.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM exceptional_slot WHERE start_time = $1',
      [body.exceptionalAvailability[0]!.interval.start],
    );
    expect(row?.count).toBe(0);
  });

  it("refuses a sector manager deleting a slot of their doctor and one of another's, and deletes neither", async () => {
    const mine = await h.call<AvailabilityByOwner>(
      'POST',
      '/availabilities/doctors',
      h.admin,
      slotOf(ownDoctor()),
    );
    const theirs = await h.call<AvailabilityByOwner>(
      'POST',
      '/availabilities/doctors',
      h.admin,
      slotOf(roster.otherDoctor.id),
    );
    const ids = [mine, theirs].map((reply) => reply.body.exceptionalAvailability[0]!.id);
    const reply = await h.call(
      'DELETE',
      '/availabilities/doctors',
      as(roster.person('SECTOR_MANAGER'), 'SECTOR_MANAGER'),
      {
        exceptionalAvailabilityIds: ids,
      },
    );
    expect({ status: reply.status, code: code(reply) }).toEqual({ status: 403, code: OUTSIDE[1] });
    const [row] = await h.service.dataSource.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM exceptional_slot WHERE id = ANY($1::uuid[])',
      [ids],
    );
    expect(row?.count).toBe(2);
  });
});
