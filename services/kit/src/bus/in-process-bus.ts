import type { EventEnvelope } from '@teleplan/proto/events';
import type { EventBus, EventHandler } from './event-bus.ts';
import { ConsumerRegistry } from './consumer-registry.ts';
import { decodeEnvelope, encodeEnvelope } from './envelope-codec.ts';
import { defaultEventLogger, type EventLogger } from './bus-logger.ts';
import { backoffDelay, DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy.ts';
import { sleep } from './timing.ts';

export interface InProcessBusOptions {
  retry?: Partial<RetryPolicy>;
  logger?: EventLogger;
}

/** An event a consumer's handler kept refusing, kept for tests and logs instead of being dropped. */
export interface DeadLetter {
  consumer: string;
  event: EventEnvelope;
  attempts: number;
  error: unknown;
  at: Date;
}

/**
 * The bus of the standalone mode: every service in one process. Each consumer gets its own copy of each
 * event it subscribed to, asynchronously, as if it had its own queue.
 */
export class InProcessBus implements EventBus {
  /** Events whose handler still threw after the last retry, oldest first. */
  readonly deadLetters: DeadLetter[] = [];
  private readonly registry = new ConsumerRegistry();
  private readonly retry: RetryPolicy;
  private readonly logger: EventLogger;
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(options: InProcessBusOptions = {}) {
    this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.logger = options.logger ?? defaultEventLogger('in-process-bus');
  }

  async publish(event: EventEnvelope): Promise<void> {
    if (this.closed) throw new Error('The bus is closed');
    const body = encodeEnvelope(event);
    for (const consumer of this.registry.consumersOf(event.type)) {
      const delivery = this.deliver(consumer, body).finally(() => this.inFlight.delete(delivery));
      this.inFlight.add(delivery);
    }
  }

  async subscribe(consumer: string, types: readonly string[], handler: EventHandler): Promise<void> {
    if (this.closed) throw new Error('The bus is closed');
    this.registry.add(consumer, types, handler);
  }

  isReady(): boolean {
    return !this.closed;
  }

  /** Resolves once every delivery under way (retries included) has ended. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Refuses new events and waits for the deliveries under way. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  private async deliver(consumer: string, body: Buffer): Promise<void> {
    // Yield first: delivery never runs inside the publisher's call, as with a broker.
    await sleep(0);
    const event = decodeEnvelope(body);
    const handler = this.registry.handlerFor(consumer, event.type)!;
    for (let attempt = 1; ; attempt++) {
      try {
        await handler(event);
        return;
      } catch (error) {
        const details = { consumer, eventId: event.id, type: event.type, attempt, err: error };
        if (attempt >= this.retry.maxAttempts) {
          this.deadLetters.push({ consumer, event, attempts: attempt, error, at: new Date() });
          this.logger.error(details, 'event dead-lettered: handler kept failing');
          return;
        }
        this.logger.warn(details, 'event handler failed; retrying');
        await sleep(backoffDelay(this.retry, attempt));
      }
    }
  }
}
