import { conflict, notFound } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { PREP_DURATION, type RoomProperties, type RoomPropertiesBody } from '@teleplan/proto/schedule';
import { PropertiesRepository } from '../data/properties.repository.ts';
import { RoomsRepository } from '../data/rooms.repository.ts';
import { assertRoomScope } from './owner-scope.ts';
import { isAdmin, type Actor, type ScheduleContext } from './context.ts';

const S = MessageCodes.schedule;

export const ROOM_DEFAULTS: RoomProperties = { prepDuration: PREP_DURATION.default };

/** The replicated room, scope checked; an unknown room is `missing` for admins, outside the scope for others. */
async function roomInScope(ctx: ScheduleContext, actor: Actor, roomId: string, write: boolean) {
  const room = await new RoomsRepository(ctx.dataSource.manager).get(roomId);
  if (!room && isAdmin(actor)) throw notFound(S.roomMissing, 'Unknown room');
  await assertRoomScope(ctx.dataSource.manager, actor, roomId, write);
  return room!;
}

/** A room's properties, created with the defaults on first read (one row under concurrent first reads). */
export async function readRoomProperties(
  ctx: ScheduleContext,
  actor: Actor,
  roomId: string,
): Promise<RoomProperties> {
  await roomInScope(ctx, actor, roomId, false);
  const properties = new PropertiesRepository(ctx.dataSource.manager);
  return (
    (await properties.room(roomId)) ??
    (await properties.createRoomDefaults(roomId, ROOM_DEFAULTS)) ??
    (await properties.room(roomId))!
  );
}

/** Sets a room's preparation duration; a deleted room keeps what it had. */
export async function saveRoomProperties(
  ctx: ScheduleContext,
  actor: Actor,
  roomId: string,
  body: RoomPropertiesBody,
): Promise<RoomProperties> {
  const room = await roomInScope(ctx, actor, roomId, true);
  if (room.deleted) throw conflict(S.roomDeleted, 'This room is deleted');
  return new PropertiesRepository(ctx.dataSource.manager).saveRoom(roomId, body.prepDuration, ctx.clock());
}
