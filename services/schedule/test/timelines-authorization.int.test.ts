import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomSnapshot, SectorSnapshot } from '@teleplan/proto/material-resources';
import type { Role } from '@teleplan/proto/roles';
import type { Saturation } from '@teleplan/proto/schedule-timelines';
import {
  as,
  code,
  ghost,
  startSchedule,
  type Caller,
  type Harness,
  type Person,
  type Reply,
} from './harness.ts';
import { paris, TimelineFactories } from './timeline-factories.ts';

/**
 * The timelines' role matrix (README "Timelines and saturation"): every role, no token and a service token get 200
 * or the refusal written here. "Own" targets are in the callers' scope (the doctor is linked to the sector
 * manager's sector, which holds the room managed by the room manager and staffed by the room user); "another's"
 * are in another sector with other staff.
 */
type Who = Role | 'SERVICE' | 'NONE';
const EVERYONE: Who[] = [
  'SUPER_ADMIN',
  'ADMIN',
  'SECTOR_MANAGER',
  'ROOM_MANAGER',
  'ROOM_USER',
  'DOCTOR',
  'PATIENT',
  'SERVICE',
  'NONE',
];
const ADMINS: Who[] = ['SUPER_ADMIN', 'ADMIN'];
const FORBIDDEN = [403, 'common.auth.forbidden'] as const;
const UNAUTHENTICATED = [401, 'common.auth.unauthenticated'] as const;
const OUTSIDE = [403, 'schedule.timeline.unauthorized'] as const;
const RANGE = 'from=2026-06-15T00:00:00.000Z&to=2026-06-22T00:00:00.000Z';

interface RouteCase {
  route: string;
  allowed: Who[];
  refusals?: Partial<Record<Who, readonly [number, string]>>;
  path: () => string;
}

let h: Harness;
const roster = new Map<Role, Person>();
let otherDoctor: Person;
let ownSector: SectorSnapshot;
let otherSector: SectorSnapshot;
let ownRoom: RoomSnapshot;
let otherRoom: RoomSnapshot;

function callerFor(who: Who): Caller {
  if (who === 'NONE') return null;
  if (who === 'SERVICE' || who === 'PATIENT') return ghost(who);
  return as(roster.get(who)!, who);
}

const get =
  (path: () => string) =>
  (caller: Caller): Promise<Reply> =>
    h.call('GET', path(), caller);

