import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Counter } from 'prom-client';
import { Type } from 'typebox';
import { LoggerEvents, type LogLine, type LogLinesPayload } from '@teleplan/proto/logger';
import { authPlugin } from '../src/auth/auth-plugin.ts';
import type { InProcessBus } from '../src/bus/in-process-bus.ts';
import { LogShipper } from '../src/logging/log-shipper.ts';
import { mountService } from '../src/run-service.ts';
import { createServer } from '../src/server.ts';
import { createTestBus } from '../src/testing/test-bus.ts';
import { createTestIssuer, type TestIssuer } from '../src/testing/test-issuer.ts';
import type { ServiceDefinition, ServiceDeps } from '../src/service-definition.ts';

const PERSON = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

/** A service whose route warns twice: on the request's logger and on the service's own. */
const warning: ServiceDefinition = {
  name: 'warning',
  configSchema: Type.Object({}),
  entities: [],
  migrations: [],
  build: () => async (app) => {
    await app.register(authPlugin, issuer.auth);
    app.get('/odd', { preHandler: app.authenticate }, async (request) => {
      request.log.warn({ attempt: 2 }, 'something odd');
      app.log.warn('the service noticed');
      return {};
    });
  },
};

let issuer: TestIssuer;

describe('log shipping through the in-process bus', () => {
  const received: LogLine[] = [];
  let app: FastifyInstance;
  let bus: InProcessBus;
  let shipper: LogShipper;

  beforeAll(async () => {
    issuer = await createTestIssuer();
    bus = createTestBus();
    await bus.subscribe('logger', [LoggerEvents.linesShipped], async (event) => {
      received.push(...(event.payload as LogLinesPayload).lines);
    });
    shipper = new LogShipper({
      service: 'teleplan',
      flushIntervalMs: 60_000,
      metrics: {
        shipped: new Counter({ name: 'shipped', help: 'test', registers: [] }),
        dropped: new Counter({ name: 'dropped', help: 'test', registers: [] }),
      },
    });
    app = createServer({
      name: 'teleplan',
      logger: { level: 'info', stream: shipper.destination({ write: () => undefined }) },
    });
    await mountService(app, warning, {} as ServiceDeps<Record<string, unknown>>);
    await app.ready();
    shipper.attach(bus);
  });
  afterAll(async () => {
    await shipper?.close();
    await app?.close();
    await bus?.close();
  });

  it('ships a warning of a request as a log.lines event naming the request, its person and the service', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/warning/odd',
      headers: {
        authorization: `Bearer ${await issuer.token(PERSON, 'ADMIN')}`,
        'x-request-id': 'shipped-1',
      },
    });
    expect(answer.statusCode).toBe(200);
    await shipper.flush();
    await bus.idle();

    expect(received.map(({ time: _time, ...line }) => line)).toEqual([
      {
        level: 'WARNING',
        service: 'warning',
        message: 'something odd',
        requestId: 'shipped-1',
        accountId: PERSON,
        details: { attempt: 2 },
      },
      {
        level: 'WARNING',
        service: 'warning',
        message: 'the service noticed',
        requestId: 'shipped-1',
        accountId: PERSON,
        details: {},
      },
    ]);
  });
});
