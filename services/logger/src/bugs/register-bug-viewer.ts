import type { FastifyInstance } from 'fastify';
import type { Clock } from '@teleplan/kit/clock';
import type { ServiceDeps } from '@teleplan/kit/service-definition';
import type { LoggerConfig } from '../config.ts';
import { bugViewerRoutes } from './bug-viewer.routes.ts';

/** The bug viewer's routes on the logger service's registration `app` (docs/bug-viewer.md). */
export async function registerBugViewer(
  app: FastifyInstance,
  options: { deps: ServiceDeps<LoggerConfig>; clock: Clock },
): Promise<void> {
  const { deps, clock } = options;
  await app.register(bugViewerRoutes, {
    ctx: {
      dataSource: deps.dataSource,
      secretsKey: deps.config.LOGGER_SECRETS_KEY,
      trackerTimeoutMs: deps.config.LOGGER_TRACKER_TIMEOUT_MS,
      log: app.log,
      clock,
    },
  });
}
