import { hostname } from 'node:os';
import type { Channel, ChannelModel, ConfirmChannel, ConsumeMessage } from 'amqplib';
import type { EventEnvelope } from '@teleplan/proto/events';
import type { EventBus, EventHandler } from './event-bus.ts';
import { ConsumerRegistry } from './consumer-registry.ts';
import { decodeEnvelope, encodeEnvelope } from './envelope-codec.ts';
import { defaultEventLogger, type EventLogger } from './bus-logger.ts';
import {
  backoffDelay,
  DEFAULT_RECONNECT_POLICY,
  DEFAULT_RETRY_POLICY,
  type BackoffPolicy,
  type RetryPolicy,
} from './retry-policy.ts';
import { sleep, withTimeout } from './timing.ts';
import { AmqpConnector, type AmqpConnect } from './amqp-connector.ts';
import {
  BROKER_DELIVERY_LIMIT,
  declareConsumerQueue,
  declareExchanges,
  type AmqpExchanges,
} from './amqp-topology.ts';

export interface AmqpBusOptions {
  /** e.g. `amqp://guest:guest@127.0.0.1:5672`. */
  url: string;
  /** Topic exchange events are published to; default `teleplan.events`. */
  exchange?: string;
  /** Where poison messages go; default `<exchange>.dlx`. */
  deadLetterExchange?: string;
  /** Unacknowledged deliveries per connection at most; default 50. */
  prefetch?: number;
  heartbeatSeconds?: number;
  /** Handler retries before dead-lettering; `maxAttempts` is capped below the broker's own delivery limit. */
  retry?: Partial<RetryPolicy>;
  /** Back-off between connection attempts; default 250 ms doubling up to 5 s, half of each delay random. */
  reconnect?: Partial<BackoffPolicy>;
  /** Process name for the connection, shown in RabbitMQ's tools. */
  name?: string;
  logger?: EventLogger;
  /** How long `start()` waits for the first connection before letting the service run without it. Default 10 s. */
  startTimeoutMs?: number;
  /** Replaces `amqplib.connect` (tests use it to reach the connection). */
  connect?: AmqpConnect;
}

const CLOSE_GRACE_MS = 5_000;

/** What one open connection carries; replaced as a whole on reconnect. */
interface Session {
  publisher: ConfirmChannel;
  consumer: Channel;
  consumerTags: string[];
  consuming: Set<string>;
  /** Channels open: deliveries may be settled, queues declared. */
  open: boolean;
  /** Open and set up (exchanges and this process's consumers declared): publishing may go on. */
  ready: boolean;
}

/**
 * The bus of the distributed mode, on RabbitMQ: a durable topic exchange (routing key = event type), one
 * durable queue per consumer, a dead-letter exchange, publisher confirms, and reconnection with re-declared
 * topology and re-started consumers. Nothing happens before `start()`; subscriptions made earlier apply then.
 */
export class AmqpBus implements EventBus {
  readonly names: AmqpExchanges;
  private readonly registry = new ConsumerRegistry();
  private readonly connector: AmqpConnector;
  private readonly retry: RetryPolicy;
  private readonly prefetch: number;
  private readonly logger: EventLogger;
  private readonly startTimeoutMs: number;
  private readonly inFlight = new Set<Promise<void>>();
  private readyWaiters: (() => void)[] = [];
  private session: Session | undefined;
  private closed = false;

  constructor(options: AmqpBusOptions) {
    const exchange = options.exchange ?? 'teleplan.events';
    this.names = { exchange, deadLetterExchange: options.deadLetterExchange ?? `${exchange}.dlx` };
    const retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.retry = { ...retry, maxAttempts: Math.min(retry.maxAttempts, BROKER_DELIVERY_LIMIT) };
    this.prefetch = options.prefetch ?? 50;
    this.logger = options.logger ?? defaultEventLogger('amqp-bus');
    this.connector = new AmqpConnector({
      url: options.url,
      heartbeatSeconds: options.heartbeatSeconds ?? 10,
      reconnect: { ...DEFAULT_RECONNECT_POLICY, ...options.reconnect },
      connectionName: `${options.name ?? 'teleplan'}@${hostname()}`,
      logger: this.logger,
      connect: options.connect,
      onOpen: (model) => this.open(model),
      onLost: () => this.lost(),
    });
    this.startTimeoutMs = options.startTimeoutMs ?? 10_000;
  }

  /**
   * Connects (and keeps reconnecting). Resolves once connected, or after `startTimeoutMs` with a warning: the
   * service then runs without a bus (`isReady()` false) and its outbox keeps the events until the broker answers.
   */
  async start(): Promise<void> {
    if (this.closed) throw new Error('The bus is closed');
    this.connector.start();
    await this.whenReady(this.startTimeoutMs).catch(() =>
      this.logger.warn(
        { exchange: this.names.exchange },
        'RabbitMQ not reachable yet; starting without it, events wait in the outbox',
      ),
    );
  }

