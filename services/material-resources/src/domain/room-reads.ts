import { forbidden, notFound, badRequest } from '@teleplan/kit/errors';
import { QueryError, rsqlToSql, SqlParams, sortToSql } from '@teleplan/kit/query/rsql-sql';
import type {
  Room,
  RoomDetails,
  RoomSearchQuery,
  RoomsQuery,
  RoomsWithQuery,
} from '@teleplan/proto/material-resources';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { Page } from '@teleplan/proto/paging';
import { PeopleRepository } from '../data/people.repository.ts';
import { RoomTypesRepository } from '../data/room-types.repository.ts';
import {
  ROOM_DEFAULT_ORDER,
  ROOM_QUERY_FIELDS,
  ROOM_SORT,
  RoomsRepository,
} from '../data/rooms.repository.ts';
import { visibleRooms } from '../data/visibility.ts';
import type { ResourcesContext } from './context.ts';
import type { Actor } from '@teleplan/kit/auth/actor';
import { canSeeRoom, visibilityOf } from './scope.ts';
import { toPage, toRoom, toRoomType, toStaffMember } from './views.ts';

const M = MessageCodes.materialResources;

/** Runs `build` and turns a client's bad query or sort into 400 `material_resources.query.invalid`. */
export function parsedQuery<T>(build: () => T): T {
  try {
    return build();
  } catch (error) {
    if (error instanceof QueryError) throw badRequest(M.invalidQuery, error.message);
    throw error;
  }
}

/** GET rooms: every room the caller sees, without deleted ones unless asked, optionally in some sectors. */
export async function listRooms(ctx: ResourcesContext, actor: Actor, query: RoomsQuery): Promise<Room[]> {
  const manager = ctx.dataSource.manager;
  const records = await new RoomsRepository(manager).list(await visibilityOf(manager, actor), {
    includeDeleted: query.includeDeleted ?? false,
    inSectors: query.inSectors,
  });
  return records.map((record) => toRoom(record));
}

/**
 * GET rooms/with (and rooms/aggregated-details, where every detail is on): a page of the rooms the caller
 * sees that match the RSQL `query`.
 */
export async function roomsWith(
  ctx: ResourcesContext,
  actor: Actor,
  query: RoomsWithQuery,
  aggregated: boolean,
): Promise<Page<Room>> {
  const manager = ctx.dataSource.manager;
  const visibility = await visibilityOf(manager, actor);
  const params = new SqlParams();
  const { where, orderBy } = parsedQuery(() => ({
    where: rsqlToSql(query.query, ROOM_QUERY_FIELDS, params),
    orderBy: sortToSql(query.sort, ROOM_SORT, ROOM_DEFAULT_ORDER, 'r.id'),
  }));
  const conditions = [where, visibleRooms(visibility, params)];
  if (!query.includeDeleted) conditions.push('r.deleted_at IS NULL');
  const page = query.page ?? 0;
  const size = query.size ?? 20;
  const { rows, total } = await new RoomsRepository(manager).page(conditions.join(' AND '), params, orderBy, {
    page,
    size,
  });
  const withProfile = aggregated || (query.withManagerProfile ?? false);
  return toPage(
    rows.map((row) => toRoom(row, withProfile)),
    total,
    page,
    size,
  );
}

/** GET get-room-details/{id}: the room with its type, manager profile and staff. */
export async function roomDetails(ctx: ResourcesContext, actor: Actor, id: string): Promise<RoomDetails> {
  const manager = ctx.dataSource.manager;
  const room = await new RoomsRepository(manager).get(id);
  if (!room) throw notFound(M.roomMissing, 'No such room');
  if (!canSeeRoom(await visibilityOf(manager, actor), room))
    throw forbidden(M.roomUnauthorized, 'This room is outside your scope');
  const roomType = room.roomTypeId ? await new RoomTypesRepository(manager).get(room.roomTypeId) : null;
  const users = await new PeopleRepository(manager).getMany(room.userIds);
  return {
    room: toRoom(room, true),
    roomTypeDetails: roomType ? toRoomType(roomType) : null,
    managerProfile: room.manager ? toStaffMember(room.manager) : null,
    users: users.map(toStaffMember),
  };
}

/** GET get-room-by-manager/{id}: the room a room manager manages. */
export async function roomByManager(ctx: ResourcesContext, actor: Actor, managerId: string): Promise<Room> {
  const manager = ctx.dataSource.manager;
  const rooms = new RoomsRepository(manager);
  const roomId = await rooms.roomIdOfManager(managerId);
  const room = roomId ? await rooms.get(roomId) : null;
  if (!room) throw notFound(M.roomMissing, 'This person manages no room');
  if (actor.id !== managerId && !canSeeRoom(await visibilityOf(manager, actor), room))
    throw forbidden(M.roomUnauthorized, 'This room is outside your scope');
  return toRoom(room, true);
}

/**
 * GET rooms/search: rooms the caller may see whose name, address or phone contains the given parts (5 by
 * default). A sector manager may only link rooms she already manages, so other sectors' rooms stay hidden.
 */
export async function searchRooms(
  ctx: ResourcesContext,
  actor: Actor,
  query: RoomSearchQuery,
): Promise<Room[]> {
  const manager = ctx.dataSource.manager;
  const records = await new RoomsRepository(manager).search(
    await visibilityOf(manager, actor),
    {
      name: query.partialName?.trim() || undefined,
      address: query.partialAddress?.trim() || undefined,
      telephoneNumber: query.partialTelephoneNumber?.trim() || undefined,
    },
    query.size ?? 5,
  );
  return records.map((record) => toRoom(record));
}
