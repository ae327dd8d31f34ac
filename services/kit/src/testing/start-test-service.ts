import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Static, TObject } from 'typebox';
import { Value } from 'typebox/value';
import { createServer } from '../server.ts';
import { openDatabase } from '../db/data-source.ts';
import { freshTestDatabaseUrl } from '../db/test-database.ts';
import { createServiceMetrics, type ServiceMetrics } from '../metrics.ts';
import { mountService } from '../run-service.ts';
import type { InProcessBus } from '../bus/in-process-bus.ts';
import type { ServiceDefinition } from '../service-definition.ts';
import { createTestIssuer, type TestIssuer } from './test-issuer.ts';
import { createTestBus } from './test-bus.ts';
import { dropTestDatabase } from './drop-test-database.ts';
import { assertOutboxEnvelopes } from './outbox-envelopes.ts';

export interface TestServiceOptions<C> {
  /** Values for the service's own config keys; the schema's defaults fill the rest (the environment is not read). */
  config?: Partial<C>;
  /** Where the service's log lines (info and up, as pino writes them) go; none are written without it. */
  logStream?: { write(line: string): unknown };
}

export interface TestService<C> {
  /** Ready Fastify instance; call it with `app.inject()` on `/api/<name>/...`. */
  app: FastifyInstance;
  dataSource: DataSource;
  bus: InProcessBus;
  issuer: TestIssuer;
  metrics: ServiceMetrics;
  config: C;
  /** Closes the app, the bus and the database, and drops the database. */
  close(): Promise<void>;
}

function testConfig<S extends TObject>(schema: S, overrides: Partial<Static<S>>): Static<S> {
  const config: unknown = Value.Default(schema, Value.Clone(overrides));
  if (!Value.Check(schema, config)) {
    const problems = Value.Errors(schema, config).map((e) => `${e.instancePath || '(root)'} ${e.message}`);
    throw new Error(`Invalid test configuration:\n  ${problems.join('\n  ')}`);
  }
  return config;
}

/**
 * Runs a service definition as both modes mount it, for integration tests: a fresh migrated database, a test
 * token issuer, an in-process bus, its own metrics, the plugin under `/api/<name>` and its aliases.
 */
export async function startTestService<S extends TObject>(
  definition: ServiceDefinition<S>,
  options: TestServiceOptions<Static<S>> = {},
): Promise<TestService<Static<S>>> {
  const config = testConfig(definition.configSchema, options.config ?? {});
  const url = await freshTestDatabaseUrl(definition.name.replace(/\W/g, '_'));
  const dataSource = await openDatabase({
    url,
    entities: definition.entities,
    migrations: definition.migrations,
    poolSize: 5,
  });
  const issuer = await createTestIssuer();
  const bus = createTestBus();
  const metrics = createServiceMetrics(definition.name);
  const app = createServer({
    name: definition.name,
    logger: options.logStream ? { level: 'info', stream: options.logStream } : false,
  });
  const release = async () => {
    await app.close();
    await bus.close();
    if (dataSource.isInitialized) await dataSource.destroy();
    await dropTestDatabase(url);
  };
  try {
    await mountService(app, definition, { config, dataSource, bus, metrics, auth: issuer.auth });
    await app.ready();
  } catch (error) {
    await release();
    throw error;
  }
  // Every event the suite wrote must be the kit's envelope: the suite fails at its close otherwise.
  const close = async () => {
    try {
      if (dataSource.isInitialized) await assertOutboxEnvelopes(dataSource);
    } finally {
      await release();
    }
  };
  return { app, dataSource, bus, issuer, metrics, config, close };
}
