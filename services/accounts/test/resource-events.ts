import { randomUUID } from 'node:crypto';
import { newEvent } from '@teleplan/kit/outbox/new-event';
import type { EventEnvelope } from '@teleplan/proto/events';
import type { RoomSnapshot, SectorSnapshot } from '@teleplan/proto/material-resources';
import { aRoomSnapshot } from '@teleplan/proto/testing/room';
import type { Harness } from './harness.ts';

/**
 * Delivers an event of material-resources to the service on the test bus and waits until it is handled;
 * `occurredAt` backdates it (an older event arriving late).
 */
export async function deliver(
  h: Harness,
  type: string,
  payload: unknown,
  occurredAt?: Date,
): Promise<EventEnvelope> {
  const event = newEvent(type, 'material-resources', payload);
  if (occurredAt) event.occurredAt = occurredAt.toISOString();
  await h.service.bus.publish(event);
  await h.service.bus.idle();
  return event;
}

export function roomSnapshot(changes: Partial<RoomSnapshot> = {}): RoomSnapshot {
  return aRoomSnapshot(randomUUID(), changes);
}

export function sectorSnapshot(changes: Partial<SectorSnapshot> = {}): SectorSnapshot {
  return { id: randomUUID(), name: 'Aube', enabled: true, managerId: null, doctorIds: [], ...changes };
}

/** A room managed by `managerId` with `userIds` as its staff, as material-resources announces it. */
export async function roomOf(h: Harness, managerId: string, userIds: string[] = []): Promise<RoomSnapshot> {
  const room = roomSnapshot({ managerId, userIds });
  await deliver(h, 'room.created', { current: room, defaultOpeningPattern: true });
  return room;
}
