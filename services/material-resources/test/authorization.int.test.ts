import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room, RoomType, Sector } from '@teleplan/proto/material-resources';
import type { Role } from '@teleplan/proto/roles';
import {
  as,
  code,
  ghost,
  startResources,
  type Caller,
  type Harness,
  type Person,
  type Reply,
} from './harness.ts';

/**
 * The role matrix of the README, route by route: every role (and no token, and a service token) either gets
 * the route's success status or the refusal written here. "Own" targets are in the callers' scope (the sector
 * manager's sector, the room manager's and room user's room, the doctor's sector); "another's" are not.
 */
type Who = Role | 'SERVICE' | 'NONE';
const ADMINS: Who[] = ['SUPER_ADMIN', 'ADMIN'];
const STAFF: Who[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'];
const EVERYONE: Who[] = [...STAFF, 'PATIENT', 'SERVICE', 'NONE'];
const FORBIDDEN = [403, 'common.auth.forbidden'] as const;
const UNAUTHENTICATED = [401, 'common.auth.unauthenticated'] as const;
const UNMANAGED = [403, 'material_resources.room.unmanaged'] as const;
const ROOM_OUTSIDE = [403, 'material_resources.room.unauthorized'] as const;
const SECTOR_OUTSIDE = [403, 'material_resources.sector.unauthorized'] as const;
const DOCTOR_OUTSIDE = [403, 'material_resources.sector.doctor_unmanaged'] as const;
const USER_TAKEN = [409, 'material_resources.room.user_already_in_room'] as const;
const MANAGER_TAKEN = [409, 'material_resources.room.manager_already_assigned'] as const;

interface RouteCase {
  route: string;
  ok: number;
  allowed: Who[];
  refusals?: Partial<Record<Who, readonly [number, string]>>;
  run(caller: Caller): Promise<Reply>;
}

let h: Harness;
const roster = new Map<Role, Person>();
let own: Sector;
let other: Sector;
let ownRoom: Room;
let otherRoom: Room;
let type: RoomType;

function callerFor(who: Who): Caller {
  if (who === 'NONE') return null;
  if (who === 'SERVICE' || who === 'PATIENT') return ghost(who);
  return as(roster.get(who)!, who);
}

const freshRoom = (sector: Sector) => h.room([sector.id]);
/** A new doctor linked (by an admin) to `sector`. */
async function doctorOf(sector: Sector): Promise<Person> {
  const doctor = await h.person(['DOCTOR']);
  await h.call('POST', `/add-doctor-sector/${sector.id}/${doctor.id}`, h.admin);
  return doctor;
}
const outsideRoomRefusals = { SECTOR_MANAGER: UNMANAGED, ROOM_MANAGER: UNMANAGED };
const outsideSectorRefusals = { SECTOR_MANAGER: SECTOR_OUTSIDE };
const outsideReadRefusals = {
  SECTOR_MANAGER: ROOM_OUTSIDE,
  ROOM_MANAGER: ROOM_OUTSIDE,
  ROOM_USER: ROOM_OUTSIDE,
  DOCTOR: ROOM_OUTSIDE,
};

const CASES: RouteCase[] = [
  {
    route: 'POST create-room (own sector)',
    ok: 201,
    allowed: [...ADMINS, 'SECTOR_MANAGER'],
    run: (caller) => h.call('POST', '/create-room', caller, h.roomBody([own.id], type.id)),
  },
  {
    route: "POST create-room (another's sector)",
    ok: 201,
    allowed: ADMINS,
    refusals: outsideSectorRefusals,
    run: (caller) => h.call('POST', '/create-room', caller, h.roomBody([other.id], type.id)),
  },
  { route: 'GET rooms', ok: 200, allowed: STAFF, run: (caller) => h.call('GET', '/rooms', caller) },
  {
    route: 'GET rooms/with',
    ok: 200,
    allowed: STAFF,
    run: (caller) => h.call('GET', '/rooms/with?query=name==*a*', caller),
  },
  {
    route: 'GET rooms/aggregated-details',
    ok: 200,
    allowed: STAFF,
    run: (caller) => h.call('GET', '/rooms/aggregated-details', caller),
  },
  {
    route: 'GET rooms/search',
    ok: 200,
    allowed: STAFF,
    run: (caller) => h.call('GET', '/rooms/search?partialName=sal', caller),
  },
  {
    route: 'PATCH rooms/{id} (own room)',
    ok: 200,
    allowed: [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER'],
    run: (caller) => h.call('PATCH', `/rooms/${ownRoom.id}`, caller, { description: 'Au rez-de-chaussée' }),
  },
  {
    route: "PATCH rooms/{id} (another's room)",
    ok: 200,
    allowed: ADMINS,
    refusals: outsideRoomRefusals,
    run: (caller) => h.call('PATCH', `/rooms/${otherRoom.id}`, caller, { description: 'x' }),
  },
  {
    route: 'DELETE delete-room/{id} (own sector)',
    ok: 204,
    allowed: [...ADMINS, 'SECTOR_MANAGER'],
    run: async (caller) => h.call('DELETE', `/delete-room/${(await freshRoom(own)).id}`, caller),
  },
  {
    route: "DELETE delete-room/{id} (another's sector)",
    ok: 204,
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: UNMANAGED },
    run: async (caller) => h.call('DELETE', `/delete-room/${(await freshRoom(other)).id}`, caller),
  },
  {
    route: 'GET get-room-details/{id} (own)',
    ok: 200,
    allowed: STAFF,
    run: (caller) => h.call('GET', `/get-room-details/${ownRoom.id}`, caller),
  },
  {
    route: "GET get-room-details/{id} (another's)",
    ok: 200,
    allowed: ADMINS,
    refusals: outsideReadRefusals,
    run: (caller) => h.call('GET', `/get-room-details/${otherRoom.id}`, caller),
  },
  {
    route: 'PUT rooms/{id}/room-manager/{userId} (own sector)',
    ok: 200,
    allowed: [...ADMINS, 'SECTOR_MANAGER'],
    run: async (caller) => {
      const room = await freshRoom(own);
      const manager = await h.person(['ROOM_MANAGER']);
      return h.call('PUT', `/rooms/${room.id}/room-manager/${manager.id}`, caller);
    },
  },
  {
    route: "PUT rooms/{id}/room-manager/{userId} (another's sector)",
    ok: 200,
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: UNMANAGED },
    run: async (caller) => {
      const room = await freshRoom(other);
      const manager = await h.person(['ROOM_MANAGER']);
      return h.call('PUT', `/rooms/${room.id}/room-manager/${manager.id}`, caller);
    },
  },
  {
    route: "PUT rooms/{id}/room-manager/{userId} (own sector, another room's manager)",
    ok: 200,
    allowed: [],
    refusals: { SUPER_ADMIN: MANAGER_TAKEN, ADMIN: MANAGER_TAKEN, SECTOR_MANAGER: MANAGER_TAKEN },
    run: async (caller) => {
      const room = await freshRoom(own);
      return h.call('PUT', `/rooms/${room.id}/room-manager/${otherRoom.manager!.id}`, caller);
    },
  },
  {
    route: 'POST add-room-user/{roomId}/{userId} (own room)',
    ok: 201,
    allowed: [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER'],
    run: async (caller) =>
      h.call('POST', `/add-room-user/${ownRoom.id}/${(await h.person(['ROOM_USER'])).id}`, caller),
  },
  {
    route: "POST add-room-user/{roomId}/{userId} (another's room)",
    ok: 201,
    allowed: ADMINS,
    refusals: outsideRoomRefusals,
    run: async (caller) =>
      h.call('POST', `/add-room-user/${otherRoom.id}/${(await h.person(['ROOM_USER'])).id}`, caller),
  },
  {
    route: "POST add-room-user/{roomId}/{userId} (own room, another room's user)",
    ok: 201,
    allowed: [],
    refusals: {
      SUPER_ADMIN: USER_TAKEN,
      ADMIN: USER_TAKEN,
      SECTOR_MANAGER: USER_TAKEN,
      ROOM_MANAGER: USER_TAKEN,
    },
    run: async (caller) => {
      const user = await h.person(['ROOM_USER']);
      await h.call('POST', `/add-room-user/${otherRoom.id}/${user.id}`, h.admin);
      return h.call('POST', `/add-room-user/${ownRoom.id}/${user.id}`, caller);
    },
  },
  {
    route: 'GET get-room-user/{id}',
    ok: 200,
    allowed: STAFF,
    run: (caller) => h.call('GET', `/get-room-user/${roster.get('ROOM_USER')!.id}`, caller),
  },
  {
    route: 'DELETE delete-room-user/{id} (own room)',
    ok: 204,
    allowed: [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER'],
    run: async (caller) => {
      const user = await h.person(['ROOM_USER']);
      await h.call('POST', `/add-room-user/${ownRoom.id}/${user.id}`, h.admin);
      return h.call('DELETE', `/delete-room-user/${user.id}`, caller);
    },
  },
  {
    route: "DELETE delete-room-user/{id} (another's room)",
    ok: 204,
    allowed: ADMINS,
    refusals: outsideRoomRefusals,
    run: async (caller) => {
      const user = await h.person(['ROOM_USER']);
      await h.call('POST', `/add-room-user/${otherRoom.id}/${user.id}`, h.admin);
      return h.call('DELETE', `/delete-room-user/${user.id}`, caller);
    },
  },
  {
    route: 'GET get-room-user-list/{id} (own)',
    ok: 200,
    allowed: STAFF,
    run: (caller) => h.call('GET', `/get-room-user-list/${ownRoom.id}`, caller),
  },
  {
    route: "GET get-room-user-list/{id} (another's)",
    ok: 200,
    allowed: ADMINS,
    refusals: outsideReadRefusals,
    run: (caller) => h.call('GET', `/get-room-user-list/${otherRoom.id}`, caller),
  },
  {
    route: 'GET get-room-by-manager/{id}',
    ok: 200,
    allowed: STAFF,
    run: (caller) => h.call('GET', `/get-room-by-manager/${roster.get('ROOM_MANAGER')!.id}`, caller),
  },
  {
    route: 'PUT rooms/{roomId}/sectors/{sectorId} (own room to own sector)',
    ok: 200,
    allowed: [...ADMINS, 'SECTOR_MANAGER'],
    run: async (caller) => h.call('PUT', `/rooms/${(await freshRoom(own)).id}/sectors/${own.id}`, caller),
  },
  {
    route: "PUT rooms/{roomId}/sectors/{sectorId} (another's room to own sector: no takeover)",
    ok: 200,
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: UNMANAGED },
    run: async (caller) => h.call('PUT', `/rooms/${(await freshRoom(other)).id}/sectors/${own.id}`, caller),
  },
  {
    route: 'PUT rooms/{roomId}/sectors/{sectorId} (a room in no sector to own sector)',
    ok: 200,
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: UNMANAGED },
    run: async (caller) => {
      const room = await freshRoom(other);
      await h.call('DELETE', `/rooms/${room.id}/sectors/${other.id}`, h.admin);
      return h.call('PUT', `/rooms/${room.id}/sectors/${own.id}`, caller);
    },
  },
  {
    route: "PUT rooms/{roomId}/sectors/{sectorId} (own room to another's sector)",
    ok: 200,
    allowed: ADMINS,
    refusals: outsideSectorRefusals,
    run: async (caller) => h.call('PUT', `/rooms/${(await freshRoom(own)).id}/sectors/${other.id}`, caller),
  },
  {
    route: 'DELETE rooms/{roomId}/sectors/{sectorId} (own sector)',
    ok: 204,
    allowed: [...ADMINS, 'SECTOR_MANAGER'],
    run: async (caller) => h.call('DELETE', `/rooms/${(await freshRoom(own)).id}/sectors/${own.id}`, caller),
  },
  {
    route: "DELETE rooms/{roomId}/sectors/{sectorId} (another's sector)",
    ok: 204,
    allowed: ADMINS,
    refusals: outsideSectorRefusals,
    run: async (caller) =>
      h.call('DELETE', `/rooms/${(await freshRoom(other)).id}/sectors/${other.id}`, caller),
  },
  {
    route: "DELETE rooms/{roomId}/sectors/{sectorId} (a room of own and another's sector, from the other)",
    ok: 204,
    allowed: ADMINS,
    refusals: outsideSectorRefusals,
    run: async (caller) => {
      const room = await h.room([own.id, other.id]);
      return h.call('DELETE', `/rooms/${room.id}/sectors/${other.id}`, caller);
    },
  },
  {
    route: 'GET internal/exports/resources',
    ok: 200,
    allowed: ['SERVICE'],
    run: (caller) => h.call('GET', '/internal/exports/resources', caller),
  },
  { route: 'GET room-types', ok: 200, allowed: STAFF, run: (caller) => h.call('GET', '/room-types', caller) },
  {
    route: 'GET room-types/{id}',
    ok: 200,
    allowed: STAFF,
    run: (caller) => h.call('GET', `/room-types/${type.id}`, caller),
  },
  {
    route: 'POST room-types',
    ok: 201,
    allowed: ADMINS,
    run: (caller) =>
      h.call('POST', '/room-types', caller, {
        name: `T_${randomUUID().slice(0, 8)}`,
        translations: { fr: 'Salle' },
      }),
  },
  {
    route: 'PATCH room-types/{id}',
    ok: 200,
    allowed: ADMINS,
    run: (caller) =>
      h.call('PATCH', `/room-types/${type.id}`, caller, { translations: { fr: 'Salle', en: 'Room' } }),
  },
  {
    route: 'POST sectors',
    ok: 201,
    allowed: ADMINS,
    run: async (caller) =>
      h.call('POST', '/sectors', caller, {
        name: 'Nouveau cabinet',
        license: h.licenses.addKey(`KEY-${randomUUID()}`, 2),
        sectorManager: (await h.person(['SECTOR_MANAGER'])).id,
      }),
  },
  {
    route: 'PATCH update-sector/{id} (own)',
    ok: 200,
    allowed: [...ADMINS, 'SECTOR_MANAGER'],
    run: (caller) =>
      h.call('PATCH', `/update-sector/${own.id}`, caller, { name: `Cabinet ${randomUUID().slice(0, 4)}` }),
  },
  {
    route: "PATCH update-sector/{id} (another's)",
    ok: 200,
    allowed: ADMINS,
    refusals: outsideSectorRefusals,
    run: (caller) =>
      h.call('PATCH', `/update-sector/${other.id}`, caller, { name: `Autre ${randomUUID().slice(0, 4)}` }),
  },
  {
    route: 'PUT sectors/{id}/sector-manager/{userId}',
    ok: 200,
    allowed: ADMINS,
    run: async (caller) => {
      const { sector } = await h.sector();
      return h.call(
        'PUT',
        `/sectors/${sector.id}/sector-manager/${(await h.person(['SECTOR_MANAGER'])).id}`,
        caller,
      );
    },
  },
  {
    route: 'GET get-sector-list/',
    ok: 200,
    allowed: STAFF,
    run: (caller) => h.call('GET', '/get-sector-list/', caller),
  },
  {
    route: 'GET sectors/with',
    ok: 200,
    allowed: STAFF,
    run: (caller) => h.call('GET', '/sectors/with?sort=name,asc', caller),
  },
  {
    route: 'GET sectors/aggregated-details',
    ok: 200,
    allowed: STAFF,
    run: (caller) => h.call('GET', '/sectors/aggregated-details', caller),
  },
  {
    route: 'GET get-sector/{id} (own)',
    ok: 200,
    allowed: STAFF,
    run: (caller) => h.call('GET', `/get-sector/${own.id}`, caller),
  },
  {
    route: "GET get-sector/{id} (another's)",
    ok: 200,
    allowed: ADMINS,
    refusals: {
      SECTOR_MANAGER: SECTOR_OUTSIDE,
      ROOM_MANAGER: SECTOR_OUTSIDE,
      ROOM_USER: SECTOR_OUTSIDE,
      DOCTOR: SECTOR_OUTSIDE,
    },
    run: (caller) => h.call('GET', `/get-sector/${other.id}`, caller),
  },
  {
    route: 'GET get-sector-details/{id}',
    ok: 200,
    allowed: STAFF,
    run: (caller) => h.call('GET', `/get-sector-details/${own.id}`, caller),
  },
  {
    route: 'GET sectors/{id}?withDetails',
    ok: 200,
    allowed: STAFF,
    run: (caller) => h.call('GET', `/sectors/${own.id}?withDetails=true`, caller),
  },
  {
    route: 'GET get-sector-by-manager/{id}',
    ok: 200,
    allowed: STAFF,
    run: (caller) => h.call('GET', `/get-sector-by-manager/${roster.get('SECTOR_MANAGER')!.id}`, caller),
  },
  {
    route: 'GET get-sectors-by-doctor/{id}',
    ok: 200,
    allowed: STAFF,
    run: (caller) => h.call('GET', `/get-sectors-by-doctor/${roster.get('DOCTOR')!.id}`, caller),
  },
  {
    route: 'POST add-doctor-sector/{sectorId}/{doctorId} (own)',
    ok: 200,
    allowed: [...ADMINS, 'SECTOR_MANAGER'],
    run: async (caller) =>
      h.call('POST', `/add-doctor-sector/${own.id}/${(await h.person(['DOCTOR'])).id}`, caller),
  },
  {
    route: "POST add-doctor-sector/{sectorId}/{doctorId} (own sector, another sector's doctor)",
    ok: 200,
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: DOCTOR_OUTSIDE },
    run: async (caller) =>
      h.call('POST', `/add-doctor-sector/${own.id}/${(await doctorOf(other)).id}`, caller),
  },
  {
    route: "POST add-doctor-sector/{sectorId}/{doctorId} (own sector, a doctor of own and another's sector)",
    ok: 200,
    allowed: [...ADMINS, 'SECTOR_MANAGER'],
    run: async (caller) => {
      const doctor = await doctorOf(other);
      await h.call('POST', `/add-doctor-sector/${own.id}/${doctor.id}`, h.admin);
      return h.call('POST', `/add-doctor-sector/${own.id}/${doctor.id}`, caller);
    },
  },
  {
    route: "POST add-doctor-sector/{sectorId}/{doctorId} (another's)",
    ok: 200,
    allowed: ADMINS,
    refusals: outsideSectorRefusals,
    run: async (caller) =>
      h.call('POST', `/add-doctor-sector/${other.id}/${(await h.person(['DOCTOR'])).id}`, caller),
  },
  {
    route: 'POST add-doctors-sector (own)',
    ok: 200,
    allowed: [...ADMINS, 'SECTOR_MANAGER'],
    run: async (caller) =>
      h.call('POST', '/add-doctors-sector', caller, {
        sectorId: own.id,
        doctorIds: [(await h.person(['DOCTOR'])).id, (await h.person(['DOCTOR'])).id],
      }),
  },
  {
    route: "POST add-doctors-sector (own, one of them another sector's doctor)",
    ok: 200,
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: DOCTOR_OUTSIDE },
    run: async (caller) =>
      h.call('POST', '/add-doctors-sector', caller, {
        sectorId: own.id,
        doctorIds: [(await h.person(['DOCTOR'])).id, (await doctorOf(other)).id],
      }),
  },
  {
    route: 'DELETE delete-doctor-sector/{sectorId}/{doctorId} (own)',
    ok: 204,
    allowed: [...ADMINS, 'SECTOR_MANAGER'],
    run: async (caller) => {
      const doctor = await h.person(['DOCTOR']);
      await h.call('POST', `/add-doctor-sector/${own.id}/${doctor.id}`, h.admin);
      return h.call('DELETE', `/delete-doctor-sector/${own.id}/${doctor.id}`, caller);
    },
  },
  {
    route: "DELETE delete-doctor-sector/{sectorId}/{doctorId} (another's)",
    ok: 204,
    allowed: ADMINS,
    refusals: outsideSectorRefusals,
    run: async (caller) => {
      const doctor = await h.person(['DOCTOR']);
      await h.call('POST', `/add-doctor-sector/${other.id}/${doctor.id}`, h.admin);
      return h.call('DELETE', `/delete-doctor-sector/${other.id}/${doctor.id}`, caller);
    },
  },
];

