import type { EntityManager } from 'typeorm';
import { workIn } from '@teleplan/kit/db/unit-of-work';
import { PeopleRepository } from '../data/people.repository.ts';
import { RoomsRepository } from '../data/rooms.repository.ts';
import { SectorsRepository } from '../data/sectors.repository.ts';
import { emitChange } from './rooms.ts';
import { emitSectorChange } from './sectors.ts';
import { PRODUCER, type Work } from './unit-of-work.ts';

/**
 * A person who no longer holds SECTOR_MANAGER (or ROOM_MANAGER) stops managing their sector (or room): it is
 * left without manager and announced (sector.updated, room.updated), in the transaction of the roles-changed
 * event that said so. The roles read are the replica's (a late, older snapshot changed nothing there). The
 * outbox relay publishes the events at its next round.
 */
export async function unassignLostManagerRoles(
  manager: EntityManager,
  personId: string,
  now: Date,
): Promise<void> {
  const person = await new PeopleRepository(manager).get(personId);
  if (!person) return;
  const account = { id: personId, grantedRoles: person.roles };
  const work: Work = workIn(manager, { producer: PRODUCER, now });
  if (!account.grantedRoles.includes('SECTOR_MANAGER')) {
    const sectors = new SectorsRepository(manager);
    for (const id of await sectors.idsManagedBy(account.id)) {
      const sector = (await sectors.get(id, true))!;
      await sectors.update(id, { managerId: null, updatedAt: now });
      await emitSectorChange(work, sector);
    }
  }
  if (!account.grantedRoles.includes('ROOM_MANAGER')) {
    const rooms = new RoomsRepository(manager);
    const roomId = await rooms.roomIdOfManager(account.id);
    const room = roomId ? await rooms.get(roomId, true) : null;
    if (room) {
      await rooms.update(room.id, { managerId: null, updatedAt: now });
      await emitChange(work, room);
    }
  }
}
