import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@teleplan/proto/roles';
import { as, code, startIndicators, type Caller, type Harness } from './harness.ts';
import { buildWorld, type World } from './scenario.ts';

const SERIES = [
  '/statistics/appointments/evolution',
  '/statistics/appointments/total-count',
  '/statistics/appointments/latest',
  '/statistics/evaluations-reporter/total-count',
  '/statistics/evaluations-reporter/evolution',
  '/statistics/saturation/average/hourly-daily',
];

let h: Harness;
let world: World;
beforeAll(async () => {
  h = await startIndicators();
  world = await buildWorld(h);
});
afterAll(() => h?.close());

type Row = [
  who: string,
  caller: () => Caller,
  path: () => string,
  query: () => Record<string, unknown>,
  status: number,
  code?: string,
];

const person = (role: Role, id: () => string) => () => as(id(), role);
const sectorManager = person('SECTOR_MANAGER', () => world.managers.sector);
const roomManager = person('ROOM_MANAGER', () => world.managers.room);
const roomUser = person('ROOM_USER', () => world.managers.roomUser);
const doctor = person('DOCTOR', () => world.doctors[1]);
const U = 'indicators.statistics.';

/** Every statistics call kind: six series, the global overall and the four overall by id. */
const rows: Row[] = [
  ...SERIES.flatMap((url): Row[] => {
    const path = () => url;
    return [
      ['no token', () => null, path, () => ({}), 401, 'common.auth.unauthenticated'],
      ['a patient', person('PATIENT', randomUUID), path, () => ({}), 403, 'common.auth.forbidden'],
      ['an admin, globally', person('ADMIN', randomUUID), path, () => ({ global: true }), 200],
      [
        'a super admin, a doctor',
        person('SUPER_ADMIN', randomUUID),
        path,
        () => ({ doctorIds: world.doctors }),
        200,
      ],
      ['a sector manager, their reach', sectorManager, path, () => ({}), 200],
      [
        'a sector manager, globally',
        sectorManager,
        path,
        () => ({ global: true }),
        403,
        `${U}unauthorized_global`,
      ],
      [
        'a sector manager, another sector',
        sectorManager,
        path,
        () => ({ sectorIds: [world.sectors[1]] }),
        403,
        `${U}unauthorized_sector`,
      ],
      ['a sector manager, their room', sectorManager, path, () => ({ roomIds: [world.rooms[0]] }), 200],
      [
        'a sector manager, another room',
        sectorManager,
        path,
        () => ({ roomIds: [world.rooms[1]] }),
        403,
        `${U}unauthorized_room`,
      ],
      ['a sector manager, their doctor', sectorManager, path, () => ({ doctorIds: [world.doctors[0]] }), 200],
      [
        'a sector manager, another doctor',
        sectorManager,
        path,
        () => ({ doctorIds: [world.doctors[1]] }),
        403,
        `${U}unauthorized_doctor`,
      ],
      [
        'a sector manager, another room type',
        sectorManager,
        path,
        () => ({ roomTypeIds: [world.roomTypes[1]] }),
        403,
        `${U}unauthorized_room_type`,
      ],
      [
        'a manager of no sector',
        person('SECTOR_MANAGER', randomUUID),
        path,
        () => ({}),
        403,
        `${U}unknown_sector_manager`,
      ],
      ['a room manager, their room', roomManager, path, () => ({ roomIds: [world.rooms[0]] }), 200],
      [
        "a room manager, their room's sector",
        roomManager,
        path,
        () => ({ sectorIds: [world.sectors[0]] }),
        200,
      ],
      [
        'a room manager, another sector',
        roomManager,
        path,
        () => ({ sectorIds: [world.sectors[1]] }),
        403,
        `${U}unauthorized_sector`,
      ],
      [
        'a room manager, a doctor',
        roomManager,
        path,
        () => ({ doctorIds: [world.doctors[0]] }),
        403,
        `${U}unauthorized_doctor`,
      ],
      ['a room user, their room', roomUser, path, () => ({ roomIds: [world.rooms[1]] }), 200],
      [
        'a room user, another room',
        roomUser,
        path,
        () => ({ roomIds: [world.rooms[0]] }),
        403,
        `${U}unauthorized_room`,
      ],
      ['a doctor, themselves', doctor, path, () => ({}), 200],
      [
        'a doctor, another doctor',
        doctor,
        path,
        () => ({ doctorIds: [world.doctors[0]] }),
        403,
        `${U}unauthorized_doctor`,
      ],
      [
        'a doctor, a sector',
        doctor,
        path,
        () => ({ sectorIds: [world.sectors[1]] }),
        403,
        `${U}unauthorized_sector`,
      ],
    ].map(([who, ...rest]): Row => [`${who} (${url})`, ...rest] as Row);
  }),
];

