import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import { Type } from 'typebox';
import { ErrorBodySchema } from '@teleplan/proto/errors';
import { installErrorHandling } from './error-handler.ts';
import { useStrictBodies } from './strict-body.ts';
import { installMetrics, type ServiceMetrics } from './metrics.ts';
import { authPlugin, type AuthOptions } from './auth/auth-plugin.ts';
import type { EventBus } from './bus/event-bus.ts';

export interface ServiceBaseOptions {
  /** The service's base path name, e.g. `accounts`. */
  name: string;
  dataSource: DataSource;
  bus: EventBus;
  metrics: ServiceMetrics;
  auth: AuthOptions;
}

const HealthSchema = Type.Object({ status: Type.String() });

/**
 * What every service has inside its own plugin: the error handler, bodies validated without type coercion,
 * token verification and role guards,
 * `/health`, `/ready`, `/metrics` and its OpenAPI document at `/openapi.json`.
 */
export async function registerServiceBase(app: FastifyInstance, options: ServiceBaseOptions): Promise<void> {
  installErrorHandling(app);
  useStrictBodies(app);
  await app.register(swagger, {
    openapi: {
      info: { title: options.name, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  app.addSchema({ ...ErrorBodySchema, $id: 'ErrorBody' });
  await app.register(authPlugin, options.auth);
  installMetrics(app, options.metrics);

  app.get('/health', { schema: { hide: true, response: { 200: HealthSchema } } }, async () => ({
    status: 'UP',
  }));
  app.get(
    '/ready',
    { schema: { hide: true, response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const database = await options.dataSource
        .query('SELECT 1')
        .then(() => true)
        .catch(() => false);
      const ready = database && options.bus.isReady();
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'UP' : 'DOWN' });
    },
  );
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
