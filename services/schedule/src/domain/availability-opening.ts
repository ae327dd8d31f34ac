import type { EntityManager } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { AvailabilityRepository } from '../data/availability.repository.ts';
import { changesOf, emitAvailabilityChanged } from './availability-events.ts';
import { defaultOpeningPattern } from './availability-rules.ts';

/**
 * Gives a new room the default opening pattern (Mon-Fri 09:00-12:00 and 14:00-19:00) in its own zone, within
 * the event handler's transaction. Slots overlapping what the room already has (an earlier delivery, or
 * someone quicker) are left out instead of failing; `availability.changed` names the ones added, occurring `at`
 * (the room's creation). The outbox relay's poll publishes it.
 */
export async function openWithDefaultPattern(
  manager: EntityManager,
  room: { id: string; zoneId: string },
  at: Date,
): Promise<void> {
  const added = await new AvailabilityRepository(manager).addWeeklyWhereFree(
    defaultOpeningPattern().map((slot) => ({
      id: uuidv7(),
      ownerType: 'ROOM' as const,
      owner: room.id,
      zone: room.zoneId,
      ...slot,
    })),
  );
  await emitAvailabilityChanged(manager, 'ROOM', changesOf(added, 'added'), at);
}
