import type { EntityManager } from 'typeorm';
import { forbidden } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { STAFF_ROLES, type Role } from '@teleplan/proto/roles';
import { ReachRepository } from '../data/reach.repository.ts';
import { isAdmin, type Actor } from './context.ts';

const A = MessageCodes.scheduleAppointments;

/** Who may call each appointment route at all (the scope is then checked per appointment, room or sector). */
export const APPOINTMENT_READERS: readonly Role[] = STAFF_ROLES;
/** Booking, moving and finding available doctors are staff-side, room by room (spec section 2, wizard). */
export const APPOINTMENT_BOOKERS: readonly Role[] = [
  'SUPER_ADMIN',
  'ADMIN',
  'SECTOR_MANAGER',
  'ROOM_MANAGER',
  'ROOM_USER',
];
/** Spec section 4: "paid and unpaid can be toggled by a doctor, ADMIN, ROOM_MANAGER or ROOM_USER". */
export const PAYMENT_EDITORS: readonly Role[] = [
  'SUPER_ADMIN',
  'ADMIN',
  'ROOM_MANAGER',
  'ROOM_USER',
  'DOCTOR',
];
/** Cancel: the bookers; a DOCTOR only marks their patient absent, a SECTOR_MANAGER never does. */
export const CANCELERS: readonly Role[] = APPOINTMENT_READERS;

export const unauthorized = () => forbidden(A.unauthorized, "This appointment is outside the caller's scope");

/** Admins see the patient's names blank in calendars and lists (spec section 2, "Common"). */
export const blankPatientFor = (actor: Actor) => isAdmin(actor);

/** 403 unless every sector, room and doctor a list asks for is within the caller's reach. */
export async function assertListReach(
  manager: EntityManager,
  actor: Actor,
  ids: { sectorIds?: string[]; roomIds?: string[]; doctorIds?: string[] },
): Promise<void> {
  if (isAdmin(actor)) return;
  const covered = await new ReachRepository(manager).covers({
    actor: actor.id,
    role: actor.role,
    sectorIds: ids.sectorIds ?? [],
    roomIds: ids.roomIds ?? [],
    doctorIds: ids.doctorIds ?? [],
  });
  if (!covered) throw unauthorized();
}
