import { conflict, forbidden, notFound } from '@teleplan/kit/errors';
import { MaterialResourcesEvents } from '@teleplan/proto/events';
import type { RoomUser, RoomUserList } from '@teleplan/proto/material-resources';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { PeopleRepository } from '../data/people.repository.ts';
import { RoomsRepository, type RoomRecord } from '../data/rooms.repository.ts';
import { isUniqueViolation } from '../data/unique-violation.ts';
import type { ResourcesContext } from './context.ts';
import { personWithRole } from './people.ts';
import type { Actor } from '@teleplan/kit/auth/actor';
import { assertManagesRoom, canSeeRoom, visibilityOf } from './scope.ts';
import { inTransaction, type Work } from './unit-of-work.ts';
import { toRoomSnapshot, toStaffMember } from './views.ts';

const M = MessageCodes.materialResources;

async function liveRoom(rooms: RoomsRepository, id: string, lock = false): Promise<RoomRecord> {
  const room = await rooms.get(id, lock);
  if (!room || room.deletedAt) throw notFound(M.roomMissing, 'No such room');
  return room;
}

async function emitStaffChange(work: Work, previous: RoomRecord): Promise<void> {
  const current = (await new RoomsRepository(work.manager).get(previous.id))!;
  await work.emit(MaterialResourcesEvents.roomUpdated, {
    current: toRoomSnapshot(current),
    previous: toRoomSnapshot(previous),
  });
}

/**
 * POST add-room-user/{roomId}/{userId}: a person holding ROOM_USER joins the room's staff (one room per
 * person). Admins, the room's sector manager and its room manager may do it.
 */
export async function addRoomUser(
  ctx: ResourcesContext,
  actor: Actor,
  roomId: string,
  userId: string,
): Promise<RoomUser> {
  try {
    return await inTransaction(ctx, async (work) => {
      const rooms = new RoomsRepository(work.manager);
      const room = await liveRoom(rooms, roomId, true);
      await assertManagesRoom(work.manager, actor, room, true);
      const person = await personWithRole(work.manager, userId, 'ROOM_USER', M.roomUserInvalid);
      if ((await rooms.roomIdOfUser(userId)) !== null)
        throw conflict(M.roomUserAlreadyInRoom, 'This person already works in a room');
      await rooms.addUser(roomId, userId);
      await emitStaffChange(work, room);
      return { roomId, userId, username: person.email };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(M.roomUserAlreadyInRoom, 'This person already works in a room');
    throw error;
  }
}

/** GET get-room-user/{userId}: the room a staff member works in (theirs, or one the caller sees). */
export async function getRoomUser(ctx: ResourcesContext, actor: Actor, userId: string): Promise<RoomUser> {
  const manager = ctx.dataSource.manager;
  const rooms = new RoomsRepository(manager);
  const roomId = await rooms.roomIdOfUser(userId);
  if (roomId === null) throw notFound(M.roomUserMissing, 'This person works in no room');
  const room = await liveRoom(rooms, roomId);
  if (actor.id !== userId && !canSeeRoom(await visibilityOf(manager, actor), room))
    throw forbidden(M.roomUnauthorized, 'This room is outside your scope');
  const person = await new PeopleRepository(manager).get(userId);
  return { roomId, userId, username: person?.email ?? '' };
}

/** DELETE delete-room-user/{userId}: the person leaves the staff of their room. */
export async function deleteRoomUser(ctx: ResourcesContext, actor: Actor, userId: string): Promise<void> {
  await inTransaction(ctx, async (work) => {
    const rooms = new RoomsRepository(work.manager);
    const roomId = await rooms.roomIdOfUser(userId);
    if (roomId === null) throw notFound(M.roomUserMissing, 'This person works in no room');
    const room = await liveRoom(rooms, roomId, true);
    await assertManagesRoom(work.manager, actor, room, true);
    await rooms.removeUser(userId);
    await emitStaffChange(work, room);
  });
}

/** GET get-room-user-list/{roomId}: the room's staff. */
export async function roomUserList(
  ctx: ResourcesContext,
  actor: Actor,
  roomId: string,
): Promise<RoomUserList> {
  const manager = ctx.dataSource.manager;
  const room = await liveRoom(new RoomsRepository(manager), roomId);
  if (!canSeeRoom(await visibilityOf(manager, actor), room))
    throw forbidden(M.roomUnauthorized, 'This room is outside your scope');
  const people = await new PeopleRepository(manager).getMany(room.userIds);
  return { roomId, accountBeanList: people.map(toStaffMember) };
}
