import type { DataSource } from 'typeorm';
import { Type } from 'typebox';
import type { EventBus } from '@teleplan/kit/bus/event-bus';
import { consumeEvents, onEvent } from '@teleplan/kit/inbox/consume-events';
import type { ServiceMetrics } from '@teleplan/kit/metrics';
import { SectorReplicaRepository } from '../data/sector-replica.repository.ts';

export const CONSUMER = 'licenses';

/**
 * material-resources' sector events (declared by that service in proto/src/events.ts; named here so this
 * service does not depend on its contracts changing in step).
 */
export const SectorEvents = {
  sectorCreated: 'sector.created',
  sectorUpdated: 'sector.updated',
} as const;

/** The part of the sector snapshot this service reads; the producer's snapshot may carry more. */
export const SectorSnapshotPayloadSchema = Type.Object({
  current: Type.Object({
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    enabled: Type.Boolean(),
    managerId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  }),
});

const sector = onEvent(SectorSnapshotPayloadSchema, ({ current }, manager, event) =>
  new SectorReplicaRepository(manager).upsertIfNewer(
    {
      id: current.id,
      name: current.name,
      enabled: current.enabled,
      managerId: current.managerId,
      asOf: new Date(event.occurredAt),
    },
    event.id,
  ),
);

/** Keeps the sector replica (who manages which sector); each event is handled once (kit inbox). */
export async function subscribeToSectorEvents(
  bus: EventBus,
  deps: { dataSource: DataSource; metrics: ServiceMetrics },
): Promise<void> {
  await consumeEvents(bus, CONSUMER, deps, {
    [SectorEvents.sectorCreated]: sector,
    [SectorEvents.sectorUpdated]: sector,
  });
}
