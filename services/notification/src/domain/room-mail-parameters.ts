import type { EntityManager } from 'typeorm';
import type { Actor } from '@teleplan/kit/auth/actor';
import { badRequest, conflict, forbidden, notFound } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type {
  CreateRoomMailParametersBody,
  PatchRoomMailParametersBody,
  RoomMailParameters,
} from '@teleplan/proto/notification';
import type { RoomMailParametersRow } from '../data/entities/room-mail-parameters.entity.ts';
import { RoomMailParametersRepository } from '../data/room-mail-parameters.repository.ts';
import { RoomsRepository } from '../data/rooms.repository.ts';
import { sanitizeMailHtml } from '../mail/mail-html.ts';
import { isOneHeaderLine, SUBJECT_MAX } from '../mail/mail-subject.ts';
import type { NotificationContext } from './context.ts';

const N = MessageCodes.notification;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toParameters = (row: RoomMailParametersRow): RoomMailParameters => ({
  roomId: row.roomId,
  activeSendCustomPostAppointMail: row.active,
  customPostAppointMailSubject: row.subject,
  customPostAppointMailContentHTML: row.contentHtml,
});

/**
 * Refuses unless `actor` may set the room's mails: admins any room, its room manager, the manager of one of
 * its sectors. The room must be known to the replica and not deleted.
 */
async function assertManagesRoom(manager: EntityManager, actor: Actor, roomId: string): Promise<void> {
  if (!UUID.test(roomId)) throw badRequest(N.mailParametersInvalidRoomId, 'The room id is not a UUID');
  const rooms = new RoomsRepository(manager);
  const room = await rooms.get(roomId);
  if (!room || room.deleted) throw notFound(N.mailParametersUnknownRoom, 'No such room');
  if (actor.role === 'SUPER_ADMIN' || actor.role === 'ADMIN') return;
  if (actor.role === 'ROOM_MANAGER' && room.managerId === actor.id) return;
  if (actor.role === 'SECTOR_MANAGER' && (await rooms.managesOneOf(actor.id, room.sectorIds))) return;
  throw forbidden(N.mailParametersNoRights, "You may not change this room's mails");
}

/**
 * The subject goes into a mail header: one line (no control characters), not too long. The content is stored
 * sanitised, so what is kept (and later read or mailed) never carries script. An active custom mail needs a
 * subject and a content.
 */
function checked(row: RoomMailParametersRow): RoomMailParametersRow {
  const subject = row.subject.trim();
  const contentHtml = sanitizeMailHtml(row.contentHtml);
  if (!isOneHeaderLine(subject))
    throw badRequest(
      N.mailParametersInvalidSubject,
      `The subject is one line of at most ${SUBJECT_MAX} characters`,
    );
  if (row.active && subject === '')
    throw badRequest(N.mailParametersInvalidSubject, 'An active custom mail needs a subject');
  if (row.active && contentHtml.trim() === '')
    throw badRequest(N.mailParametersInvalidBody, 'An active custom mail needs a content');
  return { ...row, subject, contentHtml };
}

/** GET: the room's parameters, created with the defaults (inactive, empty subject and content) when absent. */
export async function getRoomMailParameters(
  ctx: NotificationContext,
  actor: Actor,
  roomId: string,
): Promise<RoomMailParameters> {
  return ctx.dataSource.transaction(async (manager) => {
    await assertManagesRoom(manager, actor, roomId);
    const parameters = new RoomMailParametersRepository(manager);
    const found = await parameters.get(roomId);
    if (found) return toParameters(found);
    const defaults = { roomId, active: false, subject: '', contentHtml: '', updatedAt: ctx.clock() };
    // A concurrent GET may have created them first: then read theirs.
    if (await parameters.insert(defaults)) return toParameters(defaults);
    return toParameters((await parameters.get(roomId))!);
  });
}

/** POST: creates the room's parameters with the three fields (409 `existing` when present). */
export async function createRoomMailParameters(
  ctx: NotificationContext,
  actor: Actor,
  roomId: string,
  body: CreateRoomMailParametersBody,
): Promise<RoomMailParameters> {
  return ctx.dataSource.transaction(async (manager) => {
    await assertManagesRoom(manager, actor, roomId);
    const row = checked({
      roomId,
      active: body.activeSendCustomPostAppointMail,
      subject: body.customPostAppointMailSubject,
      contentHtml: body.customPostAppointMailContentHTML,
      updatedAt: ctx.clock(),
    });
    if (!(await new RoomMailParametersRepository(manager).insert(row)))
      throw conflict(N.mailParametersExisting, 'This room has mail parameters already');
    return toParameters(row);
  });
}

/** PATCH: changes the given fields (404 `not_found` when the room has no parameters yet). */
export async function patchRoomMailParameters(
  ctx: NotificationContext,
  actor: Actor,
  roomId: string,
  body: PatchRoomMailParametersBody,
): Promise<RoomMailParameters> {
  return ctx.dataSource.transaction(async (manager) => {
    await assertManagesRoom(manager, actor, roomId);
    const parameters = new RoomMailParametersRepository(manager);
    const saved = await parameters.getForUpdate(roomId);
    if (!saved) throw notFound(N.mailParametersNotFound, 'This room has no mail parameters yet');
    const row = checked({
      roomId,
      active: body.activeSendCustomPostAppointMail ?? saved.active,
      subject: body.customPostAppointMailSubject ?? saved.subject,
      contentHtml: body.customPostAppointMailContentHTML ?? saved.contentHtml,
      updatedAt: ctx.clock(),
    });
    await parameters.update(row);
    return toParameters(row);
  });
}
