import type { DataSource } from 'typeorm';
import type { EventBus } from '@teleplan/kit/bus/event-bus';
import { consumeEvents, onEvent, type EventApplier } from '@teleplan/kit/inbox/consume-events';
import type { ServiceMetrics } from '@teleplan/kit/metrics';
import {
  MaterialResourcesEvents,
  RoomCreatedPayloadSchema,
  RoomEventPayloadSchema,
  SectorDoctorEventPayloadSchema,
  SectorEventPayloadSchema,
} from '@teleplan/proto/events';
import { RoomReplicaRepository } from '../data/room-replica.repository.ts';
import { SectorReplicaRepository } from '../data/sector-replica.repository.ts';
import { versionOf } from '@teleplan/kit/db/event-version';

export const CONSUMER = 'accounts';
const E = MaterialResourcesEvents;

const roomChanged = onEvent(RoomEventPayloadSchema, (payload, manager, event) =>
  new RoomReplicaRepository(manager).applySnapshot(payload.current, versionOf(event)),
);
const sectorChanged = onEvent(SectorEventPayloadSchema, (payload, manager, event) =>
  new SectorReplicaRepository(manager).applySnapshot(payload.current, versionOf(event)),
);
const doctorLink = (linked: boolean) =>
  onEvent(SectorDoctorEventPayloadSchema, (payload, manager, event) =>
    new SectorReplicaRepository(manager).applyDoctorLink(
      payload.sectorId,
      payload.doctorId,
      linked,
      versionOf(event),
    ),
  );

/**
 * material-resources' rooms (manager, staff: a room manager's "own room") and sectors (manager, doctors: the
 * doctors by sectors), newest event wins whatever the order of delivery.
 */
export const resourceAppliers: Record<string, EventApplier> = {
  [E.roomCreated]: onEvent(RoomCreatedPayloadSchema, (payload, manager, event) =>
    new RoomReplicaRepository(manager).applySnapshot(payload.current, versionOf(event)),
  ),
  [E.roomUpdated]: roomChanged,
  [E.roomDisabled]: roomChanged,
  [E.roomEnabled]: roomChanged,
  [E.roomDeleted]: roomChanged,
  [E.sectorCreated]: sectorChanged,
  [E.sectorUpdated]: sectorChanged,
  [E.sectorDoctorLinked]: doctorLink(true),
  [E.sectorDoctorUnlinked]: doctorLink(false),
};

/** Every event this service consumes, each applied once (kit inbox, same transaction as its effect). */
export async function subscribeToEvents(
  bus: EventBus,
  deps: { dataSource: DataSource; metrics?: ServiceMetrics },
): Promise<void> {
  await consumeEvents(bus, CONSUMER, deps, resourceAppliers);
}