/** The overall statistics, globally and by id. */
const OVERALL_ROWS: Row[] = [
  [
    'no token (overall)',
    () => null,
    () => '/statistics/overall/latest/global',
    () => ({}),
    401,
    'common.auth.unauthenticated',
  ],
  [
    'a patient',
    person('PATIENT', randomUUID),
    () => '/statistics/overall/latest/global',
    () => ({}),
    403,
    'common.auth.forbidden',
  ],
  ['an admin', person('ADMIN', randomUUID), () => '/statistics/overall/latest/global', () => ({}), 200],
  [
    'a sector manager',
    sectorManager,
    () => '/statistics/overall/latest/global',
    () => ({}),
    403,
    `${U}unauthorized_global`,
  ],
  ['a doctor', doctor, () => '/statistics/overall/latest/global', () => ({}), 403, `${U}unauthorized_global`],
  [
    'a sector manager, their sector',
    sectorManager,
    () => `/statistics/overall/latest/sectors/${world.sectors[0]}`,
    () => ({}),
    200,
  ],
  [
    'a sector manager, another sector',
    sectorManager,
    () => `/statistics/overall/latest/sectors/${world.sectors[1]}`,
    () => ({}),
    403,
    `${U}unauthorized_sector`,
  ],
  [
    'a room manager, their room',
    roomManager,
    () => `/statistics/overall/latest/rooms/${world.rooms[0]}`,
    () => ({}),
    200,
  ],
  [
    'a room user, another room',
    roomUser,
    () => `/statistics/overall/latest/rooms/${world.rooms[0]}`,
    () => ({}),
    403,
    `${U}unauthorized_room`,
  ],
  [
    'a doctor, themselves',
    doctor,
    () => `/statistics/overall/latest/doctors/${world.doctors[1]}`,
    () => ({}),
    200,
  ],
  [
    'a doctor, another doctor',
    doctor,
    () => `/statistics/overall/latest/doctors/${world.doctors[0]}`,
    () => ({}),
    403,
    `${U}unauthorized_doctor`,
  ],
  [
    'a room user, their room type',
    roomUser,
    () => `/statistics/overall/latest/room-types/${world.roomTypes[1]}`,
    () => ({}),
    200,
  ],
  [
    'a room user, another room type',
    roomUser,
    () => `/statistics/overall/latest/room-types/${world.roomTypes[0]}`,
    () => ({}),
    403,
    `${U}unauthorized_room_type`,
  ],
  [
    'an admin, any room type',
    person('ADMIN', randomUUID),
    () => `/statistics/overall/latest/room-types/${world.roomTypes[0]}`,
    () => ({}),
    200,
  ],
];

describe('who may read which statistics', () => {
  it.each([...rows, ...OVERALL_ROWS])('%s', async (_who, caller, path, query, status, messageCode) => {
    const reply = await h.get(path(), caller(), query());
    expect([reply.status, code(reply)]).toEqual([status, messageCode]);
  });
});
