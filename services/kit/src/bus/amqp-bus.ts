import { hostname } from 'node:os';
import type { Channel, ChannelModel, ConfirmChannel, ConsumeMessage, Options } from 'amqplib';
import type { EventEnvelope } from '@teleplan/proto/events';
import type { EventSubscriptions } from '@teleplan/proto/event-subscriptions';
import type { EventBus, EventHandler, SubscribeOptions, Unsubscribe } from './event-bus.ts';
import { ConsumerRegistry } from './consumer-registry.ts';
import { decodeEnvelope, encodeEnvelope } from './envelope-codec.ts';
import { defaultEventLogger, type EventLogger } from './bus-logger.ts';
import {
  afterFailure,
  DEFAULT_RECONNECT_POLICY,
  DEFAULT_RETRY_POLICY,
  type BackoffPolicy,
  type RetryPolicy,
} from './retry-policy.ts';
import { withTimeout } from './timing.ts';
import { AmqpConnector, type AmqpConnect } from './amqp-connector.ts';
import {
  deadLetterQueueName,
  declareBroadcastQueue,
  declareConsumerQueue,
  declareExchanges,
  retryQueueName,
  type AmqpExchanges,
} from './amqp-topology.ts';
import {
  copyOptions,
  countParked,
  Headers,
  parkedHeaders,
  publishConfirmed,
  redriveParked,
} from './amqp-parking.ts';
import { failureReason } from './event-failure.ts';
import { DEFAULT_REDRIVE_POLICY, ParkedRedriver, redriveDue, type RedrivePolicy } from './parked-redriver.ts';

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
  /** Delays between a handler's tries; `maxAttempts` bounds only failures that are neither transient nor permanent. */
  retry?: Partial<RetryPolicy>;
  /** When parked events go back to their consumer by themselves. */
  redrive?: Partial<RedrivePolicy>;
  /**
   * A publish the broker has not confirmed by then means a frozen broker: the bus counts as down (`isReady()`
   * false, `/health` DOWN) and reconnects, instead of waiting for the heartbeat's verdict. Default 5 s.
   */
  confirmTimeoutMs?: number;
  /** Epoch milliseconds now (when an event was parked, whether its pause is over). */
  clock?: () => number;
  /** Back-off between connection attempts; default 250 ms doubling up to 5 s, half of each delay random. */
  reconnect?: Partial<BackoffPolicy>;
  /** Process name for the connection, shown in RabbitMQ's tools. */
  name?: string;
  logger?: EventLogger;
  /** How long `start()` waits for the first connection before letting the service run without it. Default 10 s. */
  startTimeoutMs?: number;
  /** Replaces `amqplib.connect` (tests use it to reach the connection). */
  connect?: AmqpConnect;
  /**
   * Every consumer of the platform and its event types (`@teleplan/proto/event-subscriptions`): their queues
   * and bindings are declared at each connection, whoever connects, so that an event published before its
   * consumer ever started waits in the consumer's queue instead of being routed nowhere.
   */
  subscriptions?: EventSubscriptions;
}

const CLOSE_GRACE_MS = 5_000;
const PARKED_COUNT_TIMEOUT_MS = 1_000;

/** What one open connection carries; replaced as a whole on reconnect. */
interface Session {
  model: ChannelModel;
  publisher: ConfirmChannel;
  consumer: Channel;
  consumerTags: string[];
  consuming: Set<string>;
  /** Consumer tag of each broadcast subscription on this connection. */
  broadcastTags: Map<Broadcast, string>;
  /** Channels open: deliveries may be settled, queues declared. */
  open: boolean;
  /** Open and set up (exchanges and this process's consumers declared): publishing may go on. */
  ready: boolean;
}

/** A broadcast subscription; its queue lives and dies with each connection. */
interface Broadcast {
  types: readonly string[];
  handler: EventHandler;
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
  private readonly confirmTimeoutMs: number;
  private readonly clock: () => number;
  private readonly subscriptions: EventSubscriptions;
  private readonly redriver: ParkedRedriver;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly broadcasts = new Set<Broadcast>();
  private readyWaiters: (() => void)[] = [];
  private session: Session | undefined;
  private closed = false;