const CASES: RouteCase[] = [
  {
    route: 'GET timeline/rooms (own)',
    allowed: [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER'],
    path: () => `/timeline/rooms?${RANGE}&roomIds=${ownRoom.id}`,
  },
  {
    route: "GET timeline/rooms (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE },
    path: () => `/timeline/rooms?${RANGE}&roomIds=${ownRoom.id},${otherRoom.id}`,
  },
  {
    route: 'GET timeline/doctors (own)',
    allowed: [...ADMINS, 'SECTOR_MANAGER', 'DOCTOR'],
    path: () => `/timeline/doctors?${RANGE}&doctorIds=${roster.get('DOCTOR')!.id}`,
  },
  {
    route: "GET timeline/doctors (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE, DOCTOR: OUTSIDE },
    path: () => `/timeline/doctors?${RANGE}&doctorIds=${otherDoctor.id}`,
  },
  {
    route: 'GET timeline/sectors/busy (own)',
    allowed: [...ADMINS, 'SECTOR_MANAGER'],
    path: () => `/timeline/sectors/busy?${RANGE}&sectorIds=${ownSector.id}`,
  },
  {
    route: "GET timeline/sectors/busy (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE },
    path: () => `/timeline/sectors/busy?${RANGE}&sectorIds=${otherSector.id}`,
  },
  {
    route: 'GET timeline/rooms/bookable (own)',
    allowed: [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'],
    path: () => `/timeline/rooms/bookable?roomId=${ownRoom.id}&sectorId=${ownSector.id}`,
  },
  {
    route: "GET timeline/rooms/bookable (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE, DOCTOR: OUTSIDE },
    path: () => `/timeline/rooms/bookable?roomId=${otherRoom.id}&sectorId=${otherSector.id}`,
  },
  {
    route: 'GET timeline/medical-presence (own room)',
    allowed: [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER'],
    path: () => `/timeline/medical-presence?${RANGE}&roomId=${ownRoom.id}&sectorId=${ownSector.id}`,
  },
  {
    route: "GET timeline/medical-presence (own room, another's sector)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE },
    path: () => `/timeline/medical-presence?${RANGE}&roomId=${ownRoom.id}&sectorId=${otherSector.id}`,
  },
  {
    route: "GET timeline/medical-presence (another's room)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE },
    path: () => `/timeline/medical-presence?${RANGE}&roomId=${otherRoom.id}`,
  },
  {
    route: 'GET timeline/medical-presence (own sector)',
    allowed: [...ADMINS, 'SECTOR_MANAGER'],
    refusals: { ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE },
    path: () => `/timeline/medical-presence?${RANGE}&sectorId=${ownSector.id}`,
  },
  {
    route: 'GET stats/sectors/saturation (own)',
    allowed: [...ADMINS, 'SECTOR_MANAGER'],
    path: () => `/stats/sectors/saturation?${RANGE}&sectorIds=${ownSector.id}`,
  },
  {
    route: "GET stats/sectors/saturation (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE },
    path: () => `/stats/sectors/saturation?${RANGE}&sectorIds=${ownSector.id}&sectorIds=${otherSector.id}`,
  },
  {
    route: 'GET stats/sectors/saturation/exceptional/hourly (own)',
    allowed: [...ADMINS, 'SECTOR_MANAGER'],
    path: () => `/stats/sectors/saturation/exceptional/hourly?${RANGE}&sectorIds=${ownSector.id}`,
  },
  {
    route: "GET stats/sectors/saturation/exceptional/hourly (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE },
    path: () => `/stats/sectors/saturation/exceptional/hourly?${RANGE}&sectorIds=${otherSector.id}`,
  },
];

beforeAll(async () => {
  h = await startSchedule();
  for (const role of [
    'SUPER_ADMIN',
    'ADMIN',
    'SECTOR_MANAGER',
    'ROOM_MANAGER',
    'ROOM_USER',
    'DOCTOR',
  ] as Role[])
    roster.set(role, await h.person([role]));
  otherDoctor = await h.person(['DOCTOR']);
  ownSector = await h.sector({
    managerId: roster.get('SECTOR_MANAGER')!.id,
    doctorIds: [roster.get('DOCTOR')!.id],
  });
  otherSector = await h.sector({
    managerId: (await h.person(['SECTOR_MANAGER'])).id,
    doctorIds: [otherDoctor.id],
  });
  ownRoom = await h.room({
    sectorIds: [ownSector.id],
    managerId: roster.get('ROOM_MANAGER')!.id,
    userIds: [roster.get('ROOM_USER')!.id],
  });
  otherRoom = await h.room({
    sectorIds: [otherSector.id],
    managerId: (await h.person(['ROOM_MANAGER'])).id,
    userIds: [(await h.person(['ROOM_USER'])).id],
  });
});
afterAll(async () => h?.close());

describe('timelines role matrix', () => {
  for (const c of CASES) {
    const run = get(c.path);
    for (const who of EVERYONE) {
      const allowed = c.allowed.includes(who);
      const [status, messageCode] = allowed
        ? [200, undefined]
        : who === 'NONE'
          ? UNAUTHENTICATED
          : (c.refusals?.[who] ?? FORBIDDEN);
      it(`${c.route}: ${who} ${allowed ? 'is allowed' : `is refused with ${messageCode}`}`, async () => {
        const reply = await run(callerFor(who));
        expect({ status: reply.status, code: code(reply) }, JSON.stringify(reply.body)).toEqual({
          status,
          code: messageCode,
        });
      });
    }
  }
});

describe('saturation without sectorIds', () => {
  it("covers every sector for admins and only a sector manager's own sectors for them", async () => {
    const f = new TimelineFactories(h);
    const monday = (time: string) => paris('2026-06-15', time);
    for (const room of [ownRoom, otherRoom]) await f.weekly('ROOM', room.id, 1, '09:00', '10:00');
    await f.appointment({
      roomId: ownRoom.id,
      sectorId: ownSector.id,
      doctorId: roster.get('DOCTOR')!.id,
      start: monday('09:00'),
    });
    await f.appointment({
      roomId: otherRoom.id,
      sectorId: otherSector.id,
      doctorId: otherDoctor.id,
      start: monday('09:00'),
      consultation: 50,
    });
    const level = async (caller: Caller) => {
      const reply = await h.call('GET', `/stats/sectors/saturation?${RANGE}`, caller);
      expect(reply.status).toBe(200);
      return (reply.body as Saturation[]).find((c) => c.interval.dayOfWeek === 1 && c.interval.start === 9)!
        .saturationLevel;
    };
    expect(await level(h.admin)).toBeCloseTo(80 / 120);
    expect(await level(as(roster.get('SECTOR_MANAGER')!))).toBeCloseTo(20 / 60);
  });
});
