import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import type { EventEnvelope } from '@teleplan/proto/events';
import type { EventBus } from '../src/bus/event-bus.ts';
import { silentEventLogger } from '../src/bus/bus-logger.ts';
import { createServiceMetrics } from '../src/metrics.ts';
import { enqueueEvent } from '../src/outbox/enqueue-event.ts';
import { newEvent } from '../src/outbox/new-event.ts';
import { OutboxRelay, type OutboxRelayOptions } from '../src/outbox/outbox-relay.ts';
import { createTestBus } from '../src/testing/test-bus.ts';
import { waitFor } from '../src/testing/wait-for.ts';
import { openEventsDatabase } from './database.ts';
import { recorder } from './recorder.ts';

/** A bus under the test's control: it can refuse publishes, or hold their confirms until released. */
class ControlledBus implements EventBus {
  refusing = false;
  holding = false;
  readonly confirmed: EventEnvelope[] = [];
  readonly held: { event: EventEnvelope; confirm: () => void }[] = [];

  async publish(event: EventEnvelope): Promise<void> {
    if (this.refusing) throw new Error('broker unavailable');
    if (this.holding) await new Promise<void>((confirm) => this.held.push({ event, confirm }));
    else await new Promise((resolve) => setTimeout(resolve, 1));
    this.confirmed.push(event);
  }
  async subscribe(): Promise<void> {}
  broadcast = async () => async () => undefined;
  isReady = () => true;
  parkedCount = async () => 0;
  redrive = async () => 0;
  async close(): Promise<void> {}
}

describe('transactional outbox', () => {
  let db: Awaited<ReturnType<typeof openEventsDatabase>>;
  let dataSource: DataSource;
  beforeAll(async () => {
    db = await openEventsDatabase('kit_outbox');
    dataSource = db.dataSource;
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await dataSource.query('DELETE FROM outbox_event');
  });

  const relayFor = (bus: EventBus, options: Partial<OutboxRelayOptions> = {}) =>
    new OutboxRelay({ dataSource, bus, logger: silentEventLogger, ...options });
  const enqueue = (event: EventEnvelope) => dataSource.transaction((manager) => enqueueEvent(manager, event));
  const rows = (): Promise<{ id: string; sent_at: Date | null; attempts: number }[]> =>
    dataSource.query('SELECT id, sent_at, attempts FROM outbox_event ORDER BY created_at, id');

  it('publishes a committed event right after the kick and marks it sent', async () => {
    const bus = createTestBus();
    const listener = recorder();
    await bus.subscribe('listener', ['thing.created'], listener.handler);
    const metrics = createServiceMetrics('outbox-test');
    const relay = relayFor(bus, { metrics });
    const event = newEvent('thing.created', 'test', { name: 'Dupont' });

    await enqueue(event);
    await relay.drain();
    await bus.idle();

    expect(listener.received).toEqual([event]);
    expect((await rows())[0]!.sent_at).toBeInstanceOf(Date);
    expect((await metrics.eventsPublished.get()).values).toEqual([
      expect.objectContaining({ labels: { type: 'thing.created' }, value: 1 }),
    ]);
    expect((await metrics.outboxBacklog.get()).values[0]!.value).toBe(0);
  });

  it('never publishes an event enqueued in a transaction that rolled back', async () => {
    const bus = new ControlledBus();
    const relay = relayFor(bus);
    const event = newEvent('thing.created', 'test', {});

    await expect(
      dataSource.transaction(async (manager) => {
        await enqueueEvent(manager, event);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await relay.drain();

    expect(bus.confirmed).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('keeps events while the bus refuses them and publishes them once it works again', async () => {
    const bus = new ControlledBus();
    const metrics = createServiceMetrics('outbox-test');
    const relay = relayFor(bus, { metrics });
    const event = newEvent('thing.created', 'test', {});
    bus.refusing = true;

    await enqueue(event);
    await relay.drain();
    expect(await rows()).toEqual([{ id: event.id, sent_at: null, attempts: 1 }]);
    expect((await metrics.outboxBacklog.get()).values[0]!.value).toBe(1);

    bus.refusing = false;
    await relay.drain();
    expect(bus.confirmed.map((e) => e.id)).toEqual([event.id]);
    expect((await rows())[0]!.sent_at).toBeInstanceOf(Date);
    expect((await metrics.outboxBacklog.get()).values[0]!.value).toBe(0);
  });

  it('marks a row sent only once its confirm arrives, whatever the order of the confirms', async () => {
    const bus = new ControlledBus();
    bus.holding = true;
    const relay = relayFor(bus);
    const first = newEvent('thing.created', 'test', { n: 1 });
    const second = newEvent('thing.created', 'test', { n: 2 });
    await enqueue(first);
    await enqueue(second);

    const drained = relay.drain();
    await waitFor('both publishes under way', () => bus.held.length === 2);
    bus.held.find((h) => h.event.id === second.id)!.confirm();
    await waitFor('the second confirm', () => bus.confirmed.length === 1);
    const outsideTheRelay = await rows();
    expect(outsideTheRelay.every((r) => r.sent_at === null)).toBe(true);

    bus.held.find((h) => h.event.id === first.id)!.confirm();
    await drained;
    expect((await rows()).every((r) => r.sent_at instanceof Date)).toBe(true);
  });

  it('publishes on its own poll what nobody kicked', async () => {
    const bus = new ControlledBus();
    const relay = relayFor(bus, { pollIntervalMs: 50 });
    relay.start();
    try {
      const event = newEvent('thing.created', 'test', {});
      await enqueue(event);
      await waitFor('the poller to publish', () => bus.confirmed.length === 1);
      expect(bus.confirmed[0]!.id).toBe(event.id);
    } finally {
      await relay.stop();
    }
  });

  it('never lets two replicas publish the same row', async () => {
    const bus = new ControlledBus();
    const replicas = [relayFor(bus, { batchSize: 7 }), relayFor(bus, { batchSize: 7 })];
    const events = Array.from({ length: 100 }, (_, n) => newEvent('thing.created', 'test', { n }));
    await dataSource.transaction(async (manager) => {
      for (const event of events) await enqueueEvent(manager, event);
    });

    await Promise.all(replicas.flatMap((relay) => [relay.drain(), relay.drain()]));

    const published = bus.confirmed.map((e) => e.id).sort();
    expect(published).toEqual(events.map((e) => e.id).sort());
    expect((await rows()).every((r) => r.sent_at instanceof Date)).toBe(true);
  });

  it('refuses to enqueue something that is not an event envelope, failing the transaction', async () => {
    const broken = { ...newEvent('thing.created', 'test', {}), occurredAt: 'yesterday' };
    await expect(enqueue(broken)).rejects.toThrow(/envelope/);
    expect(await rows()).toEqual([]);
  });
});
