import type { DataSource, EntityManager } from 'typeorm';
import type { TSchema, Static } from 'typebox';
import { Value } from 'typebox/value';
import type { EventEnvelope } from '@teleplan/proto/events';
import type { EventBus } from '../bus/event-bus.ts';
import type { ServiceMetrics } from '../metrics.ts';
import { handleOnce } from './handle-once.ts';

export interface ConsumeOnceOptions {
  /** The consuming service's name (its queue and its inbox records). */
  consumer: string;
  dataSource: DataSource;
  metrics?: ServiceMetrics;
}

/**
 * Subscribes `apply` to `types`, each event applied once per consumer (kit inbox, in the same transaction as
 * the event's effect). A throw rolls back and the bus retries, then dead-letters.
 */
export async function consumeOnce(
  bus: EventBus,
  options: ConsumeOnceOptions,
  types: readonly string[],
  apply: (event: EventEnvelope, manager: EntityManager) => Promise<void>,
): Promise<void> {
  await bus.subscribe(options.consumer, types, async (event) => {
    await handleOnce(
      options.dataSource,
      options.consumer,
      event,
      (manager) => apply(event, manager),
      options.metrics,
    );
  });
}

/** The event's payload checked against its contract; a malformed one throws (and ends dead-lettered). */
export function payloadOf<S extends TSchema>(schema: S, event: EventEnvelope): Static<S> {
  if (!Value.Check(schema, event.payload)) throw new Error(`malformed ${event.type} payload`);
  return event.payload as Static<S>;
}
