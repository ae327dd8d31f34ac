import type { EntityManager } from 'typeorm';
import { forbidden } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { ReachRepository } from '../data/reach.repository.ts';
import { isAdmin, type Actor } from './context.ts';

const A = MessageCodes.scheduleAppointments;

export const unauthorized = () => forbidden(A.unauthorized, "This appointment is outside the caller's scope");

/** Admins see the patient's names blank in calendars and lists. */
export const blankPatientFor = (actor: Actor) => isAdmin(actor);

/** 403 unless every sector, room and doctor a list asks for is within the caller's reach. */
export async function assertListReach(
  manager: EntityManager,
  actor: Actor,
  ids: { sectorIds?: string[]; roomIds?: string[]; doctorIds?: string[] },
): Promise<void> {
  const covered = await new ReachRepository(manager).covers(actor, {
    sectors: ids.sectorIds,
    rooms: ids.roomIds,
    doctors: ids.doctorIds,
  });
  if (!covered) throw unauthorized();
}