beforeAll(async () => {
  h = await startResources();
  for (const role of STAFF as Role[]) roster.set(role, await h.person([role]));
  own = (await h.sector({ manager: roster.get('SECTOR_MANAGER')!, nbRooms: 1000 })).sector;
  other = (await h.sector({ nbRooms: 1000 })).sector;
  type = await h.roomType();
  ownRoom = await h.room([own.id]);
  otherRoom = await h.room([other.id]);
  await h.call('PUT', `/rooms/${ownRoom.id}/room-manager/${roster.get('ROOM_MANAGER')!.id}`, h.admin);
  otherRoom = (
    await h.call<Room>(
      'PUT',
      `/rooms/${otherRoom.id}/room-manager/${(await h.person(['ROOM_MANAGER'])).id}`,
      h.admin,
    )
  ).body;
  await h.call('POST', `/add-room-user/${ownRoom.id}/${roster.get('ROOM_USER')!.id}`, h.admin);
  await h.call('POST', `/add-doctor-sector/${own.id}/${roster.get('DOCTOR')!.id}`, h.admin);
}, 120_000);
afterAll(async () => h?.close());

describe.each(CASES)('$route', (route) => {
  it.each(EVERYONE)('answers %s as the matrix says', async (who) => {
    const reply = await route.run(callerFor(who));
    if (route.allowed.includes(who)) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(route.ok);
      return;
    }
    const [status, messageCode] = who === 'NONE' ? UNAUTHENTICATED : (route.refusals?.[who] ?? FORBIDDEN);
    expect(reply.status, JSON.stringify(reply.body)).toBe(status);
    expect(code(reply)).toBe(messageCode);
  });
});
