import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { systemClock } from '@teleplan/kit/clock';
import { registerServiceBase } from '@teleplan/kit/service-base';
import type { ServiceDefinition } from '@teleplan/kit/service-definition';
import { callAs, type Caller, type Reply } from '@teleplan/kit/testing/call-as';
import { startTestService, type TestService } from '@teleplan/kit/testing/start-test-service';
import type { ErrorBody } from '@teleplan/proto/errors';
import type { Role } from '@teleplan/proto/roles';
import { bugViewerRoutes } from '../src/bugs/bug-viewer.routes.ts';
import { BugTracker1798000000002 } from '../src/data/migrations/0002-bug-tracker.ts';
import { TrackerPeer } from './bugs-tracker-peer.ts';

export type { Caller, Reply };

export const SECRETS_KEY = 'test-secrets-key-of-the-logger-service';
export const TRACKER_TOKEN = 'mantis-token-7b2d5a';

export const anyone = (role: Role | 'SERVICE'): Caller => ({ id: randomUUID(), role });
export const code = (reply: Reply) => (reply.body as ErrorBody | undefined)?.messageCode;

/** The bug viewer's routes on the kit's service base, as the logger service mounts them. */
const bugViewerDefinition: ServiceDefinition = {
  name: 'bug-hunter',
  configSchema: Type.Object({}),
  entities: [],
  migrations: [BugTracker1798000000002],
  build:
    (deps): FastifyPluginAsync =>
    async (app) => {
      await registerServiceBase(app, { name: 'bug-hunter', ...deps });
      await app.register(bugViewerRoutes, {
        ctx: {
          dataSource: deps.dataSource,
          secretsKey: SECRETS_KEY,
          trackerTimeoutMs: 500,
          log: app.log,
          clock: systemClock,
        },
      });
    },
};

export class BugViewerHarness {
  readonly service: TestService<object>;
  readonly peer: TrackerPeer;
  readonly superAdmin: Caller = anyone('SUPER_ADMIN');
  /** Calls the service under /api/bug-hunter as `caller` (null: no token). */
  readonly call: ReturnType<typeof callAs>;

  constructor(service: TestService<object>, peer: TrackerPeer) {
    this.service = service;
    this.peer = peer;
    this.call = callAs(service.app, service.issuer, '/api/bug-hunter');
  }

  /** Points the bug viewer at the peer (project 7, its token) as the super admin does. */
  async configure(): Promise<void> {
    const reply = await this.call('PUT', '/settings', this.superAdmin, {
      url: this.peer.url,
      projectId: 7,
      token: TRACKER_TOKEN,
    });
    if (reply.status !== 200) throw new Error(`settings: ${reply.status} ${JSON.stringify(reply.body)}`);
  }

  async close(): Promise<void> {
    await this.service.close();
    await this.peer.stop();
  }
}

/** The service on a fresh database, with a MantisBT-compatible peer that accepts `TRACKER_TOKEN`. */
export async function startBugViewer(): Promise<BugViewerHarness> {
  const peer = await new TrackerPeer(TRACKER_TOKEN).start();
  return new BugViewerHarness(await startTestService(bugViewerDefinition), peer);
}
