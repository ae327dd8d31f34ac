import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentEventLogger } from '../src/bus/bus-logger.ts';
import { enqueueEvent } from '../src/outbox/enqueue-event.ts';
import { newEvent } from '../src/outbox/new-event.ts';
import { OutboxRelay } from '../src/outbox/outbox-relay.ts';
import { waitFor } from '../src/testing/wait-for.ts';
import { AmqpScope, brokerReachable, killSocket } from './amqp-harness.ts';
import { openEventsDatabase } from './database.ts';
import { recorder } from './recorder.ts';

const reachable = await brokerReachable();

describe.skipIf(!reachable)('outbox over RabbitMQ', () => {
  let scope: AmqpScope;
  let db: Awaited<ReturnType<typeof openEventsDatabase>>;
  beforeEach(async () => {
    scope = new AmqpScope();
    db = await openEventsDatabase('kit_outbox_amqp');
  });
  afterEach(async () => {
    await scope.close();
    await db.close();
  });

  it('keeps events written while the connection is down and publishes them once it is back', async () => {
    const consumerBus = await scope.bus();
    const listener = recorder();
    await consumerBus.subscribe(scope.consumer('listener'), ['thing.created'], listener.handler);
    const producerBus = await scope.bus({ reconnect: { initialDelayMs: 500, maxDelayMs: 500 } });
    const relay = new OutboxRelay({
      dataSource: db.dataSource,
      bus: producerBus,
      logger: silentEventLogger,
      pollIntervalMs: 50,
    });
    relay.start();
    try {
      killSocket(scope.models[1]!);
      await waitFor('the producer to be disconnected', () => !producerBus.isReady());
      const event = newEvent('thing.created', 'test', {});
      await db.dataSource.transaction((manager) => enqueueEvent(manager, event));
      await relay.drain();
      const sentAt = async () =>
        (await db.dataSource.query('SELECT sent_at FROM outbox_event WHERE id = $1', [event.id]))[0].sent_at;
      expect(producerBus.isReady()).toBe(false);
      expect(await sentAt()).toBeNull();

      await waitFor('the event to arrive after the reconnection', () => listener.received.length === 1);
      expect(listener.ids()).toEqual([event.id]);
      expect(await waitFor('the row marked sent', sentAt)).toBeInstanceOf(Date);
    } finally {
      await relay.stop();
    }
  });
});
