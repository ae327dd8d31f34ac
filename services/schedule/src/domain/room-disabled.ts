import type { EntityManager } from 'typeorm';
import { workIn } from '@teleplan/kit/db/unit-of-work';
import { AppointmentsRepository } from '../data/appointments.repository.ts';
import { appointmentCanceled, PRODUCER } from './appointment-events.ts';

/** The motive written on the appointments a room's disabling cancels. */
export const ROOM_DISABLED_MOTIVE = 'Salle désactivée';

/**
 * A disabled room keeps no future appointment: the live ones starting from the moment it was disabled are
 * canceled with the motive 'Salle désactivée', each with its appointment.canceled (same transaction as the
 * event's handling, so a redelivered event cancels nothing twice).
 */
export async function cancelRoomFuture(manager: EntityManager, roomId: string, since: Date): Promise<number> {
  const canceled = await new AppointmentsRepository(manager).cancelFutureInRoom(
    roomId,
    since,
    ROOM_DISABLED_MOTIVE,
  );
  const work = workIn(manager, { producer: PRODUCER, now: since });
  for (const appointment of canceled) await appointmentCanceled(work, appointment);
  return canceled.length;
}
