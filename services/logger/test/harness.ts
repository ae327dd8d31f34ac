import { randomUUID } from 'node:crypto';
import { newEvent } from '@teleplan/kit/outbox/new-event';
import { callAs, type Caller, type Reply } from '@teleplan/kit/testing/call-as';
import { startTestService, type TestService } from '@teleplan/kit/testing/start-test-service';
import type { ErrorBody } from '@teleplan/proto/errors';
import type { EventActor, EventEnvelope } from '@teleplan/proto/events';
import type { Role } from '@teleplan/proto/roles';
import type { LoggerConfig } from '../src/config.ts';
import { loggerDefinition } from '../src/service.ts';
import { startOwnerStub, type OwnerStub } from './owner-stub.ts';

export type { Caller, Reply };

/** The fixed "now" of every test (never the day the test runs). */
export const NOW = new Date('2026-03-31T10:00:00Z');

export function as(id: string, role: Role | 'SERVICE'): Caller {
  return { id, role };
}

export function code(reply: Reply): string | undefined {
  return (reply.body as ErrorBody | undefined)?.messageCode;
}

/** Every role but the two that read logs and the whole trail. */
export const OTHER_ROLES = [
  'SECTOR_MANAGER',
  'ROOM_MANAGER',
  'ROOM_USER',
  'DOCTOR',
  'PATIENT',
  'SERVICE',
] as const satisfies readonly (Role | 'SERVICE')[];

/** The logger service on a fresh database, its owners (schedule, accounts) an in-test HTTP server. */
export class Harness {
  readonly service: TestService<LoggerConfig>;
  readonly owners: OwnerStub;
  readonly admin: Caller = as(randomUUID(), 'ADMIN');
  readonly superAdmin: Caller = as(randomUUID(), 'SUPER_ADMIN');
  readonly call: ReturnType<typeof callAs>;

  constructor(service: TestService<LoggerConfig>, owners: OwnerStub) {
    this.service = service;
    this.owners = owners;
    this.call = callAs(service.app, service.issuer, '/api/logger');
  }

  static async start(config: Partial<LoggerConfig> = {}): Promise<Harness> {
    const owners = await startOwnerStub();
    const service = await startTestService(loggerDefinition({ clock: () => NOW }), {
      config: {
        LOGGER_SCHEDULE_URL: `${owners.baseUrl}/schedule`,
        LOGGER_ACCOUNTS_URL: `${owners.baseUrl}/accounts`,
        LOGGER_OWNERS_TIMEOUT_MS: 500,
        LOGGER_SECRETS_KEY: 'test-secrets-key-of-the-logger-service',
        ...config,
      },
    });
    return new Harness(service, owners);
  }

  /** GET `path` with `query` (arrays as repeated keys) as `caller`. */
  get<T = unknown>(path: string, caller: Caller, query: Record<string, unknown> = {}): Promise<Reply<T>> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      for (const item of [value].flat()) if (item !== undefined) params.append(key, String(item));
    const search = params.size > 0 ? `?${params}` : '';
    return this.call<T>('GET', `${path}${search}`, caller);
  }

  /** GET `path` as `caller`, the answer as it is (a CSV, say). */
  async raw(path: string, caller: Caller) {
    const token = caller ? await this.service.issuer.token(caller.id, caller.role) : undefined;
    return this.service.app.inject({
      url: `/api/logger${path}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  /** An envelope as the kit writes it in a request: `actor` and `requestId` stamped when given. */
  event<P>(
    type: string,
    payload: P,
    options: { actor?: EventActor; requestId?: string; occurredAt?: string } = {},
  ): EventEnvelope<P> {
    const envelope = newEvent(type, 'test', payload);
    return {
      ...envelope,
      occurredAt: options.occurredAt ?? NOW.toISOString(),
      ...(options.actor && { actor: options.actor }),
      ...(options.requestId && { requestId: options.requestId }),
    };
  }

  /** Publishes the envelopes on the service's bus and waits until they are handled. */
  async publish(...events: EventEnvelope[]): Promise<void> {
    for (const event of events) await this.service.bus.publish(event);
    await this.service.bus.idle();
  }

  async close(): Promise<void> {
    await this.service.close();
    await this.owners.close();
  }
}
