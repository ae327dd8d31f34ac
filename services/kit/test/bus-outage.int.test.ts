import amqp from 'amqplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EventEnvelope } from '@teleplan/proto/events';
import type { AmqpBus } from '../src/bus/amqp-bus.ts';
import { silentEventLogger, type EventLogger } from '../src/bus/bus-logger.ts';
import { handleOnce } from '../src/inbox/handle-once.ts';
import { createServiceMetrics } from '../src/metrics.ts';
import { enqueueEvent } from '../src/outbox/enqueue-event.ts';
import { newEvent } from '../src/outbox/new-event.ts';
import { OutboxRelay } from '../src/outbox/outbox-relay.ts';
import { createServer } from '../src/server.ts';
import { registerServiceBase } from '../src/service-base.ts';
import { createTestIssuer } from '../src/testing/test-issuer.ts';
import { waitFor } from '../src/testing/wait-for.ts';
import { AmqpScope, brokerReachable, killSocket } from './amqp-harness.ts';
import { openEventsDatabase } from './database.ts';

const reachable = await brokerReachable();

describe.skipIf(!reachable)('a service through a broker outage (RabbitMQ)', () => {
  let scope: AmqpScope;
  let db: Awaited<ReturnType<typeof openEventsDatabase>>;
  let app: FastifyInstance;
  let relay: OutboxRelay;
  beforeEach(async () => {
    scope = new AmqpScope();
    db = await openEventsDatabase('kit_bus_outage');
  });
  afterEach(async () => {
    await relay?.stop();
    await app?.close();
    await scope.close();
    await db.close();
  });

  it(
    'stays ready, retries the broker every 5 s at most, and handles every event of the outage once',
    { timeout: 60_000 },
    async () => {
      // The outage: while `refusing`, every connection attempt fails as a stopped broker would.
      let refusing = false;
      const pauses: number[] = [];
      const logger: EventLogger = {
        ...silentEventLogger,
        info: (details, message) => {
          if (message === 'AMQP reconnecting after a pause')
            pauses.push((details as { delayMs: number }).delayMs);
        },
      };
      const bus: AmqpBus = await scope.bus({
        logger,
        // The bus's own back-off, not the harness's quick one.
        reconnect: undefined,
        connect: async (url, socketOptions) => {
          if (refusing) throw new Error('connect ECONNREFUSED (broker stopped by the test)');
          const model = await amqp.connect(url, socketOptions);
          scope.models.push(model);
          return model;
        },
      });

      // The service consumes its own events, idempotently, as every consumer does (inbox).
      const consumer = scope.consumer('outage');
      const handled = new Map<string, number>();
      await bus.subscribe(consumer, ['thing.created'], async (event) => {
        if (await handleOnce(db.dataSource, consumer, event, async () => undefined))
          handled.set(event.id, (handled.get(event.id) ?? 0) + 1);
      });
      app = createServer({ name: 'outage', logger: false });
      const issuer = await createTestIssuer();
      const metrics = createServiceMetrics('outage');
      await app.register(
        async (service) => {
          await registerServiceBase(service, {
            name: 'outage',
            dataSource: db.dataSource,
            bus,
            metrics,
            auth: issuer.auth,
          });
        },
        { prefix: '/api/outage' },
      );
      await app.ready();
      relay = new OutboxRelay({
        dataSource: db.dataSource,
        bus,
        logger: silentEventLogger,
        pollIntervalMs: 50,
      });
      relay.start();

      const written: EventEnvelope[] = [];
      const write = async (n: number) => {
        const event = newEvent('thing.created', 'outage', { n });
        await db.dataSource.transaction((manager) => enqueueEvent(manager, event));
        written.push(event);
        relay.kick();
      };
      const readiness = async () => (await app.inject({ url: '/api/outage/ready' })).statusCode;

      // Mid-stream: events flow when the connection is cut and the broker stops answering.
      for (let n = 0; n < 10; n++) await write(n);
      await waitFor('the stream to flow', () => handled.size > 0);
      for (let n = 10; n < 20; n++) {
        await write(n);
        if (n === 12) {
          refusing = true;
          killSocket(scope.models[0]!);
        }
      }
      await waitFor('the bus to notice', () => !bus.isReady());

      // During the outage: ready, the broker's state in /health and the metrics, events kept in the outbox.
      expect(await readiness()).toBe(200);
      expect((await app.inject({ url: '/api/outage/health' })).json()).toEqual({
        status: 'UP',
        // The service's own consumer ("outage") has no queue here: nothing parked for it.
        details: { bus: 'DOWN', parked: 0 },
      });
      expect((await app.inject({ url: '/api/outage/metrics' })).body).toMatch(/^bus_connected\{[^}]*\} 0$/m);
      for (let n = 20; n < 30; n++) await write(n);
      // Six pauses: an uncapped doubling from 250 ms would wait 8 s before the next attempt by then.
      await waitFor('six pauses between attempts', () => pauses.length >= 6, { timeoutMs: 20_000 });
      expect(await readiness()).toBe(200);

      // The broker is back: every event of the stream is handled exactly once.
      refusing = false;
      await waitFor('the bus to reconnect', () => bus.isReady(), { timeoutMs: 15_000 });
      await waitFor('every event handled', () => handled.size === written.length, { timeoutMs: 15_000 });
      await waitFor('every outbox row confirmed', async () => {
        const [{ unsent }] = await db.dataSource.query(
          'SELECT count(*)::int AS unsent FROM outbox_event WHERE sent_at IS NULL',
        );
        return unsent === 0;
      });
      expect([...handled.keys()].sort()).toEqual(written.map((event) => event.id).sort());
      expect([...handled.values()].every((times) => times === 1)).toBe(true);
      expect(Math.max(...pauses)).toBeLessThanOrEqual(5_000);
    },
  );
});
