import type { EventEnvelope } from '@teleplan/proto/events';
import type { EventSubscriptions } from '@teleplan/proto/event-subscriptions';
import type { EventBus, EventHandler, SubscribeOptions, Unsubscribe } from './event-bus.ts';
import { ConsumerRegistry } from './consumer-registry.ts';
import { decodeEnvelope, encodeEnvelope } from './envelope-codec.ts';
import { defaultEventLogger, type EventLogger } from './bus-logger.ts';
import { afterFailure, DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy.ts';
import { DEFAULT_REDRIVE_POLICY, ParkedRedriver, redriveDue, type RedrivePolicy } from './parked-redriver.ts';
import pLimit, { type LimitFunction } from 'p-limit';
import { sleep } from './timing.ts';
import { MemoryDeliveryStore, type DeliveryStore } from './delivery-store.ts';
import { outsideRequest } from '../request-context.ts';

export interface InProcessBusOptions {
  retry?: Partial<RetryPolicy>;
  redrive?: Partial<RedrivePolicy>;
  logger?: EventLogger;
  /** Epoch milliseconds now; tests move it to make a parked event's pause pass. */
  clock?: () => number;
  /**
   * Where each consumer's copy of an event is kept until handled; default in memory. The standalone mode
   * gives a `PostgresDeliveryStore`, so that a stop loses nothing still retrying or parked.
   */
  store?: DeliveryStore;
  /**
   * Every consumer of the platform and its event types (`@teleplan/proto/event-subscriptions`): an event is
   * kept for a consumer listed there that has not subscribed yet, and handed over when it does.
   */
  subscriptions?: EventSubscriptions;
  /**
   * Handlers of one consumer running at once (RabbitMQ's prefetch, in the distributed mode); the rest wait their
   * turn. Kept below a service's pool so that a burst of events (a seed, a redrive) never has handlers waiting so
   * long for a connection that they time out and retry.
   */
  handlersPerConsumer?: number;
}

/** Handlers of one consumer running at once, unless told (the standalone pools have 5 connections). */
export const DEFAULT_HANDLERS_PER_CONSUMER = 3;

/** An event parked for a consumer: kept (not dropped) until redriven. */
export interface DeadLetter {
  consumer: string;
  event: EventEnvelope;
  attempts: number;
  error: unknown;
  /** Why it was parked. */
  reason: string;
  at: Date;
  /** How many times it had been redriven before being parked this time. */
  redrives: number;
}

/**
 * The bus of the standalone mode: every service in one process. Each consumer gets its own copy of each
 * event it subscribed to, asynchronously, from its own queue in the delivery store: `publish` resolves once
 * every copy is kept there, and a copy leaves only once its consumer handled it.
 */
export class InProcessBus implements EventBus {
  /** Parked events, oldest first; redriven ones leave the list. */
  readonly deadLetters: DeadLetter[] = [];
  private readonly registry = new ConsumerRegistry();
  private readonly retry: RetryPolicy;
  private readonly redrivePolicy: RedrivePolicy;
  private readonly logger: EventLogger;
  private readonly clock: () => number;
  private readonly redriver: ParkedRedriver;
  private readonly store: DeliveryStore;
  private readonly subscriptions: EventSubscriptions;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly broadcasts = new Set<{ types: ReadonlySet<string>; handler: EventHandler }>();
  /** `consumer/eventId` of the deliveries under way: one copy is never handled twice at once. */
  private readonly delivering = new Set<string>();
  private readonly closing = new AbortController();
  /** Each consumer's turns to run a handler. */
  private readonly turns = new Map<string, LimitFunction>();
  private readonly handlersPerConsumer: number;

  constructor(options: InProcessBusOptions = {}) {
    this.handlersPerConsumer = options.handlersPerConsumer ?? DEFAULT_HANDLERS_PER_CONSUMER;
    this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.redrivePolicy = { ...DEFAULT_REDRIVE_POLICY, ...options.redrive };
    this.logger = options.logger ?? defaultEventLogger('in-process-bus');
    this.clock = options.clock ?? Date.now;
    this.store = options.store ?? new MemoryDeliveryStore();
    this.subscriptions = options.subscriptions ?? {};
    this.redriver = new ParkedRedriver(
      {
        consumers: () => this.registry.names(),
        parkedCount: (consumer) => this.parkedCount(consumer),
        healthy: (consumer) => this.registry.healthy(consumer),
        redriveDue: async (consumer) =>
          this.redriveWhere(consumer, (letter) =>
            redriveDue(
              this.redrivePolicy,
              { parkedAt: letter.at.getTime(), redrives: letter.redrives },
              this.clock(),
            ),
          ),
      },
      this.redrivePolicy.checkIntervalMs,
      this.logger,
    );
    this.redriver.start();
  }

  async publish(event: EventEnvelope): Promise<void> {
    if (this.closing.signal.aborted) throw new Error('The bus is closed');
    const body = encodeEnvelope(event);
    for (const { types, handler } of this.broadcasts) {
      if (types.has(event.type)) this.track(outsideRequest(() => this.broadcastTo(handler, body)));
    }
    const listed = Object.keys(this.subscriptions).filter((name) =>
      this.subscriptions[name]!.includes(event.type),
    );
    const recipients = [...new Set([...this.registry.consumersOf(event.type), ...listed])];
    if (recipients.length === 0) return;
    await this.store.add(recipients, event);
    for (const consumer of this.registry.consumersOf(event.type)) this.start(consumer, event.id, body, 0);
  }

  async subscribe(
    consumer: string,
    types: readonly string[],
    handler: EventHandler,
    options?: SubscribeOptions,
  ): Promise<void> {
    if (this.closing.signal.aborted) throw new Error('The bus is closed');
    this.registry.add(consumer, types, handler, options);
    // What an earlier process (or this one, before the consumer started) left for it.
    for (const { event, parked } of await this.store.waiting(consumer, types)) {
      if (parked) {
        this.deadLetters.push({ consumer, event, error: parked.reason, ...parked });
      } else {
        this.start(consumer, event.id, encodeEnvelope(event), 0);
      }
    }
  }

  async broadcast(types: readonly string[], handler: EventHandler): Promise<Unsubscribe> {
    if (this.closing.signal.aborted) throw new Error('The bus is closed');
    const subscription = { types: new Set(types), handler };
    this.broadcasts.add(subscription);
    return async () => {
      this.broadcasts.delete(subscription);
    };
  }

  isReady(): boolean {
    return !this.closing.signal.aborted;
  }

  async parkedCount(consumer: string): Promise<number> {
    return this.deadLetters.filter((letter) => letter.consumer === consumer).length;
  }

  redrive(consumer: string): Promise<number> {
    return this.redriveWhere(consumer, () => true);
  }

  /** Looks at the parked events now, as the periodic check does (tests call it instead of waiting). */
  checkParked(): Promise<void> {
    return this.redriver.check();
  }

  /** Resolves once every delivery under way (retries included) has ended. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Refuses new events, ends the retries' pauses, and waits for the deliveries under way. */
  async close(): Promise<void> {
    this.closing.abort();
    await this.redriver.stop();
    await this.idle();
  }

  private track(delivery: Promise<void>): void {
    const tracked = delivery.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  private async redriveWhere(consumer: string, due: (letter: DeadLetter) => boolean): Promise<number> {
    const chosen = this.deadLetters.filter((letter) => letter.consumer === consumer && due(letter));
    for (const letter of chosen) this.deadLetters.splice(this.deadLetters.indexOf(letter), 1);
    for (const letter of chosen) {
      await this.kept(() => this.store.unpark(consumer, letter.event.id), consumer, letter.event.id);
      this.start(consumer, letter.event.id, encodeEnvelope(letter.event), letter.redrives + 1);
    }
    return chosen.length;
  }

  private start(consumer: string, eventId: string, body: Buffer, redrives: number): void {
    const key = `${consumer}/${eventId}`;
    if (this.delivering.has(key)) return;
    this.delivering.add(key);
    // A consumer handles the event as RabbitMQ's would: for no request, so what it writes names no one.
    this.track(
      outsideRequest(() => this.deliver(consumer, body, redrives)).finally(() => this.delivering.delete(key)),
    );
  }

  /**
   * Writes a delivery's new state to the store. A failed write is only logged: the copy stays as it was and
   * comes back at the next start, where the consumer's inbox makes a second handling a no-op.
   */
  private async kept(write: () => Promise<void>, consumer: string, eventId: string): Promise<void> {
    await write().catch((error: unknown) =>
      this.logger.warn({ consumer, eventId, err: error }, 'delivery store not updated'),
    );
  }

  private turnsOf(consumer: string): LimitFunction {
    let turns = this.turns.get(consumer);
    if (!turns) this.turns.set(consumer, (turns = pLimit(this.handlersPerConsumer)));
    return turns;
  }

  private async broadcastTo(handler: EventHandler, body: Buffer): Promise<void> {
    await sleep(0);
    try {
      await handler(decodeEnvelope(body));
    } catch (error) {
      this.logger.warn({ err: error }, 'broadcast handler failed; the event is not retried');
    }
  }

  private async deliver(consumer: string, body: Buffer, redrives: number): Promise<void> {
    // Yield first: delivery never runs inside the publisher's call, as with a broker.
    await sleep(0);
    const event = decodeEnvelope(body);
    const handler = this.registry.handlerFor(consumer, event.type)!;
    const turn = this.turnsOf(consumer);
    for (let attempt = 1; ; attempt++) {
      try {
        // A turn for the handling only: a retry's pause lets the consumer's other events through.
        await turn(() => handler(event));
        await this.kept(() => this.store.handled(consumer, event.id), consumer, event.id);
        return;
      } catch (error) {
        const details = { consumer, eventId: event.id, type: event.type, attempt, err: error };
        const verdict = afterFailure(this.retry, error, attempt);
        if ('park' in verdict) {
          const parked = { reason: verdict.park, at: new Date(this.clock()), attempts: attempt, redrives };
          await this.kept(() => this.store.park(consumer, event.id, parked), consumer, event.id);
          this.deadLetters.push({ consumer, event, error, ...parked });
          this.logger.error({ ...details, reason: verdict.park }, 'event parked: it cannot succeed as it is');
          return;
        }
        if (this.closing.signal.aborted) {
          // Its copy stays in the store: the next process's bus delivers it again.
          this.logger.warn(details, 'event still failing when the bus closed; kept for the next start');
          return;
        }
        this.logger.warn({ ...details, retryInMs: verdict.retryInMs }, 'event handler failed; retrying');
        await sleep(verdict.retryInMs, this.closing.signal);
      }
    }
  }
}