  constructor(options: AmqpBusOptions) {
    const exchange = options.exchange ?? 'teleplan.events';
    this.names = { exchange, deadLetterExchange: options.deadLetterExchange ?? `${exchange}.dlx` };
    this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
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
    this.confirmTimeoutMs = options.confirmTimeoutMs ?? 5_000;
    this.clock = options.clock ?? Date.now;
    this.subscriptions = options.subscriptions ?? {};
    const redrive = { ...DEFAULT_REDRIVE_POLICY, ...options.redrive };
    this.redriver = new ParkedRedriver(
      {
        consumers: () => this.registry.names(),
        parkedCount: (consumer) => this.parkedCount(consumer),
        healthy: (consumer) => this.registry.healthy(consumer),
        redriveDue: (consumer) =>
          redriveParked(this.connectedModel(), consumer, (mark) => redriveDue(redrive, mark, this.clock())),
      },
      redrive.checkIntervalMs,
      this.logger,
    );
  }

  /**
   * Connects (and keeps reconnecting). Resolves once connected, or after `startTimeoutMs` with a warning: the
   * service then runs without a bus (`isReady()` false) and its outbox keeps the events until the broker answers.
   */
  async start(): Promise<void> {
    if (this.closed) throw new Error('The bus is closed');
    this.connector.start();
    this.redriver.start();
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
    await this.confirmed(session, this.names.exchange, event.type, content, {
      persistent: true,
      messageId: event.id,
      type: event.type,
      contentType: 'application/json',
      appId: event.producer,
      timestamp: Math.floor(Date.parse(event.occurredAt) / 1000),
    });
  }

  async subscribe(
    consumer: string,
    types: readonly string[],
    handler: EventHandler,
    options?: SubscribeOptions,
  ): Promise<void> {
    if (this.closed) throw new Error('The bus is closed');
    this.registry.add(consumer, types, handler, options);
    // When not connected, the subscription is applied on (re)connection.
    const session = this.session;
    if (session?.open) await this.consume(session, consumer, types);
  }

  async broadcast(types: readonly string[], handler: EventHandler): Promise<Unsubscribe> {
    if (this.closed) throw new Error('The bus is closed');
    const subscription: Broadcast = { types, handler };
    this.broadcasts.add(subscription);
    // When not connected, the queue is declared on (re)connection.
    const session = this.session;
    if (session?.open) await this.consumeBroadcast(session, subscription);
    return async () => {
      this.broadcasts.delete(subscription);
      const current = this.session;
      const tag = current?.broadcastTags.get(subscription);
      if (!current?.open || tag === undefined) return;
      current.broadcastTags.delete(subscription);
      current.consumerTags.splice(current.consumerTags.indexOf(tag), 1);
      // Cancelling its only consumer deletes the auto-delete queue.
      await current.consumer
        .cancel(tag)
        .catch((error: unknown) => this.logger.warn({ err: error }, 'could not cancel a broadcast consumer'));
    };
  }

  isReady(): boolean {
    return !this.closed && this.session?.ready === true && this.session.open;
  }

  /** Counts the events parked for a consumer of this process (0 for any other); undefined while disconnected. */
  async parkedCount(consumer: string): Promise<number | undefined> {
    if (!this.registry.has(consumer)) return 0;
    const session = this.session;
    if (!session?.ready || !session.open) return undefined;
    // Bounded: /health and /metrics must answer even when the broker does not.
    return withTimeout(countParked(session.model, consumer), PARKED_COUNT_TIMEOUT_MS, 'parked count').catch(
      () => undefined,
    );
  }

  async redrive(consumer: string): Promise<number> {
    return redriveParked(this.connectedModel(), consumer);
  }

