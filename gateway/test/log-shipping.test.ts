import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import type { EventEnvelope } from '@teleplan/proto/events';
import { LoggerEvents, type LogLinesPayload } from '@teleplan/proto/logger';
import { busOnlyForLogs } from '@teleplan/kit/logging/process-log-shipping';
import { createServer } from '@teleplan/kit/server';
import { canonicalUrl, gateway } from '../src/gateway.ts';
import { parseUpstreams, proxy, servicesOf } from '../src/proxy.ts';
import { fakeWebDist } from './fixtures.ts';

/** The bus the gateway would open: keeps what is published, says whether it was started and closed. */
function recordingBus() {
  const bus = {
    published: [] as EventEnvelope<LogLinesPayload>[],
    started: false,
    closed: false,
    start: async () => void (bus.started = true),
    close: async () => void (bus.closed = true),
    publish: async (event: EventEnvelope) => void bus.published.push(event as EventEnvelope<LogLinesPayload>),
    isReady: () => true,
  };
  return bus;
}

const stdout = (lines: string[]) =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });

/** The gateway as its process runs it, with its lines going where `busOnlyForLogs` says, in front of a dead service. */
async function gatewayWith(env: { AMQP_URL?: string; LOG_SHIPPING: boolean }) {
  const bus = recordingBus();
  const printed: string[] = [];
  const logs = busOnlyForLogs('gateway', env, stdout(printed), () => bus);
  const app = createServer({
    name: 'gateway',
    rewriteUrl: canonicalUrl,
    logger: { level: 'warn', name: 'gateway', stream: logs.stream },
  });
  app.addHook('onClose', () => logs.close());
  await logs.start(app.log);
  const upstreams = parseUpstreams('schedule=http://127.0.0.1:1');
  await app.register(gateway, { webDist: fakeWebDist(), services: servicesOf(upstreams) });
  await app.register(proxy, { upstreams });
  return { app, bus, printed };
}

describe("the gateway's own log lines", () => {
  it('reach the logger service over a bus of its own, with the request id, and stay on stdout', async () => {
    const { app, bus, printed } = await gatewayWith({ AMQP_URL: 'amqp://broker', LOG_SHIPPING: true });
    const answer = await app.inject({
      method: 'GET',
      url: '/api/schedule/appointments',
      headers: { 'x-request-id': 'req-gateway-1' },
    });
    expect(answer.statusCode).toBe(503);
    await app.close();

    expect(bus.started && bus.closed).toBe(true);
    const lines = bus.published.flatMap((event) => {
      expect(event.type).toBe(LoggerEvents.linesShipped);
      return event.payload.lines;
    });
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'WARNING',
        service: 'gateway',
        message: 'upstream failed',
        requestId: 'req-gateway-1',
        details: expect.objectContaining({ upstream: 'schedule' }),
      }),
    );
    expect(printed.join('')).toContain('"msg":"upstream failed"');
  });

  it('stay on stdout only without a broker address, or with shipping off', async () => {
    for (const env of [{ LOG_SHIPPING: true }, { AMQP_URL: 'amqp://broker', LOG_SHIPPING: false }]) {
      const { app, bus, printed } = await gatewayWith(env);
      await app.inject({ method: 'GET', url: '/api/schedule/appointments' });
      await app.close();
      expect(bus.started).toBe(false);
      expect(bus.published).toEqual([]);
      expect(printed.join('')).toContain('"msg":"upstream failed"');
    }
  });
});
