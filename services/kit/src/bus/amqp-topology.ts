import type { Channel } from 'amqplib';

/** Exchange names of one bus: the topic exchange events go to, and where poison messages end. */
export interface AmqpExchanges {
  exchange: string;
  deadLetterExchange: string;
}

/**
 * Backstop for messages that never reach the handler's verdict (the consumer crashes on them each time);
 * the consumer itself dead-letters after its own retry limit, which stays below this.
 */
export const BROKER_DELIVERY_LIMIT = 20;

export const queueName = (consumer: string) => `${consumer}.events`;
export const deadLetterQueueName = (consumer: string) => `${consumer}.events.dead`;
export const retryQueueName = (consumer: string) => `${consumer}.events.retry`;

export async function declareExchanges(channel: Channel, names: AmqpExchanges): Promise<void> {
  await channel.assertExchange(names.exchange, 'topic', { durable: true });
  await channel.assertExchange(names.deadLetterExchange, 'direct', { durable: true });
}

/**
 * One durable quorum queue per consumer, bound to its event types, dead-lettering into its own dead queue
 * (routed by queue name, so another consumer's dead letters never land there), and its retry queue: a message
 * waiting for its next try sits there until its own expiration, then the broker dead-letters it back into the
 * consumer's queue. Idempotent.
 */
export async function declareConsumerQueue(
  channel: Channel,
  names: AmqpExchanges,
  consumer: string,
  types: readonly string[],
): Promise<string> {
  const queue = queueName(consumer);
  const dead = deadLetterQueueName(consumer);
  await channel.assertQueue(dead, { durable: true, arguments: { 'x-queue-type': 'quorum' } });
  await channel.bindQueue(dead, names.deadLetterExchange, queue);
  await channel.assertQueue(queue, {
    durable: true,
    arguments: {
      'x-queue-type': 'quorum',
      'x-dead-letter-exchange': names.deadLetterExchange,
      'x-dead-letter-routing-key': queue,
      'x-delivery-limit': BROKER_DELIVERY_LIMIT,
    },
  });
  // Classic: per-message expiration is what delays each try, and classic queues have it on every version.
  await channel.assertQueue(retryQueueName(consumer), {
    durable: true,
    arguments: { 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': queue },
  });
  for (const type of types) await channel.bindQueue(queue, names.exchange, type);
  return queue;
}

/**
 * A broadcast subscription's own queue: server-named, exclusive to this connection and deleted with it (or when
 * its consumer is cancelled), bound to `types`. Not durable: what it misses while disconnected is the durable
 * consumer's to deliver.
 */
export async function declareBroadcastQueue(
  channel: Channel,
  names: AmqpExchanges,
  types: readonly string[],
): Promise<string> {
  const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
  for (const type of types) await channel.bindQueue(queue, names.exchange, type);
  return queue;
}
