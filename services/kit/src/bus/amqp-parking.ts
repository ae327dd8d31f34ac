import type { ChannelModel, ConfirmChannel, MessageProperties, Options } from 'amqplib';
import { deadLetterQueueName, queueName } from './amqp-topology.ts';
import type { ParkedMark } from './parked-redriver.ts';

/** Headers the kit keeps on a message between tries: failed tries so far, and where a parked one stands. */
export const Headers = {
  attempt: 'x-teleplan-attempt',
  parkedAt: 'x-teleplan-parked-at',
  reason: 'x-teleplan-parked-reason',
  redrives: 'x-teleplan-redrives',
} as const;

type HeaderValues = Record<string, unknown>;

/**
 * The publish options that carry `properties` of a received message over to its copy, with `headers` less the
 * broker's own (`x-death`, `x-delivery-count`…): a copy is a new message, and a copied `x-death` could make the
 * broker take the retry queue's way back for a dead-letter cycle and drop the message.
 */
export function copyOptions(properties: MessageProperties, headers: HeaderValues): Options.Publish {
  const own = Object.entries(headers).filter(
    ([name]) => !name.startsWith('x-') || name.startsWith('x-teleplan-'),
  );
  return {
    persistent: true,
    messageId: properties.messageId as string | undefined,
    type: properties.type as string | undefined,
    contentType: properties.contentType as string | undefined,
    appId: properties.appId as string | undefined,
    timestamp: properties.timestamp as number | undefined,
    headers: Object.fromEntries(own),
  };
}

/** Publishes on a confirm channel and resolves on the broker's confirm. */
export function publishConfirmed(
  channel: ConfirmChannel,
  exchange: string,
  routingKey: string,
  content: Buffer,
  options: Options.Publish,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    try {
      channel.publish(exchange, routingKey, content, options, (error: unknown) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
      );
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** The headers of a message as parked now, for `reason`. */
export function parkedHeaders(headers: HeaderValues, reason: string, now: number): HeaderValues {
  const { [Headers.attempt]: _attempt, ...kept } = headers;
  return { ...kept, [Headers.parkedAt]: now, [Headers.reason]: reason };
}

function markOf(headers: HeaderValues): ParkedMark {
  // A message the broker dead-lettered itself (its delivery limit) has no mark: due at once.
  return {
    parkedAt: Number(headers[Headers.parkedAt] ?? 0),
    redrives: Number(headers[Headers.redrives] ?? 0),
  };
}

async function withChannel<T>(model: ChannelModel, use: (channel: ConfirmChannel) => Promise<T>): Promise<T> {
  const channel = await model.createConfirmChannel();
  // A missing queue closes the channel with an error; the promise that asked rejects with it.
  channel.on('error', () => undefined);
  try {
    return await use(channel);
  } finally {
    await channel.close().catch(() => undefined);
  }
}

/** How many events are parked for `consumer` (its dead queue must exist). */
export function countParked(model: ChannelModel, consumer: string): Promise<number> {
  return withChannel(
    model,
    async (channel) => (await channel.checkQueue(deadLetterQueueName(consumer))).messageCount,
  );
}

/**
 * Moves the events parked for `consumer` back to its queue, those `due` says so (all without it), each with
 * its redrive count raised and its tries counted afresh; the others go to the back of the parked queue. Each
 * message is acknowledged only once its copy is confirmed, so a crash midway duplicates, never loses.
 */
export function redriveParked(
  model: ChannelModel,
  consumer: string,
  due: (mark: ParkedMark) => boolean = () => true,
): Promise<number> {
  const parked = deadLetterQueueName(consumer);
  return withChannel(model, async (channel) => {
    const { messageCount } = await channel.checkQueue(parked);
    let redriven = 0;
    for (let n = 0; n < messageCount; n++) {
      const message = await channel.get(parked, { noAck: false });
      if (!message) break;
      const headers: HeaderValues = { ...message.properties.headers };
      const mark = markOf(headers);
      if (due(mark)) {
        const { [Headers.parkedAt]: _at, [Headers.reason]: _reason, ...kept } = headers;
        const options = copyOptions(message.properties, { ...kept, [Headers.redrives]: mark.redrives + 1 });
        await publishConfirmed(channel, '', queueName(consumer), message.content, options);
        redriven++;
      } else {
        await publishConfirmed(
          channel,
          '',
          parked,
          message.content,
          copyOptions(message.properties, headers),
        );
      }
      channel.ack(message);
    }
    return redriven;
  });
}
