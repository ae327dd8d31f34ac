import { describe, expect, it } from 'vitest';
import { DEFAULT_HANDLERS_PER_CONSUMER } from '../src/bus/in-process-bus.ts';
import { createTestBus } from '../src/testing/test-bus.ts';
import { newEvent } from '../src/outbox/new-event.ts';
import { busContract } from './bus-contract.ts';
import { inProcessContractHarness } from './in-process-contract.ts';
import { ALWAYS, recorder } from './recorder.ts';

busContract('InProcessBus', async () => inProcessContractHarness());

describe('InProcessBus', () => {
  it('never runs a handler inside the publisher’s call', async () => {
    const bus = createTestBus();
    const seen = recorder();
    await bus.subscribe('listener', ['thing.created'], seen.handler);
    await bus.publish(newEvent('thing.created', 'test', {}));
    expect(seen.calls).toBe(0);
    await bus.idle();
    expect(seen.calls).toBe(1);
  });

  it('gives each consumer its own copy, so one handler cannot change what another sees', async () => {
    const bus = createTestBus();
    const second = recorder();
    await bus.subscribe('mutator', ['thing.created'], async (event) => {
      (event.payload as { name: string }).name = 'changed';
    });
    await bus.subscribe('reader', ['thing.created'], second.handler);
    await bus.publish(newEvent('thing.created', 'test', { name: 'original' }));
    await bus.idle();
    expect(second.received[0]!.payload).toEqual({ name: 'original' });
  });

  it('keeps the failure of a dead-lettered event for the logs', async () => {
    const bus = createTestBus();
    await bus.subscribe('poisoned', ['thing.created'], recorder(ALWAYS).handler);
    await bus.publish(newEvent('thing.created', 'test', {}));
    await bus.idle();
    expect(bus.deadLetters).toHaveLength(1);
    expect(bus.deadLetters[0]).toMatchObject({ consumer: 'poisoned', attempts: 3 });
    expect(String(bus.deadLetters[0]!.error)).toMatch(/refused/);
  });

  it('runs a few handlers of one consumer at once and the rest in turn, every event handled', async () => {
    const bus = createTestBus();
    let running = 0;
    let most = 0;
    const handled: string[] = [];
    await bus.subscribe('slow', ['thing.created'], async (event) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      handled.push(event.id);
    });
    const events = Array.from({ length: 20 }, () => newEvent('thing.created', 'test', {}));
    for (const event of events) await bus.publish(event);
    await bus.idle();
    expect(most).toBe(DEFAULT_HANDLERS_PER_CONSUMER);
    expect(handled.toSorted()).toEqual(events.map((event) => event.id).toSorted());
  });
});
