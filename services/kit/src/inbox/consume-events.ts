import type { DataSource, EntityManager } from 'typeorm';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { EventEnvelope } from '@teleplan/proto/events';
import type { EventBus } from '../bus/event-bus.ts';
import type { ServiceMetrics } from '../metrics.ts';
import { handleOnce } from './handle-once.ts';

/** What a consumer does with one event type: its payload's schema and the change it makes. */
export interface EventApplier {
  schema: TSchema;
  apply(payload: unknown, manager: EntityManager, event: EventEnvelope): Promise<void>;
}

/** An applier whose `apply` receives the payload typed by its schema. */
export function onEvent<S extends TSchema>(
  schema: S,
  apply: (payload: Static<S>, manager: EntityManager, event: EventEnvelope) => Promise<void>,
): EventApplier {
  return { schema, apply: (payload, manager, event) => apply(payload as Static<S>, manager, event) };
}

/**
 * Subscribes `consumer` to every type of `appliers`. Each event is checked against its type's schema (a
 * malformed payload throws, so the bus retries and then dead-letters it, never drops it) and applied once per
 * event id (kit inbox, in the same transaction as the change).
 */
export async function consumeEvents(
  bus: EventBus,
  consumer: string,
  deps: { dataSource: DataSource; metrics?: ServiceMetrics },
  appliers: Readonly<Record<string, EventApplier>>,
): Promise<void> {
  await bus.subscribe(consumer, Object.keys(appliers), async (event) => {
    const applier = appliers[event.type];
    if (!applier) throw new Error(`${consumer} has no handler for ${event.type}`);
    if (!Value.Check(applier.schema, event.payload)) throw new Error(`malformed ${event.type} payload`);
    await handleOnce(
      deps.dataSource,
      consumer,
      event,
      (manager) => applier.apply(event.payload, manager, event),
      deps.metrics,
    );
  });
}
