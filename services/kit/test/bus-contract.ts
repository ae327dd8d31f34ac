import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@teleplan/proto/events';
import type { EventBus } from '../src/bus/event-bus.ts';
import { newEvent } from '../src/outbox/new-event.ts';
import { waitFor } from '../src/testing/wait-for.ts';
import { PermanentEventError, TransientEventError } from '../src/bus/event-failure.ts';
import { ALWAYS, recorder } from './recorder.ts';

/** What the contract needs from one bus implementation. Buses retry a failing handler 3 times in all. */
export interface BusHarness {
  /** A started bus. */
  bus: EventBus;
  /** A consumer name unique to this test (and cleaned up with it). */
  consumer(label: string): string;
  /** Another process's bus on the same broker; in-process, the same bus. */
  peer(): Promise<EventBus>;
  /** Events dead-lettered for `consumer` so far (taking them off the bus's parked queue). */
  deadLetters(consumer: string): Promise<EventEnvelope[]>;
  /** Moves the bus's clock (it starts at a fixed date): parked events' pauses are measured on it. */
  advanceClock(ms: number): void;
  /** Runs the bus's periodic look at parked events now. */
  checkParked(): Promise<void>;
  close(): Promise<void>;
}

export const CONTRACT_MAX_ATTEMPTS = 3;

/** The pause before a parked event's first automatic redrive, on the harness's clock. */
export const CONTRACT_REDRIVE_PAUSE_MS = 60_000;

