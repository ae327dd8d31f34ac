import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import amqp, { type ChannelModel } from 'amqplib';
import type { EventEnvelope } from '@teleplan/proto/events';
import { AmqpBus, type AmqpBusOptions } from '../src/bus/amqp-bus.ts';
import { deadLetterQueueName, queueName, retryQueueName } from '../src/bus/amqp-topology.ts';
import { silentEventLogger } from '../src/bus/bus-logger.ts';

export const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

async function brokerAnswers(): Promise<boolean> {
  try {
    const model = await amqp.connect(AMQP_URL, { timeout: 2_000 });
    await model.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether RabbitMQ answers; test files run their AMQP suites only then. CI always has a broker: there, a
 * missing one fails the run instead of skipping silently.
 */
export async function brokerReachable(): Promise<boolean> {
  if (await brokerAnswers()) return true;
  const line = `RabbitMQ unreachable at ${new URL(AMQP_URL).host} (set AMQP_URL): the AMQP tests cannot run`;
  if (process.env.CI) throw new Error(line);
  console.warn(`\n*** ${line}; skipped ***\n`);
  return false;
}

/** Cuts the TCP connection under amqplib, as a network failure would (amqplib notices a socket error). */
export function killSocket(model: ChannelModel): void {
  (model.connection as unknown as { stream: Socket }).stream.destroy(new Error('connection cut by the test'));
}

const run = randomBytes(4).toString('hex');
let sequence = 0;

/**
 * One test's own corner of the broker: a unique exchange, unique consumer names, buses that record their
 * connections, and a clean-up deleting every exchange and queue it made.
 */
export class AmqpScope {
  readonly exchange = `teleplan.test.${run}.${++sequence}`;
  readonly models: ChannelModel[] = [];
  private readonly consumers = new Set<string>();
  private readonly buses: AmqpBus[] = [];
  private readonly dead = new Map<string, EventEnvelope[]>();
  private admin: ChannelModel | undefined;

  consumer(label: string): string {
    const name = `${this.exchange}.${label}`;
    this.consumers.add(name);
    return name;
  }

  /** A started bus on this scope's exchange: 3 attempts per event, quick retries and reconnects. */
  async bus(options: Partial<AmqpBusOptions> = {}): Promise<AmqpBus> {
    const bus = new AmqpBus({
      url: AMQP_URL,
      exchange: this.exchange,
      logger: silentEventLogger,
      retry: { maxAttempts: 3, initialDelayMs: 10, maxDelayMs: 50 },
      reconnect: { initialDelayMs: 50, maxDelayMs: 500 },
      connect: async (url, socketOptions) => {
        const model = await amqp.connect(url, socketOptions);
        this.models.push(model);
        return model;
      },
      ...options,
    });
    this.buses.push(bus);
    await bus.start();
    if (!options.url) await bus.whenReady(5_000);
    return bus;
  }

  /** A plain connection of the test's own, to look at and act on the broker directly. */
  async adminChannel() {
    this.admin ??= await amqp.connect(AMQP_URL);
    return this.admin.createChannel();
  }

  /** Everything dead-lettered for `consumer` so far (taken from its dead queue, kept here). */
  async deadLetters(consumer: string): Promise<EventEnvelope[]> {
    const kept = this.dead.get(consumer) ?? [];
    this.dead.set(consumer, kept);
    const channel = await this.adminChannel();
    try {
      for (;;) {
        const message = await channel.get(deadLetterQueueName(consumer), { noAck: true });
        if (!message) break;
        kept.push(JSON.parse(message.content.toString()) as EventEnvelope);
      }
    } finally {
      await channel.close().catch(() => undefined);
    }
    return [...kept];
  }

  async close(): Promise<void> {
    for (const bus of this.buses) await bus.close();
    const channel = await this.adminChannel();
    for (const consumer of this.consumers) {
      await channel.deleteQueue(queueName(consumer));
      await channel.deleteQueue(deadLetterQueueName(consumer));
      await channel.deleteQueue(retryQueueName(consumer));
    }
    await channel.deleteExchange(this.exchange);
    await channel.deleteExchange(`${this.exchange}.dlx`);
    await this.admin?.close();
  }
}
