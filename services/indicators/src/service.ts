import type { FastifyPluginAsync } from 'fastify';
import type { Static } from 'typebox';
import { systemClock, type Clock } from '@teleplan/kit/clock';
import { AnswerCache } from '@teleplan/kit/http/answer-cache';
import { inboxEntities, InboxMigration1700000000200 } from '@teleplan/kit/inbox/inbox-table';
import { registerServiceBase } from '@teleplan/kit/service-base';
import type { ServiceDefinition, ServiceDeps } from '@teleplan/kit/service-definition';
import { IndicatorsConfigSchema } from './config.ts';
import { AvailableScopeHour1797000000002 } from './data/migrations/0002-available-scope-hour.ts';
import { IndicatorsSchema1797000000001 } from './data/migrations/0001-initial-schema.ts';
import { ScopePatientCount1797000000003 } from './data/migrations/0003-scope-patient-count.ts';
import { StatDay1797000000004 } from './data/migrations/0004-stat-day.ts';
import { EvaluationHour1797000000005 } from './data/migrations/0005-evaluation-hour.ts';
import { ReadModelVersion1797000000006 } from './data/migrations/0006-read-model-version.ts';
import { ChangesDuringRebuild1797000000007 } from './data/migrations/0007-changes-during-rebuild.ts';
import type { IndicatorsContext } from './domain/context.ts';
import { subscribeToEvents } from './events/handlers.ts';
import type { Owners } from './owners/owners.ts';
import { ownersOf } from './owners/owners-of-config.ts';
import { statisticsPool } from './data/statistics-pool.ts';
import { startReadModelJobs } from './rebuild/jobs.ts';
import { startAvailabilityRefresher } from './domain/availability-refresher.ts';
import { readModelRoutes } from './routes/read-model.routes.ts';
import { statisticsRoutes } from './routes/statistics.routes.ts';

export const SERVICE_NAME = 'indicators';

type Deps = ServiceDeps<Static<typeof IndicatorsConfigSchema>>;

/** The statistics answers kept per process: a dashboard's calls for a few hundred callers and ranges. */
const KEPT_ANSWERS = { answers: 500, chars: 32_000_000 };

/** What tests replace: the clock, the owners' exports. */
export interface IndicatorsOverrides {
  clock?: Clock;
  owners?: Owners;
}

/** The service as one Fastify plugin, mounted under /api/indicators by both run modes. */
export function buildIndicators(deps: Deps, overrides: IndicatorsOverrides = {}): FastifyPluginAsync {
  return async (app) => {
    await registerServiceBase(app, {
      name: SERVICE_NAME,
      dataSource: deps.dataSource,
      bus: deps.bus,
      metrics: deps.metrics,
      auth: deps.auth,
    });
    const config = deps.config;
    const ctx: IndicatorsContext = {
      dataSource: deps.dataSource,
      statistics: statisticsPool(deps.dataSource),
      clock: overrides.clock ?? systemClock,
      log: app.log,
      answers: new AnswerCache(KEPT_ANSWERS),
    };
    const owners = overrides.owners ?? ownersOf(config, deps.fetch);
    const feed = {
      dataSource: deps.dataSource,
      owners,
      clock: ctx.clock,
      availabilityDaysAhead: config.INDICATORS_AVAILABILITY_DAYS_AHEAD,
      log: app.log,
    };
    const jobs = await startReadModelJobs({
      ...feed,
      rebuildOnFirstStart: config.INDICATORS_REBUILD_ON_FIRST_START,
    });
    const refresher = startAvailabilityRefresher({
      ...feed,
      intervalMs: config.INDICATORS_AVAILABILITY_REFRESH_MS,
    });
    app.addHook('onClose', async () => {
      await refresher.stop();
      await jobs.stop();
      await ctx.statistics.end();
    });

    await app.register(statisticsRoutes, { ctx });
    await app.register(readModelRoutes, { ctx, jobs });
    await subscribeToEvents(deps.bus, { dataSource: deps.dataSource, metrics: deps.metrics });
  };
}

/** The service as the composition roots mount it; tests may pass a clock and the owners' exports. */
export function indicatorsDefinition(
  overrides: IndicatorsOverrides = {},
): ServiceDefinition<typeof IndicatorsConfigSchema> {
  return {
    name: SERVICE_NAME,
    configSchema: IndicatorsConfigSchema,
    entities: [...inboxEntities],
    migrations: [
      InboxMigration1700000000200,
      IndicatorsSchema1797000000001,
      AvailableScopeHour1797000000002,
      ScopePatientCount1797000000003,
      StatDay1797000000004,
      EvaluationHour1797000000005,
      ReadModelVersion1797000000006,
      ChangesDuringRebuild1797000000007,
    ],
    build: (deps) => buildIndicators(deps, overrides),
  };
}

export const definition = indicatorsDefinition();
