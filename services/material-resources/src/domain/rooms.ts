import type { EntityManager } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { badRequest, conflict, forbidden, notFound } from '@teleplan/kit/errors';
import { MaterialResourcesEvents } from '@teleplan/proto/events';
import type { CreateRoomBody, PatchRoomBody, Room } from '@teleplan/proto/material-resources';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { RoomRow } from '../data/entities/room.entity.ts';
import { RoomTypesRepository } from '../data/room-types.repository.ts';
import { RoomsRepository, type RoomRecord } from '../data/rooms.repository.ts';
import { SectorsRepository } from '../data/sectors.repository.ts';
import { isUniqueViolation } from '../data/unique-violation.ts';
import type { ResourcesContext } from './context.ts';
import { personWithRole } from './people.ts';
import { releaseSlots, reserveSlots } from './room-slots.ts';
import type { Actor } from '@teleplan/kit/auth/actor';
import { assertManagesRoom, assertManagesSector, isAdmin, managedSectorIds } from './scope.ts';
import { inTransaction, type Work } from './unit-of-work.ts';
import { toRoom, toRoomSnapshot } from './views.ts';

const M = MessageCodes.materialResources;
const E = MaterialResourcesEvents;
/** Address of every virtual room (docs/constants.md#accounts-and-access). */
export const VIRTUAL_ADDRESS = 'Virtual';

const blankToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest(M.roomNameMissing, 'The room name is required');
  return trimmed;
}

/** A virtual room's address is 'Virtual'; any other room needs one. */
function checkedAddress(virtual: boolean, address: string | null): string {
  if (virtual) return VIRTUAL_ADDRESS;
  if (address === null)
    throw badRequest(M.roomAddressMissing, 'The address is required unless the room is virtual');
  return address;
}

/** As the check constraints of migration 0003 write it: the scheme and `//`, in any case. */
const WEB_LINK = /^https?:\/\//i;

/**
 * A room's video or patient-record link: blank for none, else an absolute http(s) URL. Staff open these links
 * with a click, so a `javascript:`, `vbscript:`, `data:` or `file:` link would run code or open local files.
 */
function checkedLink(field: 'url' | 'dpiUrl', value: string | null | undefined): string | null {
  const link = blankToNull(value);
  if (link === null) return null;
  if (!WEB_LINK.test(link) || URL.parse(link) === null)
    throw badRequest(M.roomUrlInvalid, 'Links must be http or https URLs', [
      { messageCode: M.roomUrlInvalid, id: field },
    ]);
  return link;
}

async function existingRoom(work: Work, id: string): Promise<RoomRecord> {
  const room = await new RoomsRepository(work.manager).get(id, true);
  if (!room || room.deletedAt) throw notFound(M.roomMissing, 'No such room');
  return room;
}

async function assertRoomType(manager: EntityManager, id: string): Promise<void> {
  if (!(await new RoomTypesRepository(manager).get(id)))
    throw badRequest(M.roomTypeMissing, 'No such room type');
}

/** A manager for a room: holds ROOM_MANAGER and manages no other room. */
async function assertFreeRoomManager(manager: EntityManager, userId: string, roomId: string): Promise<void> {
  await personWithRole(manager, userId, 'ROOM_MANAGER', M.roomManagerInvalid);
  const current = await new RoomsRepository(manager).roomIdOfManager(userId);
  if (current !== null && current !== roomId)
    throw conflict(M.roomManagerAlreadyAssigned, 'This manager already manages another room');
}

/** Writes the room's new state and its event (`type`, or room.updated). */
export async function emitChange(work: Work, previous: RoomRecord, type?: string): Promise<RoomRecord> {
  const current = (await new RoomsRepository(work.manager).get(previous.id))!;
  let eventType = type ?? E.roomUpdated;
  if (!type && previous.enabled !== current.enabled)
    eventType = current.enabled ? E.roomEnabled : E.roomDisabled;
  await work.emit(eventType as typeof E.roomUpdated, {
    current: toRoomSnapshot(current),
    previous: toRoomSnapshot(previous),
  });
  return current;
}

/**
 * POST create-room. Admins choose the sectors; a sector manager's room goes to their own sector (and only
 * there). Each sector's licence must have a free room slot: slots are taken first and given back if the room
 * cannot be stored, so a refusal leaves nothing behind.
 */
