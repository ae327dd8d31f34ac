import type { EventEnvelope } from '@teleplan/proto/events';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

/** Ends a broadcast subscription. */
export type Unsubscribe = () => Promise<void>;

export interface SubscribeOptions {
  /**
   * Whether the consumer can handle events now (its database answers): its parked events are redriven
   * automatically only then. Without it the consumer counts as healthy.
   */
  healthy?: () => Promise<boolean>;
}

/**
 * The bus every service talks to; `AmqpBus` (distributed) and `InProcessBus` (standalone) both implement it
 * and pass the same contract tests.
 */
export interface EventBus {
  /** Publishes and resolves once the broker confirmed (AMQP publisher confirm) or the bus accepted it. */
  publish(event: EventEnvelope): Promise<void>;
  /**
   * Registers `consumer` (a service name; one durable queue per consumer) for the event types it needs.
   * A handler that throws is retried with growing delays while the failure is transient (`event-failure.ts`),
   * and parked (dead-lettered, with the reason) when it can never succeed or after the retry limit.
   */
  subscribe(
    consumer: string,
    types: readonly string[],
    handler: EventHandler,
    options?: SubscribeOptions,
  ): Promise<void>;
  /**
   * Hands every event of `types` to `handler` in this process, whichever other process or subscription also
   * gets it: each replica of a service sees each event (AMQP: a server-named exclusive auto-delete queue per
   * subscription, declared again on reconnect; in-process: one more subscriber). At most once, never retried,
   * nothing kept while disconnected: a fast path beside a durable `subscribe`, never instead of one. A handler
   * that throws is logged.
   */
  broadcast(types: readonly string[], handler: EventHandler): Promise<Unsubscribe>;
  /** Whether the bus can publish now (the outbox relay waits for it; `/health` and `bus_connected` report it). */
  isReady(): boolean;
  /** Events parked for `consumer`; undefined when it cannot be known now (broker away). */
  parkedCount(consumer: string): Promise<number | undefined>;
  /** Sends every event parked for `consumer` back to it now; resolves with how many. */
  redrive(consumer: string): Promise<number>;
  close(): Promise<void>;
}
