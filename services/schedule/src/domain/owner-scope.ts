import type { EntityManager } from 'typeorm';
import { forbidden } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { ReachRepository } from '../data/reach.repository.ts';
import { DOCTOR_EDITORS, ROOM_EDITORS } from './access.ts';
import { isAdmin, type Actor } from './context.ts';

const S = MessageCodes.schedule;

/**
 * Why `actor` may not read (or, with `write`, change) doctor `doctorId`'s properties or availability, or null when
 * she may: the doctor must be in her reach, and changing needs a role that edits doctors. `shared` when a sector
 * manager reaches the doctor but the doctor is also linked to a sector outside her reach: availability and
 * consultation duration are one per doctor, shared by all her sectors, so linking a doctor must not hand her
 * week to another practice's manager. `scope` otherwise.
 */
export async function doctorRefusal(
  manager: EntityManager,
  actor: Actor,
  doctorId: string,
  write: boolean,
): Promise<'shared' | 'scope' | null> {
  if (isAdmin(actor)) return null;
  if (write && !DOCTOR_EDITORS.includes(actor.role)) return 'scope';
  const reach = new ReachRepository(manager);
  if ((await reach.outside(actor, 'doctors', [doctorId])).length > 0) return 'scope';
  // Anyone but the doctor herself changes her only while every sector she is linked to is in their reach.
  if (write && actor.id !== doctorId && (await reach.doctorSectorsOutside(actor, doctorId)).length > 0)
    return 'shared';
  return null;
}

/**
 * As `doctorRefusal`, refusing with 403 `schedule.profile.doctor.shared` or
 * `schedule.profile.doctor.unauthorized`.
 */
export async function assertDoctorScope(
  manager: EntityManager,
  actor: Actor,
  doctorId: string,
  write: boolean,
): Promise<void> {
  const refusal = await doctorRefusal(manager, actor, doctorId, write);
  if (refusal === 'shared')
    throw forbidden(S.doctorShared, "This doctor also works in another manager's sector");
  if (refusal === 'scope') throw forbidden(S.doctorUnauthorized, "This doctor is outside the caller's scope");
}

/**
 * Whether `actor` may read (or, with `write`, change) room `roomId`'s properties or availability: the room is in
 * her reach, and changing needs a role that edits rooms (a room user only reads).
 */
export async function roomInScope(
  manager: EntityManager,
  actor: Actor,
  roomId: string,
  write: boolean,
): Promise<boolean> {
  if (isAdmin(actor)) return true;
  if (write && !ROOM_EDITORS.includes(actor.role)) return false;
  return (await new ReachRepository(manager).outside(actor, 'rooms', [roomId])).length === 0;
}

/** As `roomInScope`, refusing with 403 `schedule.room.unauthorized`. */
export async function assertRoomScope(
  manager: EntityManager,
  actor: Actor,
  roomId: string,
  write: boolean,
): Promise<void> {
  if (!(await roomInScope(manager, actor, roomId, write)))
    throw forbidden(S.roomUnauthorized, "This room is outside the caller's scope");
}
