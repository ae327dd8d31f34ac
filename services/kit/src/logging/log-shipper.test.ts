import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { Counter } from 'prom-client';
import type { EventEnvelope } from '@teleplan/proto/events';
import { LoggerEvents, type LogLinesPayload } from '@teleplan/proto/logger';
import type { EventBus } from '../bus/event-bus.ts';
import type { LogShippingMetrics } from '../metrics.ts';
import { LogShipper, type LogShipperOptions } from './log-shipper.ts';

const AT = new Date('2026-03-02T09:00:00.000Z');

function counters(): LogShippingMetrics {
  return {
    shipped: new Counter({ name: 'shipped', help: 'test', registers: [] }),
    dropped: new Counter({ name: 'dropped', help: 'test', registers: [] }),
  };
}
const count = async (counter: Counter) => (await counter.get()).values[0]?.value ?? 0;

/** A bus that keeps what it is given, or refuses it while `refusing`. */
function recordingBus(): EventBus & { published: EventEnvelope<LogLinesPayload>[]; refusing: boolean } {
  const bus = {
    published: [] as EventEnvelope<LogLinesPayload>[],
    refusing: false,
    publish: async (event: EventEnvelope) => {
      if (bus.refusing) throw new Error('broker away');
      bus.published.push(event as EventEnvelope<LogLinesPayload>);
    },
    isReady: () => true,
  };
  return bus as unknown as EventBus & typeof bus;
}

function setUp(options: Partial<LogShipperOptions> = {}) {
  const metrics = counters();
  const told: string[] = [];
  const shipper = new LogShipper({
    service: 'kit-test',
    flushIntervalMs: 60_000,
    now: () => AT,
    trouble: (message) => told.push(message),
    metrics,
    ...options,
  });
  const stdout: string[] = [];
  const log = pino({ level: 'trace' }, shipper.destination({ write: (line: string) => stdout.push(line) }));
  return { shipper, log, stdout, metrics, told };
}

const messages = (bus: ReturnType<typeof recordingBus>) =>
  bus.published.flatMap((event) => event.payload.lines.map((line) => line.message));

describe('log shipper', () => {
  it('ships warnings, errors and kept lines, and every line from LOG_SHIP_LEVEL; stdout gets them all', async () => {
    const { shipper, log, stdout } = setUp();
    const bus = recordingBus();
    shipper.attach(bus);
    log.info('request completed');
    log.debug('details');
    log.info({ keep: true }, 'service started');
    log.warn('slow answer');
    log.error(new Error('it broke'));
    await shipper.flush();
    expect(messages(bus)).toEqual(['service started', 'slow answer', 'it broke']);
    expect(stdout).toHaveLength(5);

    const chatty = setUp({ shipLevel: 'info' });
    const chattyBus = recordingBus();
    chatty.shipper.attach(chattyBus);
    chatty.log.info('request completed');
    chatty.log.debug('details');
    await chatty.shipper.flush();
    expect(messages(chattyBus)).toEqual(['request completed']);
  });

  it('publishes batches as log.lines events of the process', async () => {
    const { shipper, log, metrics } = setUp({ batchSize: 2 });
    const bus = recordingBus();
    for (const n of [1, 2, 3, 4, 5]) log.warn(`line ${n}`);
    shipper.attach(bus);
    await shipper.flush();
    expect(bus.published.map((event) => event.payload.lines.length)).toEqual([2, 2, 1]);
    expect(bus.published[0]).toMatchObject({ type: LoggerEvents.linesShipped, producer: 'kit-test' });
    expect(bus.published[0]).not.toHaveProperty('requestId');
    expect(bus.published[0]!.payload.lines[0]).toMatchObject({
      time: AT.toISOString(),
      level: 'WARNING',
      service: 'kit-test',
      message: 'line 1',
    });
    expect(await count(metrics.shipped)).toBe(5);
  });

  it('holds a bounded number of lines: the rest are dropped and counted, the caller never fails', async () => {
    const { shipper, log, stdout, metrics, told } = setUp({ maxBuffered: 3 });
    for (const n of [1, 2, 3, 4, 5]) log.warn(`line ${n}`);
    expect(shipper.buffered).toBe(3);
    expect(stdout).toHaveLength(5);
    expect(await count(metrics.dropped)).toBe(2);

    const bus = recordingBus();
    shipper.attach(bus);
    await shipper.flush();
    expect(messages(bus)).toEqual(['line 1', 'line 2', 'line 3']);
    expect(told).toEqual(['log lines dropped: buffer full']);
  });

  it('drops and counts a batch whose publish fails, then ships the next one', async () => {
    const { shipper, log, metrics, told } = setUp();
    const bus = recordingBus();
    shipper.attach(bus);
    bus.refusing = true;
    log.warn('lost');
    await shipper.flush();
    expect(await count(metrics.dropped)).toBe(1);
    expect(told).toEqual(['log lines dropped: publish failed']);
    expect(shipper.buffered).toBe(0);

    bus.refusing = false;
    log.warn('kept');
    await shipper.flush();
    expect(messages(bus)).toEqual(['kept']);
  });

  it('never ships what is logged while it publishes (no loop through the bus)', async () => {
    const { shipper, log } = setUp();
    const bus = recordingBus();
    const publish = bus.publish.bind(bus);
    bus.publish = async (event) => {
      log.warn('the bus is slow');
      await publish(event);
    };
    shipper.attach(bus);
    log.warn('first');
    await shipper.flush();
    await shipper.flush();
    expect(messages(bus)).toEqual(['first']);
  });

  it('sends what is left when it closes, and takes nothing after', async () => {
    const { shipper, log } = setUp();
    const bus = recordingBus();
    shipper.attach(bus);
    log.warn('last words');
    await shipper.close();
    log.warn('after the end');
    await shipper.flush();
    expect(messages(bus)).toEqual(['last words']);
  });
});
