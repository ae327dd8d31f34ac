import type { EntityManager } from 'typeorm';
import type { Actor } from '@teleplan/kit/auth/actor';
import { forbidden } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { Role } from '@teleplan/proto/roles';
import type { RoomRecord } from '../data/rooms.repository.ts';
import { RoomsRepository } from '../data/rooms.repository.ts';
import { SectorsRepository } from '../data/sectors.repository.ts';
import type { Visibility } from '../data/visibility.ts';

const M = MessageCodes.materialResources;

export const ADMINS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN'];
export const STAFF: readonly Role[] = [
  'SUPER_ADMIN',
  'ADMIN',
  'SECTOR_MANAGER',
  'ROOM_MANAGER',
  'ROOM_USER',
  'DOCTOR',
];
/** May create and delete rooms, assign room managers and link rooms to sectors. */
export const ROOM_OWNERS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'];
/** May edit a room and its staff. */
export const ROOM_EDITORS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER'];
/** May change a sector's name and doctors. */
export const SECTOR_EDITORS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'];

export const isAdmin = (actor: Actor) => ADMINS.includes(actor.role);

/**
 * What `actor` may read (docs/roles.md#own-scope): admins everything; a sector manager their sector and its rooms; a
 * room manager or room user their room and its sectors; a doctor the sectors they are linked to and their rooms.
 */
export async function visibilityOf(manager: EntityManager, actor: Actor): Promise<Visibility> {
  const sectors = new SectorsRepository(manager);
  const rooms = new RoomsRepository(manager);
  switch (actor.role) {
    case 'SUPER_ADMIN':
    case 'ADMIN':
      return { all: true };
    case 'SECTOR_MANAGER':
      return { all: false, roomIds: [], sectorIds: await sectors.idsManagedBy(actor.id) };
    case 'ROOM_MANAGER': {
      const room = await rooms.roomIdOfManager(actor.id);
      return { all: false, roomIds: room ? [room] : [], sectorIds: [] };
    }
    case 'ROOM_USER': {
      const room = await rooms.roomIdOfUser(actor.id);
      return { all: false, roomIds: room ? [room] : [], sectorIds: [] };
    }
    case 'DOCTOR':
      return { all: false, roomIds: [], sectorIds: await sectors.idsOfDoctor(actor.id) };
    default:
      return { all: false, roomIds: [], sectorIds: [] };
  }
}

/** The sectors `actor` manages (empty for anyone but a sector manager). */
export async function managedSectorIds(manager: EntityManager, actor: Actor): Promise<string[]> {
  return actor.role === 'SECTOR_MANAGER' ? new SectorsRepository(manager).idsManagedBy(actor.id) : [];
}

export function canSeeRoom(visibility: Visibility, room: RoomRecord): boolean {
  return (
    visibility.all ||
    visibility.roomIds.includes(room.id) ||
    room.sectors.some((sector) => visibility.sectorIds.includes(sector.id))
  );
}

/**
 * Refuses unless `actor` manages `room`: admins any room, a sector manager the rooms of their sector, a room
 * manager (when `roomManagerToo`) their own room. See docs/roles.md#places-sectors-rooms-room-types.
 */
export async function assertManagesRoom(
  manager: EntityManager,
  actor: Actor,
  room: RoomRecord,
  roomManagerToo: boolean,
): Promise<void> {
  if (isAdmin(actor)) return;
  if (actor.role === 'SECTOR_MANAGER') {
    const own = await managedSectorIds(manager, actor);
    if (room.sectors.some((sector) => own.includes(sector.id))) return;
  }
  if (roomManagerToo && actor.role === 'ROOM_MANAGER' && room.managerId === actor.id) return;
  throw forbidden(M.roomUnmanaged, 'You do not manage this room');
}

/** Refuses unless `actor` is an admin or the manager of `sectorId`. */
export async function assertManagesSector(
  manager: EntityManager,
  actor: Actor,
  sectorId: string,
): Promise<void> {
  if (isAdmin(actor)) return;
  if (actor.role === 'SECTOR_MANAGER' && (await managedSectorIds(manager, actor)).includes(sectorId)) return;
  throw forbidden(M.sectorUnauthorized, 'You do not manage this sector');
}

/**
 * Refuses unless `actor` has rights over the doctor `doctorId`: admins over any, a sector manager over the
 * doctors of their sector and those in no sector yet (a new doctor is nobody's). A sector's manager reaches its
 * doctors' calendars, so linking another sector's doctor would hand them to her.
 */
export async function assertManagesDoctor(
  manager: EntityManager,
  actor: Actor,
  doctorId: string,
): Promise<void> {
  if (isAdmin(actor)) return;
  const sectors = await new SectorsRepository(manager).idsOfDoctor(doctorId);
  if (sectors.length === 0) return;
  const own = await managedSectorIds(manager, actor);
  if (sectors.some((id) => own.includes(id))) return;
  throw forbidden(M.sectorDoctorUnmanaged, 'This doctor works in sectors you do not manage');
}
