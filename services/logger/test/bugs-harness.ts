import { randomUUID } from 'node:crypto';
import { callAs, type Caller, type Reply } from '@teleplan/kit/testing/call-as';
import { startTestService, type TestService } from '@teleplan/kit/testing/start-test-service';
import type { ErrorBody } from '@teleplan/proto/errors';
import type { Role } from '@teleplan/proto/roles';
import type { LoggerConfig } from '../src/config.ts';
import { loggerDefinition } from '../src/service.ts';
import { TrackerPeer } from './bugs-tracker-peer.ts';

export type { Caller, Reply };

export const SECRETS_KEY = 'test-secrets-key-of-the-logger-service';
export const TRACKER_TOKEN = 'mantis-token-7b2d5a';

export const anyone = (role: Role | 'SERVICE'): Caller => ({ id: randomUUID(), role });
export const code = (reply: Reply) => (reply.body as ErrorBody | undefined)?.messageCode;

export class BugViewerHarness {
  readonly service: TestService<LoggerConfig>;
  readonly peer: TrackerPeer;
  readonly superAdmin: Caller = anyone('SUPER_ADMIN');
  /** Calls the service under /api/bug-hunter as `caller` (null: no token). */
  readonly call: ReturnType<typeof callAs>;

  constructor(service: TestService<LoggerConfig>, peer: TrackerPeer) {
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

/** The logger service on a fresh database, with a MantisBT-compatible peer that accepts `TRACKER_TOKEN`. */
export async function startBugViewer(): Promise<BugViewerHarness> {
  const peer = await new TrackerPeer(TRACKER_TOKEN).start();
  const service = await startTestService(loggerDefinition(), {
    config: { LOGGER_SECRETS_KEY: SECRETS_KEY, LOGGER_TRACKER_TIMEOUT_MS: 500 },
  });
  return new BugViewerHarness(service, peer);
}