/** The harness's clock: a fixed date the tests move, never today's. */
export function contractClock() {
  let now = Date.UTC(2026, 0, 5, 9);
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

/** Long enough for a stray delivery to show up, when asserting that something did not happen. */
const SETTLE_MS = 300;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** The behaviour every EventBus keeps (the kit README's Events section): run against each implementation. */
export function busContract(name: string, createHarness: () => Promise<BusHarness>): void {
  describe(`${name} (bus contract)`, () => {
    let h: BusHarness;
    beforeEach(async () => {
      h = await createHarness();
    });
    afterEach(async () => {
      await h.close();
    });

    it('delivers each event once to every consumer subscribed to its type', async () => {
      const billing = recorder();
      const audit = recorder();
      await h.bus.subscribe(h.consumer('billing'), ['thing.created'], billing.handler);
      await h.bus.subscribe(h.consumer('audit'), ['thing.created'], audit.handler);
      const events = [1, 2, 3].map((n) => newEvent('thing.created', 'test', { n }));
      for (const event of events) await h.bus.publish(event);

      await waitFor(
        'both consumers to get 3 events',
        () => billing.received.length >= 3 && audit.received.length >= 3,
      );
      await settle();
      const ids = events.map((e) => e.id).sort();
      expect(billing.ids().sort()).toEqual(ids);
      expect(audit.ids().sort()).toEqual(ids);
      expect(billing.received.find((e) => e.id === events[0]!.id)).toEqual(events[0]);
    });

    it('routes to a consumer only the event types it subscribed to', async () => {
      const wanted = recorder();
      const others = recorder();
      await h.bus.subscribe(h.consumer('wanted'), ['thing.created'], wanted.handler);
      await h.bus.subscribe(h.consumer('others'), ['thing.deleted'], others.handler);
      await h.bus.publish(newEvent('thing.deleted', 'test', {}));
      await h.bus.publish(newEvent('thing.renamed', 'test', {}));
      const created = newEvent('thing.created', 'test', {});
      await h.bus.publish(created);

      await waitFor('the created event', () => wanted.received.length === 1 && others.received.length === 1);
      await settle();
      expect(wanted.received.map((e) => e.type)).toEqual(['thing.created']);
      expect(others.received.map((e) => e.type)).toEqual(['thing.deleted']);
    });

    it('hands one consumer its several subscriptions, each type to its own handler', async () => {
      const consumer = h.consumer('multi');
      const created = recorder();
      const deleted = recorder();
      await h.bus.subscribe(consumer, ['thing.created'], created.handler);
      await h.bus.subscribe(consumer, ['thing.deleted'], deleted.handler);
      await h.bus.publish(newEvent('thing.created', 'test', {}));
      await h.bus.publish(newEvent('thing.deleted', 'test', {}));

      await waitFor('both events', () => created.received.length === 1 && deleted.received.length === 1);
      expect(created.received[0]!.type).toBe('thing.created');
      expect(deleted.received[0]!.type).toBe('thing.deleted');
      await expect(h.bus.subscribe(consumer, ['thing.created'], created.handler)).rejects.toThrow(
        /already handles/,
      );
    });

    it('retries a handler that fails, then delivers without dead-lettering', async () => {
      const consumer = h.consumer('flaky');
      const flaky = recorder(CONTRACT_MAX_ATTEMPTS - 1);
      await h.bus.subscribe(consumer, ['thing.created'], flaky.handler);
      const event = newEvent('thing.created', 'test', {});
      await h.bus.publish(event);

      await waitFor('the third try to succeed', () => flaky.received.length === 1);
      await settle();
      expect(flaky.calls).toBe(CONTRACT_MAX_ATTEMPTS);
      expect(flaky.ids()).toEqual([event.id]);
      expect(await h.deadLetters(consumer)).toEqual([]);
    });

    it('dead-letters an event whose handler keeps throwing, after the retry limit', async () => {
      const consumer = h.consumer('poisoned');
      const failing = recorder(ALWAYS);
      await h.bus.subscribe(consumer, ['thing.created'], failing.handler);
      const event = newEvent('thing.created', 'test', { poison: true });
      await h.bus.publish(event);

      const dead = await waitFor('the dead letter', async () => {
        const letters = await h.deadLetters(consumer);
        return letters.length > 0 ? letters : undefined;
      });
      await settle();
      expect(dead).toEqual([event]);
      expect(failing.calls).toBe(CONTRACT_MAX_ATTEMPTS);
    });

    it('retries a transient failure far beyond the retry limit, then handles the event once', async () => {
      const consumer = h.consumer('patient');
      let calls = 0;
      const handled: string[] = [];
      // Longer than the retry limit and than the old 5 quick tries: the database is still away.
      await h.bus.subscribe(consumer, ['thing.renamed'], async (event) => {
        if (++calls <= 8) throw new TransientEventError('database away');
        handled.push(event.id);
      });
      const event = newEvent('thing.renamed', 'test', { name: 'Salle 2' });
      await h.bus.publish(event);

      await waitFor('the event handled after 8 failures', () => handled.length === 1, { timeoutMs: 15_000 });
      await settle();
      expect(handled).toEqual([event.id]);
      expect(calls).toBe(9);
      expect(await h.bus.parkedCount(consumer)).toBe(0);
    });

    it('parks an event that can never succeed at once, with nothing lost, and counts it', async () => {
      const consumer = h.consumer('strict');
      const calls: string[] = [];
      await h.bus.subscribe(consumer, ['thing.created'], async (event) => {
        calls.push(event.id);
        throw new PermanentEventError('malformed thing.created payload');
      });
      await h.bus.publish(newEvent('thing.created', 'test', { broken: true }));

      await waitFor('the event parked', async () => (await h.bus.parkedCount(consumer)) === 1);
      await settle();
      expect(calls).toHaveLength(1);
      expect(await h.bus.parkedCount(consumer)).toBe(1);
    });

    it('redrives parked events on command, and the fixed consumer handles them', async () => {
      const consumer = h.consumer('fixed');
      let broken = true;
      const handled: string[] = [];
      await h.bus.subscribe(consumer, ['thing.created'], async (event) => {
        if (broken) throw new PermanentEventError('a bug, since fixed');
        handled.push(event.id);
      });
      const events = [1, 2].map((n) => newEvent('thing.created', 'test', { n }));
      for (const event of events) await h.bus.publish(event);
      await waitFor('both parked', async () => (await h.bus.parkedCount(consumer)) === 2);

      broken = false;
      expect(await h.bus.redrive(consumer)).toBe(2);
      await waitFor('both handled', () => handled.length === 2);
      expect(handled.sort()).toEqual(events.map((e) => e.id).sort());
      await waitFor('nothing parked', async () => (await h.bus.parkedCount(consumer)) === 0);
    });

    it('redrives parked events by itself once the consumer is healthy and the pause is over', async () => {
      const consumer = h.consumer('recovering');
      let healthy = false;
      let fails = true;
      const handled: string[] = [];
      await h.bus.subscribe(
        consumer,
        ['thing.created'],
        async (event) => {
          if (fails) throw new PermanentEventError('refused');
          handled.push(event.id);
        },
        { healthy: async () => healthy },
      );
      const event = newEvent('thing.created', 'test', {});
      await h.bus.publish(event);
      await waitFor('the event parked', async () => (await h.bus.parkedCount(consumer)) === 1);

      // Not before the pause, and not while the consumer says it cannot work.
      await h.checkParked();
      h.advanceClock(CONTRACT_REDRIVE_PAUSE_MS);
      await h.checkParked();
      expect(await h.bus.parkedCount(consumer)).toBe(1);

      // Healthy: it goes back, fails again, and is parked again with a longer pause (no hot loop).
      healthy = true;
      await h.checkParked();
      await waitFor('parked again', async () => (await h.bus.parkedCount(consumer)) === 1);
      h.advanceClock(CONTRACT_REDRIVE_PAUSE_MS);
      fails = false;
      await h.checkParked();
      await settle();
      expect(handled).toEqual([]);

      h.advanceClock(CONTRACT_REDRIVE_PAUSE_MS);
      await h.checkParked();
      await waitFor('the event handled', () => handled.length === 1);
      expect(handled).toEqual([event.id]);
      expect(await h.bus.parkedCount(consumer)).toBe(0);
    });

    it('resolves publish only once the event is safe: it arrives even if the publisher closes at once', async () => {
      const peer = await h.peer();
      const listener = recorder();
      await peer.subscribe(h.consumer('listener'), ['thing.created'], listener.handler);
      const event = newEvent('thing.created', 'test', {});
      await h.bus.publish(event);
      await h.bus.close();

      await waitFor('the event at the peer', () => listener.received.length === 1);
      expect(listener.ids()).toEqual([event.id]);
    });

    it('broadcasts each event of its types once to every broadcast subscription, a peer process included', async () => {
      const peer = await h.peer();
      const here = recorder();
      const there = recorder();
      const durable = recorder();
      await h.bus.broadcast(['thing.created', 'thing.deleted'], here.handler);
      await peer.broadcast(['thing.created'], there.handler);
      await h.bus.subscribe(h.consumer('durable'), ['thing.created'], durable.handler);
      const created = newEvent('thing.created', 'test', {});
      const deleted = newEvent('thing.deleted', 'test', {});
      await h.bus.publish(created);
      await h.bus.publish(deleted);
      await h.bus.publish(newEvent('thing.renamed', 'test', {}));

      await waitFor('every copy', () => here.received.length >= 2 && there.received.length >= 1);
      await waitFor('the durable consumer too', () => durable.received.length >= 1);
      await settle();
      expect(here.ids().sort()).toEqual([created.id, deleted.id].sort());
      expect(there.ids()).toEqual([created.id]);
      expect(durable.ids()).toEqual([created.id]);
    });

    it('stops broadcasting to a subscription once unsubscribed, and never retries a failing broadcast handler', async () => {
      const kept = recorder();
      const dropped = recorder();
      const failing = recorder(ALWAYS);
      await h.bus.broadcast(['thing.created'], kept.handler);
      const unsubscribe = await h.bus.broadcast(['thing.created'], dropped.handler);
      await h.bus.broadcast(['thing.created'], failing.handler);
      await unsubscribe();
      const event = newEvent('thing.created', 'test', {});
      await h.bus.publish(event);

      await waitFor('the kept subscription', () => kept.received.length === 1);
      await settle();
      expect(dropped.calls).toBe(0);
      expect(failing.calls).toBe(1);
    });

    it('refuses to publish something that is not an event envelope', async () => {
      const broken = { ...newEvent('thing.created', 'test', {}), id: 'not-a-uuid' };
      await expect(h.bus.publish(broken)).rejects.toThrow(/envelope/);
    });

    it('is ready while open, and refuses to publish once closed', async () => {
      expect(h.bus.isReady()).toBe(true);
      await h.bus.close();
      expect(h.bus.isReady()).toBe(false);
      await expect(h.bus.publish(newEvent('thing.created', 'test', {}))).rejects.toThrow();
    });
  });
}