  /** Looks at the parked events now, as the periodic check does (tests call it instead of waiting). */
  checkParked(): Promise<void> {
    return this.redriver.check();
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
    await this.redriver.stop();
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

  private connectedModel(): ChannelModel {
    const session = this.session;
    if (this.closed || !session?.open) throw new Error('AMQP bus not connected');
    return session.model;
  }

  /** Publishes on the session's confirm channel; a confirm that does not come in time takes the broker as down. */
  private async confirmed(
    session: Session,
    exchange: string,
    routingKey: string,
    content: Buffer,
    options: Options.Publish,
  ): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const frozen = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`no publisher confirm within ${this.confirmTimeoutMs} ms`));
        if (!session.ready) return;
        this.logger.error(
          { confirmTimeoutMs: this.confirmTimeoutMs },
          'RabbitMQ does not confirm publishes: taken as down, reconnecting',
        );
        session.ready = false;
        this.connector.drop();
      }, this.confirmTimeoutMs);
    });
    try {
      await Promise.race([
        publishConfirmed(session.publisher, exchange, routingKey, content, options),
        frozen,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async open(model: ChannelModel): Promise<void> {
    const publisher = await model.createConfirmChannel();
    const consumer = await model.createChannel();
    const session: Session = {
      model,
      publisher,
      consumer,
      consumerTags: [],
      consuming: new Set(),
      broadcastTags: new Map(),
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
    // Before anything is published on this connection: no consumer of the platform can miss an event.
    for (const [name, types] of Object.entries(this.subscriptions)) {
      await declareConsumerQueue(consumer, this.names, name, types);
    }
    // Subscriptions arriving from here on declare through this session themselves.
    this.session = session;
    for (const name of this.registry.names()) await this.consume(session, name, this.registry.typesOf(name));
    for (const subscription of this.broadcasts) await this.consumeBroadcast(session, subscription);
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

  private async consumeBroadcast(session: Session, subscription: Broadcast): Promise<void> {
    const queue = await declareBroadcastQueue(session.consumer, this.names, subscription.types);
    const { consumerTag } = await session.consumer.consume(
      queue,
      (message) => {
        if (!message) return;
        const handling = this.handleBroadcast(subscription, message.content).finally(() =>
          this.inFlight.delete(handling),
        );
        this.inFlight.add(handling);
      },
      { noAck: true },
    );
    session.broadcastTags.set(subscription, consumerTag);
    session.consumerTags.push(consumerTag);
  }

  private async handleBroadcast(subscription: Broadcast, content: Buffer): Promise<void> {
    try {
      await subscription.handler(decodeEnvelope(content));
    } catch (error) {
      this.logger.warn({ err: error }, 'broadcast handler failed; the event is not retried');
    }
  }

  private async handle(session: Session, consumer: string, message: ConsumeMessage): Promise<void> {
    const headers: Record<string, unknown> = { ...message.properties.headers };
    let event: EventEnvelope;
    try {
      event = decodeEnvelope(message.content);
    } catch (error) {
      const reason = `malformed message: ${failureReason(error)}`;
      this.logger.error({ consumer, messageId: message.properties.messageId, reason }, 'message parked');
      return this.move(
        session,
        consumer,
        message,
        deadLetterQueueName(consumer),
        parkedHeaders(headers, reason, this.clock()),
      );
    }
    const handler = this.registry.handlerFor(consumer, event.type);
    if (!handler) {
      // A binding left from an earlier version of the consumer; nobody here wants it.
      this.logger.warn(
        { consumer, type: event.type, eventId: event.id },
        'event of an unhandled type discarded',
      );
      return this.settle(session, consumer, message, 'ack');
    }
    const attempt = Number(headers[Headers.attempt] ?? 0) + 1;
    try {
      await handler(event);
      this.settle(session, consumer, message, 'ack');
    } catch (error) {
      const details = { consumer, eventId: event.id, type: event.type, attempt, err: error };
      const verdict = afterFailure(this.retry, error, attempt);
      if ('park' in verdict) {
        this.logger.error({ ...details, reason: verdict.park }, 'event parked: it cannot succeed as it is');
        const parked = parkedHeaders(headers, verdict.park, this.clock());
        return this.move(session, consumer, message, deadLetterQueueName(consumer), parked);
      }
      this.logger.warn({ ...details, retryInMs: verdict.retryInMs }, 'event handler failed; retrying');
      // The try waits in the retry queue, not in this process: nothing is held, and nothing counts towards
      // the broker's delivery limit, however long the cause lasts.
      await this.move(
        session,
        consumer,
        message,
        retryQueueName(consumer),
        { ...headers, [Headers.attempt]: attempt },
        {
          expiration: String(verdict.retryInMs),
        },
      );
    }
  }

  /** Puts a copy of `message` on `queue` and acknowledges the original once the copy is confirmed. */
  private async move(
    session: Session,
    consumer: string,
    message: ConsumeMessage,
    queue: string,
    headers: Record<string, unknown>,
    extra: Options.Publish = {},
  ): Promise<void> {
    try {
      const options = { ...copyOptions(message.properties, headers), ...extra };
      await this.confirmed(session, '', queue, message.content, options);
      this.settle(session, consumer, message, 'ack');
    } catch (error) {
      this.logger.warn(
        { consumer, queue, err: error },
        'could not move a delivery; it goes back to the queue',
      );
      this.settle(session, consumer, message, 'requeue');
    }
  }

  private settle(
    session: Session,
    consumer: string,
    message: ConsumeMessage,
    verdict: 'ack' | 'requeue',
  ): void {
    // A delivery from a lost channel cannot be settled; the broker redelivers it on the new one.
    if (!session.open) return;
    try {
      if (verdict === 'ack') session.consumer.ack(message);
      else session.consumer.reject(message, true);
    } catch (error) {
      this.logger.warn({ consumer, err: error }, 'could not settle a delivery; the broker will redeliver it');
    }
  }
}
