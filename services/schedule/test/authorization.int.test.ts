import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, code, startSchedule, type Harness } from './harness.ts';
import { ADMINS, itFollowsTheRoleMatrix, makeRoster, type RouteCase, type Roster } from './role-matrix.ts';

/**
 * The role matrix of the README, route by route: every role (and no token, and a service token) either gets
 * 200 or the refusal written here. "Own" targets are in the callers' scope (`makeRoster`); "another's" are in
 * another sector with other staff.
 */
const DOCTOR_OUTSIDE = [403, 'schedule.profile.doctor.unauthorized'] as const;
const ROOM_OUTSIDE = [403, 'schedule.room.unauthorized'] as const;

let h: Harness;
let roster: Roster;

const doctorBody = { consultationDuration: 20, appointmentNotice: 'Munissez-vous de votre carte Vitale.' };

const CASES: RouteCase[] = [
  {
    route: 'GET properties/doctors/{id} (own)',
    allowed: [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'],
    run: (caller) => h.call('GET', `/properties/doctors/${roster.person('DOCTOR').id}`, caller),
  },
  {
    route: "GET properties/doctors/{id} (another's)",
    allowed: ADMINS,
    refusals: {
      SECTOR_MANAGER: DOCTOR_OUTSIDE,
      ROOM_MANAGER: DOCTOR_OUTSIDE,
      ROOM_USER: DOCTOR_OUTSIDE,
      DOCTOR: DOCTOR_OUTSIDE,
    },
    run: (caller) => h.call('GET', `/properties/doctors/${roster.otherDoctor.id}`, caller),
  },
  {
    route: 'POST properties/doctors/{id} (own)',
    allowed: [...ADMINS, 'SECTOR_MANAGER', 'DOCTOR'],
    run: (caller) => h.call('POST', `/properties/doctors/${roster.person('DOCTOR').id}`, caller, doctorBody),
  },
  {
    route: "POST properties/doctors/{id} (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: DOCTOR_OUTSIDE, DOCTOR: DOCTOR_OUTSIDE },
    run: (caller) => h.call('POST', `/properties/doctors/${roster.otherDoctor.id}`, caller, doctorBody),
  },
  {
    route: 'GET properties/rooms/{id} (own)',
    allowed: [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER'],
    run: (caller) => h.call('GET', `/properties/rooms/${roster.ownRoom.id}`, caller),
  },
  {
    route: "GET properties/rooms/{id} (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: ROOM_OUTSIDE, ROOM_MANAGER: ROOM_OUTSIDE, ROOM_USER: ROOM_OUTSIDE },
    run: (caller) => h.call('GET', `/properties/rooms/${roster.otherRoom.id}`, caller),
  },
  {
    route: 'POST properties/rooms/{id} (own)',
    allowed: [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER'],
    run: (caller) => h.call('POST', `/properties/rooms/${roster.ownRoom.id}`, caller, { prepDuration: 20 }),
  },
  {
    route: "POST properties/rooms/{id} (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: ROOM_OUTSIDE, ROOM_MANAGER: ROOM_OUTSIDE },
    run: (caller) => h.call('POST', `/properties/rooms/${roster.otherRoom.id}`, caller, { prepDuration: 20 }),
  },
];

beforeAll(async () => {
  h = await startSchedule();
  roster = await makeRoster(h);
});
afterAll(async () => h?.close());

describe('role matrix', () => {
  itFollowsTheRoleMatrix(CASES, (who) => roster.caller(who));
});

describe('scope follows the replicas', () => {
  it('refuses a sector manager once the doctor is unlinked from their sector', async () => {
    const manager = await h.person(['SECTOR_MANAGER']);
    const doctor = await h.person(['DOCTOR']);
    const sector = await h.sector({ managerId: manager.id, doctorIds: [doctor.id] });
    expect((await h.call('GET', `/properties/doctors/${doctor.id}`, as(manager))).status).toBe(200);
    await h.publish('sector.doctor-unlinked', { sectorId: sector.id, doctorId: doctor.id });
    expect(code(await h.call('GET', `/properties/doctors/${doctor.id}`, as(manager)))).toBe(
      'schedule.profile.doctor.unauthorized',
    );
  });

  it("refuses a room's former manager and users once the room is deleted", async () => {
    const manager = await h.person(['ROOM_MANAGER']);
    const user = await h.person(['ROOM_USER']);
    const room = await h.room({ managerId: manager.id, userIds: [user.id] });
    expect((await h.call('GET', `/properties/rooms/${room.id}`, as(user))).status).toBe(200);
    await h.publish('room.deleted', {
      current: { ...room, deleted: true, enabled: false, managerId: null, userIds: [], sectorIds: [] },
      previous: room,
    });
    expect(code(await h.call('GET', `/properties/rooms/${room.id}`, as(manager)))).toBe(
      'schedule.room.unauthorized',
    );
    expect(code(await h.call('GET', `/properties/rooms/${room.id}`, as(user)))).toBe(
      'schedule.room.unauthorized',
    );
  });
});
