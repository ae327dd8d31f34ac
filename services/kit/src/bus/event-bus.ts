import type { EventEnvelope } from '@teleplan/proto/events';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

/**
 * The bus every service talks to; `AmqpBus` (distributed) and `InProcessBus` (standalone) both implement it
 * and pass the same contract tests.
 */
export interface EventBus {
  /** Publishes and resolves once the broker confirmed (AMQP publisher confirm) or the bus accepted it. */
  publish(event: EventEnvelope): Promise<void>;
  /**
   * Registers `consumer` (a service name; one durable queue per consumer) for the event types it needs.
   * A handler that throws is retried; after the retry limit the message goes to the dead-letter exchange.
   */
  subscribe(consumer: string, types: readonly string[], handler: EventHandler): Promise<void>;
  /** Whether the bus can publish now (the outbox relay waits for it; `/health` and `bus_connected` report it). */
  isReady(): boolean;
  close(): Promise<void>;
}
