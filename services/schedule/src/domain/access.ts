import type { EntityManager } from 'typeorm';
import { forbidden } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { STAFF_ROLES, type Role } from '@teleplan/proto/roles';
import { RoomsRepository } from '../data/rooms.repository.ts';
import { SectorsRepository } from '../data/sectors.repository.ts';
import { isAdmin, type Actor } from './context.ts';

const S = MessageCodes.schedule;

/** Roles that may call the doctor properties routes at all (the scope is checked per doctor). */
export const DOCTOR_READERS: readonly Role[] = STAFF_ROLES;
export const DOCTOR_EDITORS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'DOCTOR'];
/** Roles that may call the room properties routes at all (the scope is checked per room). */
export const ROOM_READERS: readonly Role[] = [
  'SUPER_ADMIN',
  'ADMIN',
  'SECTOR_MANAGER',
  'ROOM_MANAGER',
  'ROOM_USER',
];
export const ROOM_EDITORS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER'];

/**
 * Whether `actor` may read (or, with `write`, change) doctor `doctorId`'s properties or availability: admins any
 * doctor; the doctor themself; for reading, the sector manager of a sector the doctor is linked to, and the
 * manager and users of a room in such a sector (they book the doctor's appointments, whose length is the
 * consultation duration, within the doctor's availability). A sector manager changes them only while every sector
 * the doctor is linked to is hers: availability and consultation duration are one per doctor, shared by all her
 * sectors, so linking a doctor must not hand her week to another practice's manager.
 */
export async function doctorInScope(
  manager: EntityManager,
  actor: Actor,
  doctorId: string,
  write: boolean,
): Promise<boolean> {
  if (isAdmin(actor)) return true;
  if (actor.role === 'DOCTOR' && actor.id === doctorId) return true;
  if (
    actor.role === 'SECTOR_MANAGER' &&
    (await new SectorsRepository(manager).managesSectorOfDoctor(actor.id, doctorId, write))
  )
    return true;
  return (
    !write &&
    (actor.role === 'ROOM_MANAGER' || actor.role === 'ROOM_USER') &&
    (await new RoomsRepository(manager).sharesSectorWithDoctor(
      actor.id,
      actor.role === 'ROOM_MANAGER',
      doctorId,
    ))
  );
}

/**
 * Why `actor` may not act on doctor `doctorId` (null: she may): `shared` when a sector manager may read the
 * doctor but not change her, because the doctor also works in another manager's sector; the page then says
 * so instead of a bare refusal. `scope` otherwise.
 */
export async function doctorRefusal(
  manager: EntityManager,
  actor: Actor,
  doctorId: string,
  write: boolean,
): Promise<'shared' | 'scope' | null> {
  if (await doctorInScope(manager, actor, doctorId, write)) return null;
  const shared =
    write &&
    actor.role === 'SECTOR_MANAGER' &&
    (await new SectorsRepository(manager).managesSectorOfDoctor(actor.id, doctorId));
  return shared ? 'shared' : 'scope';
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
 * Whether `actor` may read (or, with `write`, change) room `roomId`'s properties or availability: admins any
 * room; the room's manager; the sector manager of one of its sectors; for reading only, the room's users.
 */
export async function roomInScope(
  manager: EntityManager,
  actor: Actor,
  room: { id: string; managerId: string | null } | null,
  write: boolean,
): Promise<boolean> {
  if (isAdmin(actor)) return true;
  return (
    room !== null &&
    ((actor.role === 'ROOM_MANAGER' && room.managerId === actor.id) ||
      (actor.role === 'SECTOR_MANAGER' &&
        (await new SectorsRepository(manager).managesSectorOfRoom(actor.id, room.id))) ||
      (!write &&
        actor.role === 'ROOM_USER' &&
        (await new RoomsRepository(manager).isStaff(room.id, actor.id))))
  );
}

/** As `roomInScope`, refusing with 403 `schedule.room.unauthorized`. */
export async function assertRoomScope(
  manager: EntityManager,
  actor: Actor,
  room: { id: string; managerId: string | null } | null,
  write: boolean,
): Promise<void> {
  if (!(await roomInScope(manager, actor, room, write)))
    throw forbidden(S.roomUnauthorized, "This room is outside the caller's scope");
}
