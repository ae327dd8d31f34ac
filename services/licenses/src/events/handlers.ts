import type { EntityManager } from 'typeorm';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import type { EventEnvelope } from '@teleplan/proto/events';
import type { EventBus } from '@teleplan/kit/bus/event-bus';
import { handleOnce } from '@teleplan/kit/inbox/handle-once';
import type { ServiceMetrics } from '@teleplan/kit/metrics';
import type { DataSource } from 'typeorm';
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
export const CONSUMED_EVENTS = [SectorEvents.sectorCreated, SectorEvents.sectorUpdated] as const;

/** The part of the sector snapshot this service reads; the producer's snapshot may carry more. */
export const SectorSnapshotPayloadSchema = Type.Object({
  current: Type.Object({
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    enabled: Type.Boolean(),
    managerId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  }),
});

async function apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
  if (!Value.Check(SectorSnapshotPayloadSchema, event.payload))
    throw new Error(`malformed ${event.type} payload`);
  const { id, name, enabled, managerId } = event.payload.current;
  await new SectorReplicaRepository(manager).upsertIfNewer({
    id,
    name,
    enabled,
    managerId,
    asOf: new Date(event.occurredAt),
  });
}

/** Keeps the sector replica (who manages which sector); each event is handled once (kit inbox). */
export async function subscribeToSectorEvents(
  bus: EventBus,
  deps: { dataSource: DataSource; metrics: ServiceMetrics },
): Promise<void> {
  await bus.subscribe(CONSUMER, CONSUMED_EVENTS, async (event) => {
    await handleOnce(deps.dataSource, CONSUMER, event, (manager) => apply(event, manager), deps.metrics);
  });
}
