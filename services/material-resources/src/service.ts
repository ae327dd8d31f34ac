import type { FastifyPluginAsync } from 'fastify';
import type { Static } from 'typebox';
import { systemClock, type Clock } from '@teleplan/kit/clock';
import { clientCredentials } from '@teleplan/kit/http/service-client';
import { inboxEntities, InboxMigration1700000000200 } from '@teleplan/kit/inbox/inbox-table';
import { startOutboxRelay } from '@teleplan/kit/outbox/start-outbox-relay';
import { OutboxMigration1700000000100, outboxEntities } from '@teleplan/kit/outbox/outbox-table';
import { registerServiceBase } from '@teleplan/kit/service-base';
import type { ServiceDefinition, ServiceDeps } from '@teleplan/kit/service-definition';
import { httpLicensesClient, type LicensesClient } from './clients/licenses-client.ts';
import { MaterialResourcesConfigSchema } from './config.ts';
import { PersonEntity } from './data/entities/person.entity.ts';
import { RoomTypeEntity } from './data/entities/room-type.entity.ts';
import { RoomEntity, RoomSectorEntity, RoomUserEntity } from './data/entities/room.entity.ts';
import { SectorDoctorEntity, SectorEntity } from './data/entities/sector.entity.ts';
import { MaterialResourcesSchema1796000000001 } from './data/migrations/0001-initial-schema.ts';
import { RoomSearch1796000000002 } from './data/migrations/0002-room-search.ts';
import { RoomWebLinks1796000000003 } from './data/migrations/0003-room-web-links.ts';
import { MaterialResourcesReplicaEventIds1796000000004 } from './data/migrations/0004-replica-event-ids.ts';
import type { ResourcesContext } from './domain/context.ts';
import { subscribeToAccountEvents } from './events/handlers.ts';
import { roomStaffRoutes } from './routes/room-staff.routes.ts';
import { roomTypeRoutes } from './routes/room-types.routes.ts';
import { roomRoutes } from './routes/rooms.routes.ts';
import { sectorRoutes } from './routes/sectors.routes.ts';
import { internalExportsRoutes } from './routes/internal-exports.routes.ts';

export const SERVICE_NAME = 'material-resources';

type Deps = ServiceDeps<Static<typeof MaterialResourcesConfigSchema>>;

/** What tests replace: the licenses service (a test double of another service) and the clock. */
export interface MaterialResourcesOverrides {
  licenses?: LicensesClient;
  clock?: Clock;
}

/** The service as one Fastify plugin, mounted under /api/material-resources by both run modes. */
export function buildMaterialResources(
  deps: Deps,
  overrides: MaterialResourcesOverrides = {},
): FastifyPluginAsync {
  return async (app) => {
    await registerServiceBase(app, {
      name: SERVICE_NAME,
      dataSource: deps.dataSource,
      bus: deps.bus,
      metrics: deps.metrics,
      auth: deps.auth,
    });
    const config = deps.config;
    const relay = startOutboxRelay(app, deps);
    const ctx: ResourcesContext = {
      dataSource: deps.dataSource,
      licenses:
        overrides.licenses ??
        httpLicensesClient({
          baseUrl: config.MATERIAL_RESOURCES_LICENSES_URL,
          timeoutMs: config.MATERIAL_RESOURCES_LICENSES_TIMEOUT_MS,
          tokens: clientCredentials({
            tokenUrl: config.MATERIAL_RESOURCES_TOKEN_URL,
            clientId: config.MATERIAL_RESOURCES_CLIENT_ID,
            clientSecret: config.MATERIAL_RESOURCES_CLIENT_SECRET,
          }),
        }),
      kickOutbox: () => relay.kick(),
      log: app.log,
      clock: overrides.clock ?? systemClock,
    };

    await app.register(roomRoutes, { ctx });
    await app.register(roomStaffRoutes, { ctx });
    await app.register(roomTypeRoutes, { ctx });
    await app.register(sectorRoutes, { ctx });
    await app.register(internalExportsRoutes, { ctx });

    await subscribeToAccountEvents(deps.bus, { dataSource: deps.dataSource, metrics: deps.metrics });
  };
}

/** The service as the composition roots mount it; tests pass overrides (a licenses double, a clock). */
export function materialResourcesDefinition(
  overrides: MaterialResourcesOverrides = {},
): ServiceDefinition<typeof MaterialResourcesConfigSchema> {
  return {
    name: SERVICE_NAME,
    configSchema: MaterialResourcesConfigSchema,
    entities: [
      ...outboxEntities,
      ...inboxEntities,
      PersonEntity,
      RoomTypeEntity,
      SectorEntity,
      SectorDoctorEntity,
      RoomEntity,
      RoomSectorEntity,
      RoomUserEntity,
    ],
    migrations: [
      OutboxMigration1700000000100,
      InboxMigration1700000000200,
      MaterialResourcesSchema1796000000001,
      RoomSearch1796000000002,
      RoomWebLinks1796000000003,
      MaterialResourcesReplicaEventIds1796000000004,
    ],
    build: (deps) => buildMaterialResources(deps, overrides),
  };
}

export const definition = materialResourcesDefinition();
