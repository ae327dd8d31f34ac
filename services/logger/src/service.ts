import type { FastifyPluginAsync } from 'fastify';
import type { Static } from 'typebox';
import { systemClock, type Clock } from '@teleplan/kit/clock';
import { inboxEntities, InboxMigration1700000000200 } from '@teleplan/kit/inbox/inbox-table';
import { registerServiceBase } from '@teleplan/kit/service-base';
import type { ServiceDefinition, ServiceDeps } from '@teleplan/kit/service-definition';
import { LoggerConfigSchema } from './config.ts';
import { LoggerSchema1798000000001 } from './data/migrations/0001-initial-schema.ts';
import { BugTracker1798000000002 } from './data/migrations/0002-bug-tracker.ts';
import { registerBugViewer } from './bugs/register-bug-viewer.ts';
import type { LoggerContext } from './domain/context.ts';
import { subscribeToEvents } from './events/handlers.ts';
import { startLoggerJobs } from './jobs/jobs.ts';
import { httpOwners, type Owners } from './owners/owners.ts';
import { auditRoutes } from './routes/audit.routes.ts';
import { logsRoutes } from './routes/logs.routes.ts';

export const SERVICE_NAME = 'logger';
/** The bug viewer's base path (docs/logs-and-audit.md): the same plugin answers it. */
export const BUG_HUNTER_BASE = 'bug-hunter';

type Deps = ServiceDeps<Static<typeof LoggerConfigSchema>>;

/** What tests replace: the clock, the owners asked about appointments and people. */
export interface LoggerOverrides {
  clock?: Clock;
  owners?: Owners;
}

/** What both registrations of the plugin (`logger`, `bug-hunter`) share. */
export interface LoggerRuntime {
  ctx: LoggerContext;
}

/**
 * The service as one plugin, mounted under /api/logger and /api/bug-hunter by both run modes: both registrations
 * share one runtime (one consumer, one purge job).
 */
export function buildLogger(
  deps: Deps,
  overrides: LoggerOverrides = {},
): FastifyPluginAsync & { runtime?: LoggerRuntime } {
  const plugin: FastifyPluginAsync & { runtime?: LoggerRuntime } = async (app) => {
    await registerServiceBase(app, {
      name: SERVICE_NAME,
      dataSource: deps.dataSource,
      bus: deps.bus,
      metrics: deps.metrics,
      auth: deps.auth,
    });
    if (!plugin.runtime) {
      const config = deps.config;
      const ctx: LoggerContext = {
        dataSource: deps.dataSource,
        clock: overrides.clock ?? systemClock,
        log: app.log,
        owners:
          overrides.owners ??
          httpOwners({
            scheduleUrl: config.LOGGER_SCHEDULE_URL,
            accountsUrl: config.LOGGER_ACCOUNTS_URL,
            timeoutMs: config.LOGGER_OWNERS_TIMEOUT_MS,
            fetch: deps.fetch,
          }),
      };
      plugin.runtime = { ctx };
      const jobs = await startLoggerJobs({
        dataSource: deps.dataSource,
        clock: ctx.clock,
        retention: {
          logDays: config.LOGGER_LOG_RETENTION_DAYS,
          auditDays: config.LOGGER_AUDIT_RETENTION_DAYS,
        },
        log: app.log,
      });
      app.addHook('onClose', () => jobs.stop());
      await subscribeToEvents(deps.bus, { dataSource: deps.dataSource, metrics: deps.metrics });
    }
    const { ctx } = plugin.runtime;
    await app.register(logsRoutes, { ctx });
    await app.register(auditRoutes, { ctx });

    // ---- the bug viewer (services/logger/src/bugs/, docs/bug-viewer.md): ----
    await registerBugViewer(app, { deps, clock: ctx.clock });
  };
  return plugin;
}

/** The service as the composition roots mount it; tests may pass a clock and the owners. */
export function loggerDefinition(
  overrides: LoggerOverrides = {},
): ServiceDefinition<typeof LoggerConfigSchema> {
  return {
    name: SERVICE_NAME,
    aliases: [BUG_HUNTER_BASE],
    configSchema: LoggerConfigSchema,
    entities: [...inboxEntities],
    migrations: [InboxMigration1700000000200, LoggerSchema1798000000001, BugTracker1798000000002],
    build: (deps) => buildLogger(deps, overrides),
  };
}

export const definition = loggerDefinition();
