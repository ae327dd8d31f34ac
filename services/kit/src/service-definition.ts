import type { FastifyPluginAsync } from 'fastify';
import type { Static, TObject } from 'typebox';
import type { DataSource, EntitySchema, MigrationInterface } from 'typeorm';
import type { AuthOptions } from './auth/auth-plugin.ts';
import type { EventBus } from './bus/event-bus.ts';
import type { Fetch } from './http/service-client.ts';
import type { ServiceMetrics } from './metrics.ts';

/** What the composition roots (a service's own main.ts, the standalone root) hand to a service. */
export interface ServiceDeps<C> {
  config: C;
  dataSource: DataSource;
  bus: EventBus;
  metrics: ServiceMetrics;
  auth: AuthOptions;
  /**
   * How the service calls the others (`callService`'s `fetch`); the global `fetch` when absent. The standalone
   * root passes one that answers the other services' internal endpoints in process, without a socket.
   */
  fetch?: Fetch;
}

/**
 * A service as both modes start it: the distributed main and the standalone root open its database (one per
 * service, migrations run), give it the bus, and register `build(deps)` under `/api/<name>`.
 */
export interface ServiceDefinition<S extends TObject = TObject> {
  /** Base path and database name, e.g. `accounts`. */
  name: string;
  /** Further base paths the same plugin answers (accounts also answers `user-profiles`). */
  aliases?: readonly string[];
  /** The service's own environment keys (prefixed with its name, e.g. ACCOUNTS_*), with defaults. */
  configSchema: S;
  entities: EntitySchema[];
  migrations: (new () => MigrationInterface)[];
  build(deps: ServiceDeps<Static<S>>): FastifyPluginAsync;
}
