import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { Type, type Static, type TObject } from 'typebox';
import { loadConfig } from './config.ts';
import { closeOnSignals, createServer, DEFAULT_DRAIN_TIMEOUT_MS } from './server.ts';
import { openDatabase } from './db/data-source.ts';
import { createServiceMetrics } from './metrics.ts';
import { remoteJwks } from './auth/keys.ts';
import { AmqpBus } from './bus/amqp-bus.ts';
import { EVENT_SUBSCRIPTIONS } from '@teleplan/proto/event-subscriptions';
import { LogShippingConfig, logShipperOf } from './logging/process-log-shipping.ts';
import type { ServiceDefinition, ServiceDeps } from './service-definition.ts';

/** The environment every service process reads besides its own keys. */
export const CommonConfigSchema = Type.Object({
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 8080 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  /** The service's own database; created on first start, migrations run at every start. */
  DATABASE_URL: Type.String({ minLength: 1 }),
  AMQP_URL: Type.String({ minLength: 1 }),
  /** Accepted `iss` of access tokens (the authenticator's public URL). */
  AUTH_ISSUER: Type.String({ minLength: 1, default: 'http://localhost:3000/api/authenticator' }),
  /** Base URL of the authenticator's keys; `/.well-known/jwks.json` is appended. */
  AUTH_JWKS_URL: Type.String({ minLength: 1 }),
  /** Least time between two fetches of the JWKS: a token with an unknown kid within it is refused unfetched. */
  AUTH_JWKS_REFETCH_INTERVAL_MS: Type.Integer({ minimum: 0, default: 30_000 }),
  /** A service is reached through the gateway, which sets X-Forwarded-For to the client it saw. */
  TRUSTED_PROXY_HOPS: Type.Integer({ minimum: 0, default: 1 }),
  DATABASE_POOL_SIZE: Type.Integer({ minimum: 1, default: 10 }),
  /** On SIGTERM, how long requests under way may take to be answered before their connections are cut. */
  SHUTDOWN_DRAIN_MS: Type.Integer({ minimum: 0, default: DEFAULT_DRAIN_TIMEOUT_MS }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  ...LogShippingConfig,
});
export type CommonConfig = Static<typeof CommonConfigSchema>;

/** The base paths a definition answers: its name, then its aliases. */
export function basePaths(definition: Pick<ServiceDefinition, 'name' | 'aliases'>): string[] {
  return [definition.name, ...(definition.aliases ?? [])];
}

/**
 * Registers the service under `/api/<name>` and `/api/<alias>` of `app`: the one mounting used by a service's
 * own process and by the standalone root, so both modes run the same plugin.
 */
export async function mountService<S extends TObject>(
  app: FastifyInstance,
  definition: ServiceDefinition<S>,
  deps: ServiceDeps<Static<S>>,
): Promise<void> {
  const plugin = definition.build(deps);
  const service = definition.name;
  for (const base of basePaths(definition)) {
    await app.register(
      async (scope) => {
        // Its lines name it, also where every service shares one process and one logger (standalone).
        scope.log = scope.log.child({ service });
        scope.setChildLoggerFactory((logger, bindings, options) =>
          logger.child({ ...bindings, service }, options),
        );
        await scope.register(plugin);
      },
      { prefix: `/api/${base}` },
    );
  }
}

/**
 * The distributed main of one service: reads the environment, opens its database, connects to RabbitMQ,
 * mounts the service and listens until SIGINT/SIGTERM.
 */
export async function runService<S extends TObject>(
  definition: ServiceDefinition<S>,
  env: Record<string, string | undefined> = process.env,
): Promise<FastifyInstance> {
  const common = loadConfig(CommonConfigSchema, env);
  const config = loadConfig(definition.configSchema, env);
  const shipper = logShipperOf(definition.name, common);
  const app = createServer({
    name: definition.name,
    logger: {
      level: common.LOG_LEVEL,
      name: definition.name,
      stream: shipper?.destination(pino.destination(1)),
    },
    trustedProxyHops: common.TRUSTED_PROXY_HOPS,
  });

  const dataSource = await openDatabase({
    url: common.DATABASE_URL,
    entities: definition.entities,
    migrations: definition.migrations,
    poolSize: common.DATABASE_POOL_SIZE,
  });
  const bus = new AmqpBus({
    url: common.AMQP_URL,
    name: definition.name,
    logger: app.log,
    subscriptions: EVENT_SUBSCRIPTIONS,
  });
  app.addHook('onClose', async () => {
    // Its last lines leave while the bus is still there.
    await shipper?.close();
    await bus.close();
    await dataSource.destroy();
  });

  try {
    await bus.start();
    shipper?.attach(bus);
    await mountService(app, definition, {
      config,
      dataSource,
      bus,
      metrics: createServiceMetrics(definition.name),
      auth: {
        keys: remoteJwks(common.AUTH_JWKS_URL, { refetchIntervalMs: common.AUTH_JWKS_REFETCH_INTERVAL_MS }),
        issuer: common.AUTH_ISSUER,
      },
    });
    await app.listen({ port: common.PORT, host: common.HOST });
    app.log.info({ keep: true, port: common.PORT }, 'service started');
  } catch (error) {
    await app.close();
    throw error;
  }
  closeOnSignals(app, common.SHUTDOWN_DRAIN_MS);
  return app;
}