export async function createRoom(ctx: ResourcesContext, actor: Actor, body: CreateRoomBody): Promise<Room> {
  const name = checkedName(body.name);
  const virtual = body.virtual ?? false;
  const address = checkedAddress(virtual, blankToNull(body.address));
  const url = checkedLink('url', body.url);
  const dpiUrl = checkedLink('dpiUrl', body.dpiUrl);
  const sectorIds = await chosenSectors(ctx, actor, body.sectorsId ?? []);
  const id = uuidv7();

  await ctx.dataSource.transaction(async (manager) => {
    const found = await new SectorsRepository(manager).existing(sectorIds);
    if (found.length !== sectorIds.length) throw badRequest(M.sectorMissing, 'No such sector');
    await assertRoomType(manager, body.roomType);
    if (body.uuid) await assertFreeRoomManager(manager, body.uuid, id);
  });

  await reserveSlots(ctx, id, sectorIds);
  try {
    return await inTransaction(ctx, async (work) => {
      const rooms = new RoomsRepository(work.manager);
      const row: RoomRow = {
        id,
        name,
        enabled: true,
        address,
        email: blankToNull(body.email),
        telephoneNumber: body.telephoneNumber.trim(),
        url,
        dpiUrl,
        description: blankToNull(body.description),
        virtual,
        latitude: body.latitude ?? 0,
        longitude: body.longitude ?? 0,
        zoneId: body.zoneId,
        favoriteSectorId: sectorIds[0] ?? null,
        roomTypeId: body.roomType,
        managerId: body.uuid ?? null,
        deletedAt: null,
        createdAt: work.now,
        updatedAt: work.now,
      };
      await rooms.insert(row);
      for (const sectorId of sectorIds) await rooms.linkSector(id, sectorId);
      const created = (await rooms.get(id))!;
      await work.emit(E.roomCreated, {
        current: toRoomSnapshot(created),
        defaultOpeningPattern: body.defaultOpeningPattern ?? false,
      });
      return toRoom(created);
    });
  } catch (error) {
    await releaseSlots(ctx, id, sectorIds);
    if (isUniqueViolation(error, 'room_manager_key'))
      throw conflict(M.roomManagerAlreadyAssigned, 'This manager already manages another room');
    throw error;
  }
}

/** The sectors of a new room: an admin's choice (required), or the sector manager's own sector. */
async function chosenSectors(ctx: ResourcesContext, actor: Actor, asked: string[]): Promise<string[]> {
  if (isAdmin(actor)) {
    if (asked.length === 0) throw badRequest(M.roomSectorMissing, 'Choose at least one sector');
    return asked;
  }
  const own = await managedSectorIds(ctx.dataSource.manager, actor);
  if (own.length === 0) throw forbidden(M.sectorUnauthorized, 'You manage no sector');
  if (asked.some((id) => !own.includes(id)))
    throw forbidden(M.sectorUnauthorized, 'You do not manage this sector');
  return asked.length > 0 ? asked : own;
}

/**
 * PATCH rooms/{id}: the given fields change. A room manager edits their own room, a sector manager the rooms
 * of their sector. `enabled: false` emits room.disabled, `true` room.enabled (with the whole room), other
 * changes room.updated. The favourite sector must be one of the room's sectors.
 */
export async function patchRoom(
  ctx: ResourcesContext,
  actor: Actor,
  id: string,
  body: PatchRoomBody,
): Promise<Room> {
  return inTransaction(ctx, async (work) => {
    const room = await existingRoom(work, id);
    await assertManagesRoom(work.manager, actor, room, true);
    const changes: Partial<RoomRow> = {};
    if (body.name !== undefined) changes.name = checkedName(body.name);
    if (body.telephoneNumber !== undefined) changes.telephoneNumber = body.telephoneNumber.trim();
    if (body.zoneId !== undefined) changes.zoneId = body.zoneId;
    for (const key of ['email', 'description'] as const) {
      if (body[key] !== undefined) changes[key] = blankToNull(body[key]);
    }
    for (const key of ['url', 'dpiUrl'] as const) {
      if (body[key] !== undefined) changes[key] = checkedLink(key, body[key]);
    }
    if (body.latitude !== undefined) changes.latitude = body.latitude;
    if (body.longitude !== undefined) changes.longitude = body.longitude;
    if (body.enabled !== undefined) changes.enabled = body.enabled;
    if (body.roomType !== undefined) {
      await assertRoomType(work.manager, body.roomType);
      changes.roomTypeId = body.roomType;
    }
    if (body.virtual !== undefined || body.address !== undefined) {
      const virtual = body.virtual ?? room.virtual;
      const address =
        body.address !== undefined ? blankToNull(body.address) : room.virtual ? null : room.address;
      changes.virtual = virtual;
      changes.address = checkedAddress(virtual, address);
    }
    if (body.favoriteSectorId !== undefined) {
      if (body.favoriteSectorId !== null && !room.sectors.some((s) => s.id === body.favoriteSectorId))
        throw badRequest(M.roomFavoriteSector, 'The favourite sector must be one of the room’s sectors');
      changes.favoriteSectorId = body.favoriteSectorId;
    }
    await new RoomsRepository(work.manager).update(id, { ...changes, updatedAt: work.now });
    return toRoom(await emitChange(work, room));
  });
}

/**
 * DELETE delete-room/{id}: the room is kept as deleted (listed with includeDeleted) and disabled; its sector
 * links, staff and manager are let go, and its licence slots given back after the commit.
 */
