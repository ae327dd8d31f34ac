import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { Type } from 'typebox';
import type { InProcessBus } from '../src/bus/in-process-bus.ts';
import { PostgresDeliveryStore } from '../src/bus/postgres-delivery-store.ts';
import { PermanentEventError, TransientEventError } from '../src/bus/event-failure.ts';
import { consumeEvents, onEvent } from '../src/inbox/consume-events.ts';
import { enqueueEvent } from '../src/outbox/enqueue-event.ts';
import { newEvent } from '../src/outbox/new-event.ts';
import { OutboxRelay } from '../src/outbox/outbox-relay.ts';
import { silentEventLogger } from '../src/bus/bus-logger.ts';
import { createTestBus } from '../src/testing/test-bus.ts';
import { waitFor } from '../src/testing/wait-for.ts';
import { busContract } from './bus-contract.ts';
import { inProcessContractHarness } from './in-process-contract.ts';
import { openEventsDatabase } from './database.ts';

let db: Awaited<ReturnType<typeof openEventsDatabase>>;
let dataSource: DataSource;
beforeAll(async () => {
  db = await openEventsDatabase('kit_bus_deliveries');
  dataSource = db.dataSource;
});
afterAll(async () => {
  await db.close();
});

/** A bus of one process of the standalone mode, its deliveries kept in the database. */
const processBus = (options: Parameters<typeof createTestBus>[0] = {}): InProcessBus =>
  createTestBus({ store: new PostgresDeliveryStore(dataSource), ...options });

busContract('InProcessBus with its deliveries in PostgreSQL', async () => {
  await dataSource.query('DELETE FROM bus_delivery');
  return inProcessContractHarness(new PostgresDeliveryStore(dataSource));
});

describe('InProcessBus across a stop of the process', () => {
  beforeEach(async () => {
    await dataSource.query('DELETE FROM bus_delivery; DELETE FROM outbox_event; DELETE FROM inbox_event');
  });

  const waiting = async () =>
    (await dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM bus_delivery'))[0]!.n;

  it('lets every handled copy of a burst leave the store, two consumers at once', async () => {
    const bus = processBus();
    const handled = { audit: 0, replica: 0 };
    await bus.subscribe('audit', ['thing.created'], async () => void handled.audit++);
    await bus.subscribe('replica', ['thing.created'], async () => void handled.replica++);
    for (let i = 0; i < 60; i++) await bus.publish(newEvent('thing.created', 'test', { i }));
    await bus.idle();
    expect(handled).toEqual({ audit: 60, replica: 60 });
    expect(await waiting()).toBe(0);
    await bus.close();
  });

  it('delivers once, in the next process, an event whose handler was still retrying at the stop', async () => {
    let tries = 0;
    let applied = 0;
    const consume = (bus: InProcessBus, failing: boolean) =>
      consumeEvents(
        bus,
        'schedule',
        { dataSource },
        {
          'room.renamed': onEvent(Type.Object({ name: Type.String() }), async () => {
            tries++;
            if (failing) throw new TransientEventError('replica not fed yet');
            applied++;
          }),
        },
      );

    const first = processBus({ retry: { initialDelayMs: 1, maxDelayMs: 5 } });
    await consume(first, true);
    const relay = new OutboxRelay({ dataSource, bus: first, logger: silentEventLogger });
    const event = newEvent('room.renamed', 'material-resources', { name: 'Salle 2' });
    await dataSource.transaction((manager) => enqueueEvent(manager, event));
    await relay.drain();
    await waitFor('a few failed tries', () => tries >= 3);
    // The producer counts it sent: from now on only the bus keeps it.
    const [row] = await dataSource.query<{ sent_at: Date | null }[]>('SELECT sent_at FROM outbox_event');
    expect(row!.sent_at).not.toBeNull();
    await relay.stop();
    await first.close();

    const second = processBus();
    await consume(second, false);
    await waitFor('the event handled in the new process', () => applied === 1);
    await second.idle();
    expect(applied).toBe(1);
    const inbox = await dataSource.query('SELECT event_id FROM inbox_event');
    expect(inbox).toEqual([{ event_id: event.id }]);
    expect(await waiting()).toBe(0);
    await second.close();
  });

  it('keeps a parked event across the stop, with its reason, and redrives it in the next process', async () => {
    const first = processBus();
    await first.subscribe('audit', ['thing.created'], async () => {
      throw new PermanentEventError('unknown thing');
    });
    const event = newEvent('thing.created', 'test', {});
    await first.publish(event);
    await first.idle();
    await first.close();

    const second = processBus();
    const handled: string[] = [];
    await second.subscribe('audit', ['thing.created'], async (delivered) => void handled.push(delivered.id));
    expect(await second.parkedCount('audit')).toBe(1);
    expect(second.deadLetters[0]).toMatchObject({
      consumer: 'audit',
      reason: expect.stringMatching(/unknown thing/),
    });
    expect(handled).toEqual([]);
    expect(await second.redrive('audit')).toBe(1);
    await second.idle();
    expect(handled).toEqual([event.id]);
    expect(await waiting()).toBe(0);
    await second.close();
  });

  it('keeps an event for a consumer of the platform that has not subscribed yet', async () => {
    const bus = processBus({ subscriptions: { notification: ['account.created'] } });
    const event = newEvent('account.created', 'accounts', {});
    await bus.publish(event);
    const handled: string[] = [];
    await bus.subscribe(
      'notification',
      ['account.created'],
      async (delivered) => void handled.push(delivered.id),
    );
    await bus.idle();
    expect(handled).toEqual([event.id]);
    expect(await waiting()).toBe(0);
    await bus.close();
  });
});
