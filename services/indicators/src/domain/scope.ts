import type { EntityManager } from 'typeorm';
import type { Actor } from '@teleplan/kit/auth/actor';
import { forbidden } from '@teleplan/kit/errors';
import type { StatisticsQuery } from '@teleplan/proto/indicators';
import { MessageCodes, type MessageCode } from '@teleplan/proto/message-codes';
import { ReachRepository } from '../data/reach.repository.ts';
import type { Scope } from '../data/scope.ts';
import { ADMIN_ROLES } from './access.ts';

const I = MessageCodes.indicators;

/** What a person may see (docs/statistics.md#scope); null lists: everything (admins). */
interface Reach {
  doctorIds: readonly string[] | null;
  roomIds: readonly string[] | null;
  sectorIds: readonly string[] | null;
  roomTypeIds: readonly string[] | null;
  /** What their statistics cover when they name no doctor, room or sector. */
  own: Scope;
}

export const isAdmin = (actor: Actor) => ADMIN_ROLES.includes(actor.role);

async function reachOf(manager: EntityManager, actor: Actor): Promise<Reach> {
  const repo = new ReachRepository(manager);
  if (isAdmin(actor)) return { doctorIds: null, roomIds: null, sectorIds: null, roomTypeIds: null, own: {} };
  if (actor.role === 'DOCTOR')
    return {
      doctorIds: [actor.id],
      roomIds: [],
      sectorIds: [],
      roomTypeIds: [],
      own: { doctorIds: [actor.id] },
    };
  if (actor.role === 'SECTOR_MANAGER') {
    const sectorIds = await repo.sectorsManagedBy(actor.id);
    if (sectorIds.length === 0)
      throw forbidden(I.unknownSectorManager, 'This sector manager manages no known sector');
    const rooms = await repo.roomsInSectors(sectorIds);
    return {
      doctorIds: await repo.doctorsOfSectors(sectorIds),
      roomIds: rooms.map((room) => room.id),
      sectorIds,
      roomTypeIds: typesOf(rooms),
      own: { sectorIds },
    };
  }
  // ROOM_MANAGER, ROOM_USER: the rooms they manage or work in, and those rooms' sectors.
  const rooms = await repo.roomsOfStaff(actor.id);
  const roomIds = rooms.map((room) => room.id);
  return {
    doctorIds: [],
    roomIds,
    sectorIds: [...new Set(rooms.flatMap((room) => room.sectorIds))],
    roomTypeIds: typesOf(rooms),
    own: { roomIds },
  };
}

function typesOf(rooms: { roomTypeId: string | null }[]): string[] {
  return [...new Set(rooms.flatMap((room) => (room.roomTypeId ? [room.roomTypeId] : [])))];
}

const KINDS = [
  ['doctorIds', I.unauthorizedDoctor],
  ['roomIds', I.unauthorizedRoom],
  ['sectorIds', I.unauthorizedSector],
  ['roomTypeIds', I.unauthorizedRoomType],
] as const satisfies readonly (readonly [keyof Scope, MessageCode])[];

/**
 * The scope a statistics query counts: its id lists, each checked against the caller's reach (403 with the kind's
 * code), narrowed to the caller's own scope when it names no doctor, room or sector. `global=true`: admins only.
 */
export async function scopeOf(
  manager: EntityManager,
  actor: Actor,
  query: Pick<StatisticsQuery, 'global' | 'doctorIds' | 'roomIds' | 'sectorIds' | 'roomTypeIds'>,
): Promise<Scope> {
  if (query.global && !isAdmin(actor))
    throw forbidden(I.unauthorizedGlobal, 'Global statistics are for administrators');
  const reach = await reachOf(manager, actor);
  const scope: Scope = {};
  for (const [kind, code] of KINDS) {
    const ids = query[kind];
    if (ids === undefined) continue;
    const allowed = reach[kind];
    if (allowed !== null && ids.some((id) => !allowed.includes(id)))
      throw forbidden(code, `Statistics of ${kind} outside the caller's reach`);
    scope[kind] = [...new Set(ids)];
  }
  if (!scope.doctorIds && !scope.roomIds && !scope.sectorIds) Object.assign(scope, reach.own);
  return scope;
}