export async function deleteRoom(ctx: ResourcesContext, actor: Actor, id: string): Promise<void> {
  const room = await inTransaction(ctx, async (work) => {
    const found = await existingRoom(work, id);
    await assertManagesRoom(work.manager, actor, found, false);
    const rooms = new RoomsRepository(work.manager);
    await rooms.unlinkAll(id);
    await rooms.update(id, {
      deletedAt: work.now,
      enabled: false,
      managerId: null,
      favoriteSectorId: null,
      updatedAt: work.now,
    });
    await emitChange(work, found, E.roomDeleted);
    return found;
  });
  await releaseSlots(
    ctx,
    id,
    room.sectors.map((s) => s.id),
  );
}

/** DELETE rooms/{id}/room-manager: admins and the room's sector manager leave the room without manager. */
export async function unassignRoomManager(ctx: ResourcesContext, actor: Actor, id: string): Promise<Room> {
  return inTransaction(ctx, async (work) => {
    const room = await existingRoom(work, id);
    await assertManagesRoom(work.manager, actor, room, false);
    if (room.managerId === null) return toRoom(room);
    await new RoomsRepository(work.manager).update(id, { managerId: null, updatedAt: work.now });
    return toRoom(await emitChange(work, room));
  });
}

/** PUT rooms/{id}/room-manager/{userId}: admins and the room's sector manager; one room per manager. */
export async function assignRoomManager(
  ctx: ResourcesContext,
  actor: Actor,
  id: string,
  userId: string,
): Promise<Room> {
  try {
    return await inTransaction(ctx, async (work) => {
      const room = await existingRoom(work, id);
      await assertManagesRoom(work.manager, actor, room, false);
      await assertFreeRoomManager(work.manager, userId, id);
      if (room.managerId === userId) return toRoom(room);
      await new RoomsRepository(work.manager).update(id, { managerId: userId, updatedAt: work.now });
      return toRoom(await emitChange(work, room));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'room_manager_key'))
      throw conflict(M.roomManagerAlreadyAssigned, 'This manager already manages another room');
    throw error;
  }
}

/**
 * PUT rooms/{roomId}/sectors/{sectorId}: the caller needs rights over both ends, the sector (admins, its
 * manager) and the room (admins, the manager of one of its sectors): a sector's manager manages its rooms, so
 * linking a room she does not manage would hand it to her. Checked again with the room locked, as its sectors
 * may change in between. The sector's licence must have a free room slot (taken first, given back on failure).
 */
export async function linkRoomToSector(
  ctx: ResourcesContext,
  actor: Actor,
  roomId: string,
  sectorId: string,
): Promise<Room> {
  const room = await ctx.dataSource.transaction(async (manager) => {
    await assertManagesSector(manager, actor, sectorId);
    const found = await new RoomsRepository(manager).get(roomId);
    if (!found || found.deletedAt) throw notFound(M.roomMissing, 'No such room');
    await assertManagesRoom(manager, actor, found, false);
    if ((await new SectorsRepository(manager).existing([sectorId])).length === 0)
      throw notFound(M.sectorMissing, 'No such sector');
    return found;
  });
  if (room.sectors.some((s) => s.id === sectorId)) return toRoom(room);

  await reserveSlots(ctx, roomId, [sectorId]);
  try {
    return await inTransaction(ctx, async (work) => {
      const current = await existingRoom(work, roomId);
      await assertManagesRoom(work.manager, actor, current, false);
      if (current.sectors.some((s) => s.id === sectorId))
        throw conflict(M.roomAlreadyInSector, 'The room is already in this sector');
      const rooms = new RoomsRepository(work.manager);
      await rooms.linkSector(roomId, sectorId);
      if (current.favoriteSectorId === null) await rooms.update(roomId, { favoriteSectorId: sectorId });
      await rooms.update(roomId, { updatedAt: work.now });
      return toRoom(await emitChange(work, current));
    });
  } catch (error) {
    await releaseSlots(ctx, roomId, [sectorId]);
    throw error;
  }
}

/** DELETE rooms/{roomId}/sectors/{sectorId}: the link goes, then the licence slot is given back. */
export async function unlinkRoomFromSector(
  ctx: ResourcesContext,
  actor: Actor,
  roomId: string,
  sectorId: string,
): Promise<void> {
  await inTransaction(ctx, async (work) => {
    await assertManagesSector(work.manager, actor, sectorId);
    const room = await existingRoom(work, roomId);
    if (!room.sectors.some((s) => s.id === sectorId))
      throw notFound(M.roomNotInSector, 'The room is not in this sector');
    const rooms = new RoomsRepository(work.manager);
    await rooms.unlinkSector(roomId, sectorId);
    const favorite =
      room.favoriteSectorId === sectorId
        ? (room.sectors.find((s) => s.id !== sectorId)?.id ?? null)
        : room.favoriteSectorId;
    await rooms.update(roomId, { favoriteSectorId: favorite, updatedAt: work.now });
    await emitChange(work, room);
  });
  await releaseSlots(ctx, roomId, [sectorId]);
}
