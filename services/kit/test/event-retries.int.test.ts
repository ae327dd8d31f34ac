import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { AmqpBus } from '../src/bus/amqp-bus.ts';
import { redriveCommand } from '../src/bus/redrive-cli.ts';
import { consumeEvents, onEvent } from '../src/inbox/consume-events.ts';
import { inboxEntities } from '../src/inbox/inbox-table.ts';
import { createServiceMetrics, type ServiceMetrics } from '../src/metrics.ts';
import { newEvent } from '../src/outbox/new-event.ts';
import { createServer } from '../src/server.ts';
import { registerServiceBase } from '../src/service-base.ts';
import { createTestIssuer } from '../src/testing/test-issuer.ts';
import { waitFor } from '../src/testing/wait-for.ts';
import { AMQP_URL, AmqpScope, brokerReachable } from './amqp-harness.ts';
import { contractClock } from './bus-contract.ts';
import { openEventsDatabase } from './database.ts';
import { startDatabaseProxy, type DatabaseProxy } from './database-proxy.ts';

const reachable = await brokerReachable();

const RenamedSchema = Type.Object({ roomId: Type.String(), name: Type.String() });

describe.skipIf(!reachable)('a consumer through its database outage (RabbitMQ, PostgreSQL)', () => {
  let scope: AmqpScope;
  let db: Awaited<ReturnType<typeof openEventsDatabase>>;
  let proxy: DatabaseProxy;
  let dataSource: DataSource;
  let bus: AmqpBus;
  let metrics: ServiceMetrics;
  let consumer: string;
  let app: FastifyInstance;
  const clock = contractClock();
  /** A release of the consumer with a bug: every event fails (neither transient nor permanent). */
  let buggy = false;

  beforeEach(async () => {
    scope = new AmqpScope();
    db = await openEventsDatabase('kit_retries');
    await db.dataSource.query('CREATE TABLE room_name (event_id uuid NOT NULL, room_id text, name text)');
    proxy = await startDatabaseProxy(db.url);
    // The consumer reaches its database through the proxy, which the test takes away and brings back.
    dataSource = new DataSource({
      type: 'postgres',
      url: proxy.url,
      entities: inboxEntities,
      extra: { max: 3, connectionTimeoutMillis: 1_000 },
    });
    await dataSource.initialize();
    bus = await scope.bus({
      retry: { maxAttempts: 3, initialDelayMs: 10, maxDelayMs: 100 },
      redrive: { initialPauseMs: 60_000 },
      clock: clock.now,
    });
    metrics = createServiceMetrics('schedule');
    consumer = scope.consumer('schedule');
    buggy = false;
    await consumeEvents(
      bus,
      consumer,
      { dataSource, metrics },
      {
        'room.renamed': onEvent(RenamedSchema, async (payload, manager, event) => {
          if (buggy) throw new Error('a bug in this release');
          await manager.query('INSERT INTO room_name (event_id, room_id, name) VALUES ($1, $2, $3)', [
            event.id,
            payload.roomId,
            payload.name,
          ]);
        }),
      },
    );
    app = createServer({ name: 'schedule', logger: false });
    const issuer = await createTestIssuer();
    await app.register(
      async (service) => {
        await registerServiceBase(service, { name: consumer, dataSource, bus, metrics, auth: issuer.auth });
      },
      { prefix: '/api/schedule' },
    );
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    await scope.close();
    await dataSource.destroy().catch(() => undefined);
    await proxy.close();
    await db.close();
  });

  const applied = async () =>
    (await db.dataSource.query('SELECT event_id FROM room_name ORDER BY name')) as { event_id: string }[];
  const failures = async () =>
    (await metrics.eventsConsumed.get()).values.find((v) => v.labels.outcome === 'failed')?.value ?? 0;
  const parkedInMetrics = async () =>
    /^events_parked\{[^}]*\} (\d+)$/m.exec(await metrics.registry.metrics())?.[1];
  const health = async () => (await app.inject({ url: '/api/schedule/health' })).json();
  const renames = (count: number) =>
    Array.from({ length: count }, (_, n) =>
      newEvent('room.renamed', 'material-resources', { roomId: 'r1', name: `Salle ${n}` }),
    );

  it('applies 5 room renames exactly once after the database was away for far more than 5 tries each', async () => {
    await proxy.stop();
    const events = renames(5);
    for (const event of events) await bus.publish(event);
    // Each event failed at least 8 times (the old limit dead-lettered after 5).
    await waitFor('40 failed tries', async () => (await failures()) >= 40, { timeoutMs: 20_000 });
    expect(await bus.parkedCount(consumer)).toBe(0);

    await proxy.resume();
    await waitFor('the 5 renames applied', async () => (await applied()).length === 5, { timeoutMs: 20_000 });
    // A rename published now is applied behind anything still queued: a second copy of the 5 would show by then.
    const [later] = renames(1);
    await bus.publish(later!);
    await waitFor('the later rename applied', async () => (await applied()).length >= 6, {
      timeoutMs: 20_000,
    });
    expect((await applied()).map((row) => row.event_id).sort()).toEqual(
      [...events, later!].map((e) => e.id).sort(),
    );
    expect(await bus.parkedCount(consumer)).toBe(0);
  });

  it('parks a malformed event at once and counts it in /metrics and /health', async () => {
    await bus.publish(newEvent('room.renamed', 'material-resources', { roomId: 'r1' }));
    await waitFor('the event parked', async () => (await bus.parkedCount(consumer)) === 1);
    expect(await parkedInMetrics()).toBe('1');
    expect(await health()).toEqual({ status: 'UP', details: { bus: 'UP', parked: 1 } });
    expect(await applied()).toEqual([]);
  });

  it('redrives parked events with the command once the release is fixed', async () => {
    buggy = true;
    const events = renames(2);
    for (const event of events) await bus.publish(event);
    await waitFor('both parked after the retry limit', async () => (await bus.parkedCount(consumer)) === 2);

    buggy = false;
    expect(await redriveCommand(consumer, AMQP_URL)).toBe(2);
    await waitFor('both applied', async () => (await applied()).length === 2);
    expect(await bus.parkedCount(consumer)).toBe(0);
    expect(await parkedInMetrics()).toBe('0');
  });

  it('redrives parked events by itself only once its database answers again', async () => {
    buggy = true;
    const [event] = renames(1);
    await bus.publish(event!);
    await waitFor('the event parked', async () => (await bus.parkedCount(consumer)) === 1);
    buggy = false;
    clock.advance(60_000);

    await proxy.stop();
    await bus.checkParked();
    expect(await bus.parkedCount(consumer)).toBe(1);

    await proxy.resume();
    await bus.checkParked();
    await waitFor('the event applied', async () => (await applied()).length === 1);
    expect(await bus.parkedCount(consumer)).toBe(0);
  });
});
