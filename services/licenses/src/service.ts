import type { FastifyPluginAsync } from 'fastify';
import { systemClock, type Clock } from '@teleplan/kit/clock';
import { inboxEntities, InboxMigration1700000000200 } from '@teleplan/kit/inbox/inbox-table';
import type { OutboxRelay } from '@teleplan/kit/outbox/outbox-relay';
import { startOutboxRelay } from '@teleplan/kit/outbox/start-outbox-relay';
import { OutboxMigration1700000000100, outboxEntities } from '@teleplan/kit/outbox/outbox-table';
import { registerServiceBase } from '@teleplan/kit/service-base';
import type { ServiceDefinition, ServiceDeps } from '@teleplan/kit/service-definition';
import { LicensesConfigSchema, type LicensesConfig } from './config.ts';
import { LicenseKeyEntity } from './data/entities/license-key.entity.ts';
import { RoomSlotEntity } from './data/entities/room-slot.entity.ts';
import { SectorQuotaEntity } from './data/entities/sector-quota.entity.ts';
import { SectorReplicaEntity } from './data/entities/sector-replica.entity.ts';
import { SigningKeyEntity } from './data/entities/signing-key.entity.ts';
import { LicensesSchema1796000000001 } from './data/migrations/0001-initial-schema.ts';
import { licenseKeysRepository } from './data/signing-keys.repository.ts';
import type { LicensesContext } from './domain/context.ts';
import { LicenseSigner } from './domain/signer.ts';
import { subscribeToSectorEvents } from './events/handlers.ts';
import { internalRoutes } from './routes/internal.routes.ts';
import { issuingRoutes } from './routes/issuing.routes.ts';
import { sectorsRoutes } from './routes/sectors.routes.ts';

export const SERVICE_NAME = 'licenses';

/** What tests replace. */
export interface LicensesOverrides {
  clock?: Clock;
}

/** The service's state once built (tests read it). */
export interface LicensesRuntime {
  ctx: LicensesContext;
  relay: OutboxRelay;
}

/** The context of the use cases, for the service and for the issue-license script. */
export async function openLicensesContext(
  deps: Pick<ServiceDeps<LicensesConfig>, 'dataSource' | 'config'>,
  options: { clock?: Clock; kickOutbox?: () => void } = {},
): Promise<LicensesContext> {
  const clock = options.clock ?? systemClock;
  const signer = await LicenseSigner.open(licenseKeysRepository(deps.dataSource.manager), {
    secret: deps.config.LICENSES_KEY_ENCRYPTION_SECRET,
    now: clock,
  });
  return { dataSource: deps.dataSource, clock, signer, kickOutbox: options.kickOutbox ?? (() => undefined) };
}

/** The service as one plugin, mounted under /api/licenses by both run modes. */
export function buildLicenses(
  deps: ServiceDeps<LicensesConfig>,
  overrides: LicensesOverrides = {},
): FastifyPluginAsync & { runtime?: LicensesRuntime } {
  const plugin: FastifyPluginAsync & { runtime?: LicensesRuntime } = async (app) => {
    await registerServiceBase(app, {
      name: SERVICE_NAME,
      dataSource: deps.dataSource,
      bus: deps.bus,
      metrics: deps.metrics,
      auth: deps.auth,
    });
    const relay = startOutboxRelay(app, deps);
    const ctx = await openLicensesContext(deps, { clock: overrides.clock, kickOutbox: () => relay.kick() });
    plugin.runtime = { ctx, relay };

    await app.register(issuingRoutes, { ctx });
    await app.register(sectorsRoutes, { ctx });
    await app.register(internalRoutes, { ctx });
    await subscribeToSectorEvents(deps.bus, { dataSource: deps.dataSource, metrics: deps.metrics });
  };
  return plugin;
}

export const definition: ServiceDefinition<typeof LicensesConfigSchema> = {
  name: SERVICE_NAME,
  configSchema: LicensesConfigSchema,
  entities: [
    ...outboxEntities,
    ...inboxEntities,
    SigningKeyEntity,
    LicenseKeyEntity,
    SectorQuotaEntity,
    RoomSlotEntity,
    SectorReplicaEntity,
  ],
  migrations: [OutboxMigration1700000000100, InboxMigration1700000000200, LicensesSchema1796000000001],
  build: (deps) => buildLicenses(deps),
};