  async publish(event: EventEnvelope): Promise<void> {
    const content = encodeEnvelope(event);
    const session = this.session;
    // Refuse at once rather than wait: the outbox keeps the row and tries again.
    if (this.closed || !session?.ready || !session.open) throw new Error('AMQP bus not connected');
    await new Promise<void>((resolve, reject) => {
      try {
        session.publisher.publish(
          this.names.exchange,
          event.type,
          content,
          {
            persistent: true,
            messageId: event.id,
            type: event.type,
            contentType: 'application/json',
            appId: event.producer,
            timestamp: Math.floor(Date.parse(event.occurredAt) / 1000),
          },
          (error: unknown) =>
            error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
        );
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  async subscribe(consumer: string, types: readonly string[], handler: EventHandler): Promise<void> {
    if (this.closed) throw new Error('The bus is closed');
    this.registry.add(consumer, types, handler);
    // When not connected, the subscription is applied on (re)connection.
    const session = this.session;
    if (session?.open) await this.consume(session, consumer, types);
  }

  isReady(): boolean {
    return !this.closed && this.session?.ready === true && this.session.open;
  }

  /** Resolves once connected with usable channels (after `start()`), or rejects after `timeoutMs`. */
  async whenReady(timeoutMs = 10_000): Promise<void> {
    if (this.isReady()) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`AMQP bus not ready after ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.readyWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /**
   * Stops consuming, lets running handlers finish and pending confirms arrive (each for at most
   * `CLOSE_GRACE_MS`: a dead socket never answers), then closes the connection.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const session = this.session;
    const grace = <T>(promise: Promise<T>) =>
      withTimeout(promise, CLOSE_GRACE_MS, 'close grace').catch(() => undefined);
    if (session?.open) {
      await grace(Promise.all(session.consumerTags.map((tag) => session.consumer.cancel(tag))));
    }
    await grace(this.idle());
    if (session?.open) await grace(session.publisher.waitForConfirms());
    await this.connector.stop();
  }

  private async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async open(model: ChannelModel): Promise<void> {
    const publisher = await model.createConfirmChannel();
    const consumer = await model.createChannel();
    const session: Session = {
      publisher,
      consumer,
      consumerTags: [],
      consuming: new Set(),
      open: true,
      ready: false,
    };
    for (const [role, channel] of [
      ['publisher', publisher],
      ['consumer', consumer],
    ] as const) {
      channel.on('error', (error: unknown) =>
        this.logger.warn({ err: error, channel: role }, 'AMQP channel error'),
      );
      channel.on('close', () => {
        // Never publish on a closing channel: the session is unusable from the first sign of closing.
        session.open = false;
        session.ready = false;
        if (!this.closed) this.connector.drop();
      });
    }
    await consumer.prefetch(this.prefetch);
    await declareExchanges(publisher, this.names);
    // Subscriptions arriving from here on declare through this session themselves.
    this.session = session;
    for (const name of this.registry.names()) await this.consume(session, name, this.registry.typesOf(name));
    if (!session.open) throw new Error('AMQP channel closed during set-up');
    // Ready only once this process's queues are bound again: an event published now reaches them.
    session.ready = true;
    for (const wake of this.readyWaiters.splice(0)) wake();
  }

  private lost(): void {
    if (this.session) this.session.open = this.session.ready = false;
    this.session = undefined;
  }

  private async consume(session: Session, consumer: string, types: readonly string[]): Promise<void> {
    const queue = await declareConsumerQueue(session.consumer, this.names, consumer, types);
    if (session.consuming.has(consumer)) return;
    session.consuming.add(consumer);
    const { consumerTag } = await session.consumer.consume(queue, (message) => {
      if (!message) {
        this.logger.warn({ consumer }, 'AMQP consumer cancelled by the broker; reconnecting');
        this.connector.drop();
        return;
      }
      const handling = this.handle(session, consumer, message).finally(() => this.inFlight.delete(handling));
      this.inFlight.add(handling);
    });
    session.consumerTags.push(consumerTag);
  }

  private async handle(session: Session, consumer: string, message: ConsumeMessage): Promise<void> {
    const settle = (verdict: 'ack' | 'retry' | 'dead') => {
      // A delivery from a lost channel cannot be settled; the broker redelivers it on the new one.
      if (!session.open) return;
      try {
        if (verdict === 'ack') session.consumer.ack(message);
        else session.consumer.reject(message, verdict === 'retry');
      } catch (error) {
        this.logger.warn(
          { consumer, err: error },
          'could not settle a delivery; the broker will redeliver it',
        );
      }
    };
    let event: EventEnvelope;
    try {
      event = decodeEnvelope(message.content);
    } catch (error) {
      this.logger.error(
        { consumer, messageId: message.properties.messageId, err: error },
        'malformed message dead-lettered',
      );
      return settle('dead');
    }
    const handler = this.registry.handlerFor(consumer, event.type);
    if (!handler) {
      // A binding left from an earlier version of the consumer; nobody here wants it.
      this.logger.warn(
        { consumer, type: event.type, eventId: event.id },
        'event of an unhandled type discarded',
      );
      return settle('ack');
    }
    // Quorum queues count failed deliveries (reject with requeue) in x-delivery-count.
    const attempt = Number(message.properties.headers?.['x-delivery-count'] ?? 0) + 1;
    try {
      await handler(event);
      settle('ack');
    } catch (error) {
      const details = { consumer, eventId: event.id, type: event.type, attempt, err: error };
      if (attempt >= this.retry.maxAttempts) {
        this.logger.error(details, 'event dead-lettered: handler kept failing');
        settle('dead');
      } else {
        this.logger.warn(details, 'event handler failed; retrying');
        await sleep(backoffDelay(this.retry, attempt));
        settle('retry');
      }
    }
  }
}
