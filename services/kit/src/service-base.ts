import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import { Type } from 'typebox';
import { ErrorBodySchema } from '@teleplan/proto/errors';
import { installErrorHandling } from './error-handler.ts';
import { useStrictBodies } from './strict-body.ts';
import { installMetrics, trackBusConnection, trackParkedEvents, type ServiceMetrics } from './metrics.ts';
import { authPlugin, type AuthOptions } from './auth/auth-plugin.ts';
import { ERROR_BODY_ID, publicDocument, withErrorResponses } from './openapi.ts';
import type { EventBus } from './bus/event-bus.ts';

export interface ServiceBaseOptions {
  /** The service's base path name, e.g. `accounts`. */
  name: string;
  dataSource: DataSource;
  bus: EventBus;
  metrics: ServiceMetrics;
  auth: AuthOptions;
}

const State = Type.Union([Type.Literal('UP'), Type.Literal('DOWN')]);
const HealthSchema = Type.Object({
  status: State,
  // `parked`: events of this service's consumer waiting for a redrive; absent while the broker cannot be asked.
  details: Type.Object({ bus: State, parked: Type.Optional(Type.Integer({ minimum: 0 })) }),
});
const ReadySchema = Type.Object({ status: State });

/**
 * What every service has inside its own plugin: the error handler, bodies validated without type coercion,
 * token verification and role guards, `Cache-Control: no-store` on every answer whose route sets no policy of
 * its own (answers carry personal data), `/health` (the process is alive; the broker's state in `details`),
 * `/ready` (its database answers), `/metrics` and its OpenAPI document at `/openapi.json` (every operation with its error answers, without the
 * internal endpoints, which are in `/internal/openapi.json`).
 */
export async function registerServiceBase(app: FastifyInstance, options: ServiceBaseOptions): Promise<void> {
  installErrorHandling(app);
  useStrictBodies(app);
  await app.register(swagger, {
    openapi: {
      info: { title: options.name, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: withErrorResponses,
  });
  app.addSchema({ ...ErrorBodySchema, $id: ERROR_BODY_ID });
  await app.register(authPlugin, options.auth);
  installMetrics(app, options.metrics);
  trackBusConnection(options.metrics, options.bus);
  trackParkedEvents(options.metrics, options.bus, options.name);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.get('/health', { schema: { hide: true, response: { 200: HealthSchema } } }, async () => {
    const parked = await options.bus.parkedCount(options.name);
    return {
      status: 'UP' as const,
      details: {
        bus: options.bus.isReady() ? ('UP' as const) : ('DOWN' as const),
        ...(parked === undefined ? {} : { parked }),
      },
    };
  });
  // Readiness is this process's own ability to serve: its database. A broker outage must not take every replica
  // out of rotation; the outbox keeps the events meanwhile (the broker's state is in /health and `bus_connected`).
  app.get(
    '/ready',
    { schema: { hide: true, response: { 200: ReadySchema, 503: ReadySchema } } },
    async (_request, reply) => {
      const database = await options.dataSource
        .query('SELECT 1')
        .then(() => true)
        .catch(() => false);
      return reply.status(database ? 200 : 503).send({ status: database ? 'UP' : 'DOWN' });
    },
  );
  app.get('/openapi.json', { schema: { hide: true } }, async () => publicDocument(app.swagger()));
  // Every endpoint, the service-to-service ones included: for the services' developers, on the services' network.
  app.get('/internal/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
