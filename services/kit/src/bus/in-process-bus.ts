import type { EventEnvelope } from '@teleplan/proto/events';
import type { EventBus, EventHandler, SubscribeOptions } from './event-bus.ts';
import { ConsumerRegistry } from './consumer-registry.ts';
import { decodeEnvelope, encodeEnvelope } from './envelope-codec.ts';
import { defaultEventLogger, type EventLogger } from './bus-logger.ts';
import { afterFailure, DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy.ts';
import { DEFAULT_REDRIVE_POLICY, ParkedRedriver, redriveDue, type RedrivePolicy } from './parked-redriver.ts';
import { sleep } from './timing.ts';

export interface InProcessBusOptions {
  retry?: Partial<RetryPolicy>;
  redrive?: Partial<RedrivePolicy>;
  logger?: EventLogger;
  /** Epoch milliseconds now; tests move it to make a parked event's pause pass. */
  clock?: () => number;
}

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
 * event it subscribed to, asynchronously, as if it had its own queue.
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
  private readonly inFlight = new Set<Promise<void>>();
  private readonly closing = new AbortController();

  constructor(options: InProcessBusOptions = {}) {
    this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.redrivePolicy = { ...DEFAULT_REDRIVE_POLICY, ...options.redrive };
    this.logger = options.logger ?? defaultEventLogger('in-process-bus');
    this.clock = options.clock ?? Date.now;
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
    for (const consumer of this.registry.consumersOf(event.type)) this.track(this.deliver(consumer, body, 0));
  }

  async subscribe(
    consumer: string,
    types: readonly string[],
    handler: EventHandler,
    options?: SubscribeOptions,
  ): Promise<void> {
    if (this.closing.signal.aborted) throw new Error('The bus is closed');
    this.registry.add(consumer, types, handler, options);
  }

  isReady(): boolean {
    return !this.closing.signal.aborted;
  }

  async parkedCount(consumer: string): Promise<number> {
    return this.deadLetters.filter((letter) => letter.consumer === consumer).length;
  }

  async redrive(consumer: string): Promise<number> {
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

  private redriveWhere(consumer: string, due: (letter: DeadLetter) => boolean): number {
    const chosen = this.deadLetters.filter((letter) => letter.consumer === consumer && due(letter));
    for (const letter of chosen) {
      this.deadLetters.splice(this.deadLetters.indexOf(letter), 1);
      this.track(this.deliver(consumer, encodeEnvelope(letter.event), letter.redrives + 1));
    }
    return chosen.length;
  }

  private async deliver(consumer: string, body: Buffer, redrives: number): Promise<void> {
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
        const verdict = afterFailure(this.retry, error, attempt);
        if ('park' in verdict) {
          const at = new Date(this.clock());
          this.deadLetters.push({
            consumer,
            event,
            attempts: attempt,
            error,
            reason: verdict.park,
            at,
            redrives,
          });
          this.logger.error({ ...details, reason: verdict.park }, 'event parked: it cannot succeed as it is');
          return;
        }
        if (this.closing.signal.aborted) {
          // Nothing keeps an in-process event once the process ends.
          this.logger.error(details, 'event still failing when the bus closed');
          return;
        }
        this.logger.warn({ ...details, retryInMs: verdict.retryInMs }, 'event handler failed; retrying');
        await sleep(verdict.retryInMs, this.closing.signal);
      }
    }
  }
}
