import type { FastifyPluginAsync } from 'fastify';
import { systemClock, type Clock } from '@teleplan/kit/clock';
import type { Static } from 'typebox';
import { IdempotencyMigration1700000000300 } from '@teleplan/kit/http/idempotency';
import { inboxEntities, InboxMigration1700000000200 } from '@teleplan/kit/inbox/inbox-table';
import { startOutboxRelay } from '@teleplan/kit/outbox/start-outbox-relay';
import { OutboxMigration1700000000100, outboxEntities } from '@teleplan/kit/outbox/outbox-table';
import { registerServiceBase } from '@teleplan/kit/service-base';
import type { ServiceDefinition, ServiceDeps } from '@teleplan/kit/service-definition';
import { ScheduleConfigSchema } from './config.ts';
import { PersonEntity } from './data/entities/person.entity.ts';
import { DoctorPropertiesEntity, RoomPropertiesEntity } from './data/entities/properties.entity.ts';
import { RoomEntity, RoomSectorEntity, RoomUserEntity } from './data/entities/room.entity.ts';
import { SectorDoctorEntity, SectorEntity } from './data/entities/sector.entity.ts';
import { ScheduleSchema1797000000001 } from './data/migrations/0001-initial-schema.ts';
import { ScheduleScheduling1797000000002 } from './data/migrations/0002-scheduling.ts';
import { ScheduleAppointments1797000000004 } from './data/migrations/0004-appointments.ts';
import { ScheduleTimelines1797000000005 } from './data/migrations/0005-timelines.ts';
import { ScheduleReadVersions1797000000006 } from './data/migrations/0006-read-versions.ts';
import { ScheduleCalendarFeedLabel1797000000007 } from './data/migrations/0007-calendar-feed-label.ts';
import { SchedulePatientNoOverlap1797000000008 } from './data/migrations/0008-patient-no-overlap.ts';
import { ScheduleCalendarFeedVersions1797000000009 } from './data/migrations/0009-calendar-feed-versions.ts';
import { ScheduleReplicaEventIds1797000000010 } from './data/migrations/0010-replica-event-ids.ts';
import { ScheduleLiveDoctorAppointments1797000000011 } from './data/migrations/0011-live-doctor-appointments.ts';
import { ScheduleReplicaTableVersions1797000000012 } from './data/migrations/0012-replica-table-versions.ts';
import { ScheduleEvaluations1797000000013 } from './data/migrations/0013-evaluations.ts';
import type { ScheduleContext } from './domain/context.ts';
import { subscribeToEvents } from './events/subscribe.ts';
import { availabilitiesRoutes } from './routes/availabilities.routes.ts';
import { calendarFeedsRoutes } from './routes/calendar-feeds.routes.ts';
import { evaluationsRoutes } from './routes/evaluations.routes.ts';
import { exportsRoutes } from './routes/exports.routes.ts';
import { internalExportsRoutes } from './routes/internal-exports.routes.ts';
import { appointmentsRoutes } from './routes/appointments.routes.ts';
import { arrangementsRoutes } from './routes/arrangements.routes.ts';
import { propertiesRoutes } from './routes/properties.routes.ts';
import { provisioningRoutes } from './routes/provisioning.routes.ts';
import { statsRoutes } from './routes/stats.routes.ts';
import { timelinesRoutes } from './routes/timelines.routes.ts';

export const SERVICE_NAME = 'schedule';

type Deps = ServiceDeps<Static<typeof ScheduleConfigSchema>>;

/** What tests replace: the time the service acts at (booking horizon, past appointments). */
export interface ScheduleOptions {
  clock?: Clock;
}

/** The service as one Fastify plugin, mounted under /api/schedule by both run modes. */
export function buildSchedule(deps: Deps, options: ScheduleOptions = {}): FastifyPluginAsync {
  return async (app) => {
    await registerServiceBase(app, {
      name: SERVICE_NAME,
      dataSource: deps.dataSource,
      bus: deps.bus,
      metrics: deps.metrics,
      auth: deps.auth,
    });
    const relay = startOutboxRelay(app, deps);
    const ctx: ScheduleContext = {
      dataSource: deps.dataSource,
      clock: options.clock ?? systemClock,
      kickOutbox: () => relay.kick(),
    };

    await app.register(propertiesRoutes, { ctx });
    await app.register(availabilitiesRoutes, { ctx });
    await app.register(timelinesRoutes, { ctx });
    await app.register(statsRoutes, { ctx });
    await app.register(exportsRoutes, { ctx });
    await app.register(internalExportsRoutes, { ctx });
    await app.register(calendarFeedsRoutes, { ctx });
    await app.register(appointmentsRoutes, { ctx });
    await app.register(arrangementsRoutes, { ctx });
    await app.register(provisioningRoutes, { ctx });
    await app.register(evaluationsRoutes, { ctx });

    await subscribeToEvents(deps.bus, { dataSource: deps.dataSource, metrics: deps.metrics });
  };
}

export const definition: ServiceDefinition<typeof ScheduleConfigSchema> = {
  name: SERVICE_NAME,
  configSchema: ScheduleConfigSchema,
  entities: [
    ...inboxEntities,
    ...outboxEntities,
    PersonEntity,
    SectorEntity,
    SectorDoctorEntity,
    RoomEntity,
    RoomSectorEntity,
    RoomUserEntity,
    DoctorPropertiesEntity,
    RoomPropertiesEntity,
  ],
  migrations: [
    OutboxMigration1700000000100,
    InboxMigration1700000000200,
    IdempotencyMigration1700000000300,
    ScheduleSchema1797000000001,
    ScheduleScheduling1797000000002,
    ScheduleAppointments1797000000004,
    ScheduleTimelines1797000000005,
    ScheduleReadVersions1797000000006,
    ScheduleCalendarFeedLabel1797000000007,
    SchedulePatientNoOverlap1797000000008,
    ScheduleCalendarFeedVersions1797000000009,
    ScheduleReplicaEventIds1797000000010,
    ScheduleLiveDoctorAppointments1797000000011,
    ScheduleReplicaTableVersions1797000000012,
    ScheduleEvaluations1797000000013,
  ],
  build: buildSchedule,
};

/** The service with options (tests pass a clock). */
export function scheduleDefinition(options: ScheduleOptions): ServiceDefinition<typeof ScheduleConfigSchema> {
  return { ...definition, build: (deps) => buildSchedule(deps, options) };
}
