import amqp from 'amqplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newEvent } from '../src/outbox/new-event.ts';
import { deadLetterQueueName, queueName } from '../src/bus/amqp-topology.ts';
import { waitFor } from '../src/testing/wait-for.ts';
import {
  busContract,
  contractClock,
  CONTRACT_MAX_ATTEMPTS,
  CONTRACT_REDRIVE_PAUSE_MS,
} from './bus-contract.ts';
import { AmqpScope, brokerReachable, killSocket } from './amqp-harness.ts';
import { recorder } from './recorder.ts';

const reachable = await brokerReachable();

describe.skipIf(!reachable)('AmqpBus on RabbitMQ', () => {
  busContract('AmqpBus', async () => {
    const scope = new AmqpScope();
    const clock = contractClock();
    const bus = await scope.bus({
      retry: { maxAttempts: CONTRACT_MAX_ATTEMPTS, initialDelayMs: 10, maxDelayMs: 50 },
      redrive: { initialPauseMs: CONTRACT_REDRIVE_PAUSE_MS },
      clock: clock.now,
    });
    return {
      bus,
      advanceClock: clock.advance,
      checkParked: () => bus.checkParked(),
      consumer: (label) => scope.consumer(label),
      peer: () => scope.bus(),
      deadLetters: (consumer) => scope.deadLetters(consumer),
      close: () => scope.close(),
    };
  });

  describe('AmqpBus', () => {
    let scope: AmqpScope;
    beforeEach(() => {
      scope = new AmqpScope();
    });
    afterEach(async () => {
      await scope.close();
    });

    it('declares a durable queue per consumer that dead-letters into its own dead queue', async () => {
      const bus = await scope.bus();
      const consumer = scope.consumer('declared');
      await bus.subscribe(consumer, ['thing.created'], recorder().handler);
      const channel = await scope.adminChannel();
      await expect(channel.checkQueue(queueName(consumer))).resolves.toMatchObject({
        queue: queueName(consumer),
      });
      await expect(channel.checkQueue(deadLetterQueueName(consumer))).resolves.toMatchObject({
        messageCount: 0,
      });
      await channel.close();
    });

    it('keeps an event published before its consumer ever started, and hands it over once it starts', async () => {
      const consumer = scope.consumer('late');
      const other = scope.consumer('other');
      // The platform's catalogue: the producer's own connection declares every consumer's queue and bindings.
      const subscriptions = { [consumer]: ['thing.created'], [other]: ['thing.deleted'] };
      const producer = await scope.bus({ subscriptions });
      const early = newEvent('thing.created', 'test', { early: true });
      await producer.publish(early);

      const listener = recorder();
      const late = await scope.bus({ subscriptions });
      await late.subscribe(consumer, ['thing.created'], listener.handler);
      await waitFor('the event published before the consumer started', () => listener.received.length === 1);
      // One consumer reads its queue in order: once an event published later arrives, nothing else was queued.
      const later = newEvent('thing.created', 'test', { early: false });
      await producer.publish(later);
      await waitFor('the event published after it', () => listener.received.length >= 2);
      expect(listener.ids()).toEqual([early.id, later.id]);
    });

    it('shares one consumer’s events between its replicas: each event is handled once in all', async () => {
      const consumer = scope.consumer('replicated');
      const first = recorder();
      const second = recorder();
      await (await scope.bus()).subscribe(consumer, ['thing.created'], first.handler);
      await (await scope.bus()).subscribe(consumer, ['thing.created'], second.handler);
      const publisher = await scope.bus();
      const events = Array.from({ length: 20 }, (_, n) => newEvent('thing.created', 'test', { n }));
      await Promise.all(events.map((e) => publisher.publish(e)));

      await waitFor('20 deliveries', () => first.received.length + second.received.length >= 20);
      // Markers published after the 20 until each replica got one: each replica reads the queue in order, so
      // whatever was queued for it before its marker has arrived by then (no waiting for a second copy).
      const markers = new Set<string>();
      const gotMarker = (replica: typeof first) => replica.ids().some((id) => markers.has(id));
      await waitFor(
        'a marker at each replica',
        async () => {
          if (gotMarker(first) && gotMarker(second)) return true;
          const marker = newEvent('thing.created', 'test', { marker: true });
          markers.add(marker.id);
          await publisher.publish(marker);
          return false;
        },
        { intervalMs: 50 },
      );
      const ids = [...first.ids(), ...second.ids()].filter((id) => !markers.has(id)).sort();
      expect(ids).toEqual(events.map((e) => e.id).sort());
    });

    it('reconnects after the connection is cut, and consumes and publishes again', async () => {
      const bus = await scope.bus();
      const listener = recorder();
      await bus.subscribe(scope.consumer('survivor'), ['thing.created'], listener.handler);
      await bus.publish(newEvent('thing.created', 'test', { before: true }));
      await waitFor('the first event', () => listener.received.length === 1);

      killSocket(scope.models[0]!);
      await waitFor('the bus to notice', () => !bus.isReady());
      await expect(bus.publish(newEvent('thing.created', 'test', {}))).rejects.toThrow(/not connected/);
      await waitFor('a new connection', () => scope.models.length === 2 && bus.isReady());

      const after = newEvent('thing.created', 'test', { after: true });
      await bus.publish(after);
      await waitFor('the event published after reconnecting', () => listener.ids().includes(after.id));
    });

    it('declares a broadcast queue again when it reconnects', async () => {
      const bus = await scope.bus();
      const listener = recorder();
      await bus.broadcast(['thing.created'], listener.handler);
      killSocket(scope.models[0]!);
      await waitFor('a new connection', () => scope.models.length === 2 && bus.isReady());

      const after = newEvent('thing.created', 'test', {});
      await bus.publish(after);
      await waitFor('the event broadcast after reconnecting', () => listener.ids().includes(after.id));
    });

    it('re-declares its topology when it reconnects after the broker refused a publish', async () => {
      const bus = await scope.bus();
      const listener = recorder();
      await bus.subscribe(scope.consumer('redeclared'), ['thing.created'], listener.handler);
      const channel = await scope.adminChannel();
      await channel.deleteExchange(scope.exchange);
      await channel.close();

      // The broker closes the channel instead of confirming: publish must not resolve.
      await expect(bus.publish(newEvent('thing.created', 'test', {}))).rejects.toThrow();
      await waitFor('the bus to reconnect', () => scope.models.length === 2 && bus.isReady());
      const event = newEvent('thing.created', 'test', {});
      await bus.publish(event);
      await waitFor('delivery through the re-declared exchange', () => listener.ids().includes(event.id));
    });

    it('takes a broker that stops confirming publishes as down at once, and reconnects', async () => {
      // The first connection's broker is frozen: it takes publishes and never confirms them.
      const bus = await scope.bus({
        confirmTimeoutMs: 200,
        connect: async (url, socketOptions) => {
          const model = await amqp.connect(url, socketOptions);
          if (scope.models.push(model) === 1) {
            const createConfirmChannel = model.createConfirmChannel.bind(model);
            model.createConfirmChannel = async () => {
              const channel = await createConfirmChannel();
              channel.publish = () => true;
              return channel;
            };
          }
          return model;
        },
      });
      const listener = recorder();
      await bus.subscribe(scope.consumer('frozen'), ['thing.created'], listener.handler);
      expect(bus.isReady()).toBe(true);

      await expect(bus.publish(newEvent('thing.created', 'test', {}))).rejects.toThrow(
        /no publisher confirm/,
      );
      // Down from the missed confirm, not ~20 s later from the heartbeat: /health says DOWN, the outbox waits.
      expect(bus.isReady()).toBe(false);

      await waitFor('a new connection', () => scope.models.length === 2 && bus.isReady());
      const event = newEvent('thing.created', 'test', {});
      await bus.publish(event);
      await waitFor('the event through the new connection', () => listener.ids().includes(event.id));
    });

    it('refuses to publish at once while the broker cannot be reached', async () => {
      const bus = await scope.bus({ url: 'amqp://guest:guest@127.0.0.1:1', startTimeoutMs: 200 });
      expect(bus.isReady()).toBe(false);
      const started = Date.now();
      await expect(bus.publish(newEvent('thing.created', 'test', {}))).rejects.toThrow(/not connected/);
      expect(Date.now() - started).toBeLessThan(100);
    });

    it('dead-letters a message that is not an event envelope without calling the handler', async () => {
      const bus = await scope.bus();
      const consumer = scope.consumer('strict');
      const listener = recorder();
      await bus.subscribe(consumer, ['thing.created'], listener.handler);
      const channel = await scope.adminChannel();
      channel.publish(scope.exchange, 'thing.created', Buffer.from('{not json'), { persistent: true });
      await channel.close();

      await waitFor('the message in the dead queue', async () => {
        const probe = await scope.adminChannel();
        const { messageCount } = await probe.checkQueue(deadLetterQueueName(consumer));
        await probe.close();
        return messageCount === 1;
      });
      expect(listener.calls).toBe(0);
    });
  });
});
