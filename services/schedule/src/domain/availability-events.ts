import type { EntityManager } from 'typeorm';
import { enqueueEvent } from '@teleplan/kit/outbox/enqueue-event';
import { newEvent } from '@teleplan/kit/outbox/new-event';
import { ScheduleEvents, type AvailabilityChangedPayload } from '@teleplan/proto/schedule-events';
import type { OwnerType } from '@teleplan/proto/schedule-common';

export const PRODUCER = 'schedule';

/** Per owner, the ids of the slots added and removed. */
export type OwnerChanges = Map<string, { added: string[]; removed: string[] }>;

/** The changes of `slots`, all on one side (`added` or `removed`), grouped by owner. */
export function changesOf(
  slots: readonly { id: string; owner: string }[],
  side: 'added' | 'removed',
): OwnerChanges {
  const changes: OwnerChanges = new Map();
  for (const slot of slots) {
    const owner = changes.get(slot.owner) ?? { added: [], removed: [] };
    owner[side].push(slot.id);
    changes.set(slot.owner, owner);
  }
  return changes;
}

/**
 * Writes one `availability.changed` per owner, occurring `at` (the service's clock, or the event that caused the
 * change), to the outbox with `manager`, which must be the transaction of the change; the caller kicks the outbox
 * after the commit.
 */
export async function emitAvailabilityChanged(
  manager: EntityManager,
  ownerType: OwnerType,
  changes: OwnerChanges,
  at: Date,
): Promise<void> {
  for (const [owner, { added, removed }] of changes) {
    const payload: AvailabilityChangedPayload = { ownerType, owner, added, removed };
    const event = newEvent(ScheduleEvents.availabilityChanged, PRODUCER, payload);
    await enqueueEvent(manager, { ...event, occurredAt: at.toISOString() });
  }
}
