import { createServer as createTcpServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../src/server.ts';
import { registerServiceBase } from '../src/service-base.ts';
import { mountService, runService } from '../src/run-service.ts';
import type { ServiceDefinition } from '../src/service-definition.ts';
import { InProcessBus } from '../src/bus/in-process-bus.ts';
import { silentEventLogger } from '../src/bus/bus-logger.ts';
import { createServiceMetrics } from '../src/metrics.ts';
import { createTestIssuer } from '../src/testing/test-issuer.ts';
import { freshTestDatabaseUrl } from '../src/db/test-database.ts';
import { dropTestDatabase } from '../src/testing/drop-test-database.ts';
import { AMQP_URL, brokerReachable } from './amqp-harness.ts';

const reachable = await brokerReachable();

const StubConfigSchema = Type.Object({ STUB_GREETING: Type.String({ default: 'bonjour' }) });

/** A service answering `GET /greeting` with its configured greeting and the prefix it was mounted under. */
const stub: ServiceDefinition<typeof StubConfigSchema> = {
  name: 'stub',
  aliases: ['stub-alias'],
  configSchema: StubConfigSchema,
  entities: [],
  migrations: [],
  build: (deps) => {
    let mounted = 0;
    return async (app) => {
      await registerServiceBase(app, {
        name: 'stub',
        dataSource: deps.dataSource,
        bus: deps.bus,
        metrics: mounted++ === 0 ? deps.metrics : createServiceMetrics('stub'),
        auth: deps.auth,
      });
      app.get('/greeting', async () => ({ greeting: deps.config.STUB_GREETING, prefix: app.prefix }));
    };
  },
};

async function freePort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('mountService', () => {
  it('answers under the service name and under each alias', async () => {
    const app = createServer({ name: 'mount-test', logger: false });
    const bus = new InProcessBus({ logger: silentEventLogger });
    await mountService(app, stub, {
      config: { STUB_GREETING: 'salut' },
      dataSource: undefined as never,
      bus,
      metrics: createServiceMetrics('stub'),
      auth: (await createTestIssuer()).auth,
    });
    for (const base of ['stub', 'stub-alias']) {
      const answer = await app.inject({ method: 'GET', url: `/api/${base}/greeting` });
      expect(answer.json()).toEqual({ greeting: 'salut', prefix: `/api/${base}` });
    }
    await app.close();
    await bus.close();
  });
});

describe('runService', () => {
  it('refuses to start without its database, broker and keys, naming each missing key', async () => {
    const refusal = runService(stub, {});
    await expect(refusal).rejects.toThrow(/DATABASE_URL/);
    await expect(refusal).rejects.toThrow(/AMQP_URL/);
    await expect(refusal).rejects.toThrow(/AUTH_JWKS_URL/);
  });

  describe.skipIf(!reachable)('with PostgreSQL and RabbitMQ', () => {
    let app: FastifyInstance | undefined;
    let databaseUrl: string;
    afterAll(async () => {
      await app?.close();
      if (databaseUrl) await dropTestDatabase(databaseUrl);
    });

    it('listens on PORT with its own config, ready once the database and the broker answer', async () => {
      databaseUrl = await freshTestDatabaseUrl('run_service');
      const port = await freePort();
      app = await runService(stub, {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        AMQP_URL,
        AUTH_JWKS_URL: 'http://127.0.0.1:9/api/authenticator',
        STUB_GREETING: 'hello',
        LOG_LEVEL: 'warn',
      });
      const ready = await fetch(`http://127.0.0.1:${port}/api/stub/ready`);
      expect(ready.status).toBe(200);
      const greeting = await fetch(`http://127.0.0.1:${port}/api/stub-alias/greeting`);
      expect(await greeting.json()).toEqual({ greeting: 'hello', prefix: '/api/stub-alias' });
    });
  });
});
