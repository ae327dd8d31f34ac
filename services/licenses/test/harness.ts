import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import type { ErrorBody } from '@teleplan/proto/errors';
import type { EventEnvelope } from '@teleplan/proto/events';
import type { IssuedLicense } from '@teleplan/proto/licenses';
import type { Role } from '@teleplan/proto/roles';
import { startTestService, type TestService } from '@teleplan/kit/testing/start-test-service';
import type { LicensesConfig } from '../src/config.ts';
import { buildLicenses, definition, type LicensesRuntime } from '../src/service.ts';

export type Caller = { id: string; role: Role | 'SERVICE' } | null;

export interface Reply<T = unknown> {
  status: number;
  body: T;
}

/** Someone acting in a role (role checks need no account here). */
export function someone(role: Role | 'SERVICE'): { id: string; role: Role | 'SERVICE' } {
  return { id: randomUUID(), role };
}

export const SERVICE = someone('SERVICE');
export const SUPER_ADMIN = someone('SUPER_ADMIN');

export interface Counts {
  keysUsed: number;
  sectors: number;
  slots: number;
  events: number;
}

export interface Harness {
  service: TestService<LicensesConfig>;
  runtime: LicensesRuntime;
  /** Calls the service under /api/licenses as `caller` (null: no token). */
  call<T = unknown>(method: string, url: string, caller: Caller, body?: unknown): Promise<Reply<T>>;
  /** A key issued by a super admin. */
  issue(nbRooms: number): Promise<string>;
  /** A sector created with a fresh key of `nbRooms` rooms, as material-resources does it. */
  licensedSector(nbRooms: number): Promise<string>;
  /** material-resources announcing a sector (its `sector.created` event), handled before this resolves. */
  announceSector(
    sector: { id: string; managerId: string | null; name?: string },
    type?: string,
  ): Promise<void>;
  counts(): Promise<Counts>;
  /** The outbox events written after the first `since` ones, oldest first. */
  eventsSince(since: number): Promise<{ type: string; payload: EventEnvelope }[]>;
  close(): Promise<void>;
}

export async function startLicenses(config: Partial<LicensesConfig> = {}): Promise<Harness> {
  let plugin: ReturnType<typeof buildLicenses> | undefined;
  const service = await startTestService(
    { ...definition, build: (deps) => (plugin = buildLicenses(deps)) },
    { config },
  );

  const call = async <T>(method: string, url: string, caller: Caller, body?: unknown): Promise<Reply<T>> => {
    const headers: Record<string, string> = {};
    if (caller) headers.authorization = `Bearer ${await service.issuer.token(caller.id, caller.role)}`;
    const response = await service.app.inject({
      method: method as 'GET',
      url: `/api/licenses${url}`,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: (response.body ? response.json() : undefined) as T };
  };

  const expect = (reply: Reply, status: number, what: string) => {
    if (reply.status !== status) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  };

  const harness: Harness = {
    service,
    runtime: plugin!.runtime!,
    call,
    async issue(nbRooms) {
      const reply = await call<IssuedLicense>('POST', '/issue', SUPER_ADMIN, { nbRooms });
      expect(reply, 201, 'issue');
      return reply.body.license;
    },
    async licensedSector(nbRooms) {
      const sectorId = uuidv7();
      const license = await harness.issue(nbRooms);
      expect(
        await call('POST', '/internal/licenses/consume', SERVICE, { license, sectorId }),
        200,
        'consume',
      );
      return sectorId;
    },
    async announceSector(sector, type = 'sector.created') {
      await service.bus.publish({
        id: uuidv7(),
        type,
        version: 1,
        occurredAt: new Date().toISOString(),
        producer: 'material-resources',
        payload: {
          current: {
            id: sector.id,
            name: sector.name ?? 'Aube',
            enabled: true,
            managerId: sector.managerId,
            doctorIds: [],
          },
        },
      });
      await service.bus.idle();
    },
    async counts() {
      const [row] = await service.dataSource.query<Counts[]>(
        `SELECT (SELECT count(*)::int FROM license_key WHERE sector_id IS NOT NULL) AS "keysUsed",
                (SELECT count(*)::int FROM sector_quota) AS sectors,
                (SELECT count(*)::int FROM room_slot) AS slots,
                (SELECT count(*)::int FROM outbox_event) AS events`,
      );
      return row!;
    },
    async eventsSince(since) {
      return service.dataSource.query(
        'SELECT type, payload FROM outbox_event ORDER BY created_at, id OFFSET $1',
        [since],
      );
    },
    close: () => service.close(),
  };
  return harness;
}

export function code(reply: Reply): string | undefined {
  return (reply.body as ErrorBody | undefined)?.messageCode;
}
