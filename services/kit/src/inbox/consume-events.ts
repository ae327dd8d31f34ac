import type { DataSource, EntityManager } from 'typeorm';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { EventEnvelope } from '@teleplan/proto/events';
import type { EventBus } from '../bus/event-bus.ts';
import type { ServiceMetrics } from '../metrics.ts';
import { PermanentEventError } from '../bus/event-failure.ts';
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
 * malformed payload is parked at once with the reason, never dropped) and applied once per event id (kit inbox,
 * in the same transaction as the change). While the database is away the bus retries without limit; events
 * parked meanwhile go back once the database answers again.
 */
export async function consumeEvents(
  bus: EventBus,
  consumer: string,
  deps: { dataSource: DataSource; metrics?: ServiceMetrics },
  appliers: Readonly<Record<string, EventApplier>>,
): Promise<void> {
  const healthy = () =>
    deps.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
  const handler = async (event: EventEnvelope) => {
    const applier = appliers[event.type];
    if (!applier) throw new PermanentEventError(`${consumer} has no handler for ${event.type}`);
    if (!Value.Check(applier.schema, event.payload)) {
      throw new PermanentEventError(`malformed ${event.type} payload`);
    }
    await handleOnce(
      deps.dataSource,
      consumer,
      event,
      (manager) => applier.apply(event.payload, manager, event),
      deps.metrics,
    );
  };
  await bus.subscribe(consumer, Object.keys(appliers), handler, { healthy });
}
