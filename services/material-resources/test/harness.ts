import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { newEvent } from '@teleplan/kit/outbox/new-event';
import { startTestService, type TestService } from '@teleplan/kit/testing/start-test-service';
import type { ErrorBody } from '@teleplan/proto/errors';
import { AccountEvents } from '@teleplan/proto/events';
import type { Room, RoomType, Sector } from '@teleplan/proto/material-resources';
import type { Role } from '@teleplan/proto/roles';
import type { MaterialResourcesConfig } from '../src/config.ts';
import { materialResourcesDefinition } from '../src/service.ts';
import { InMemoryLicenses } from './in-memory-licenses.ts';

export type Caller = { id: string; role: Role | 'SERVICE' } | null;

export interface Reply<T = unknown> {
  status: number;
  body: T;
}

export interface Person {
  id: string;
  email: string;
  roles: Role[];
}

export interface OutboxRow {
  type: string;
  payload: { payload: Record<string, unknown> };
}

export interface Counts {
  rooms: number;
  sectors: number;
  roomTypes: number;
  roomSectors: number;
  roomUsers: number;
  sectorDoctors: number;
  events: number;
}

let sequence = 0;

/** Someone the replica does not know, for acting in a role. */
export function ghost(role: Role | 'SERVICE'): Caller {
  return { id: randomUUID(), role };
}

export function as(person: Person, role: Role = person.roles[0]!): Caller {
  return { id: person.id, role };
}

export function code(reply: Reply): string | undefined {
  return (reply.body as ErrorBody | undefined)?.messageCode;
}

export class Harness {
  readonly service: TestService<MaterialResourcesConfig>;
  readonly licenses: InMemoryLicenses;
  readonly admin: Caller = ghost('SUPER_ADMIN');

  constructor(service: TestService<MaterialResourcesConfig>, licenses: InMemoryLicenses) {
    this.service = service;
    this.licenses = licenses;
  }

  /** Calls the service under /api/material-resources as `caller` (null: no token). */
  async call<T = unknown>(method: string, url: string, caller: Caller, body?: unknown): Promise<Reply<T>> {
    const headers: Record<string, string> = {};
    if (caller) headers.authorization = `Bearer ${await this.service.issuer.token(caller.id, caller.role)}`;
    const response = await this.service.app.inject({
      method: method as 'GET',
      url: `/api/material-resources${url}`,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: (response.body ? response.json() : undefined) as T };
  }

  /** A person announced by accounts' events (profile.created then account.created), as the bus delivers them. */
  async person(roles: Role[], enabled = true): Promise<Person> {
    sequence += 1;
    const id = uuidv7();
    const email = `person.${sequence}.${id.slice(-6)}@test.teleplan.fr`;
    await this.publish(AccountEvents.profileCreated, {
      current: {
        id,
        firstName: 'Jeanne',
        lastName: `Martin${sequence}`,
        email,
        telephoneNumber: null,
        sex: 'F',
        zone: 'Europe/Paris',
        staff: true,
        audit: { createdDate: 1 },
        accountId: id,
      },
    });
    await this.publish(AccountEvents.accountCreated, {
      current: { id, enabled, grantedRoles: roles, preferredRole: roles[0] ?? null, email },
    });
    return { id, email, roles };
  }

  async publish(type: string, payload: unknown, id?: string): Promise<void> {
    const event = newEvent(type, 'accounts', payload);
    await this.service.bus.publish(id ? { ...event, id } : event);
    await this.service.bus.idle();
  }

  async roomType(name = `TYPE_${++sequence}`): Promise<RoomType> {
    const reply = await this.call<RoomType>('POST', '/room-types', this.admin, {
      name,
      translations: { fr: 'Salle', en: 'Room' },
    });
    if (reply.status !== 201) throw new Error(`room type: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body;
  }

  /** A sector managed by a new (or given) sector manager, on a fresh licence of `nbRooms` rooms. */
  async sector(
    options: { manager?: Person; nbRooms?: number } = {},
  ): Promise<{ sector: Sector; manager: Person }> {
    const manager = options.manager ?? (await this.person(['SECTOR_MANAGER']));
    const license = this.licenses.addKey(`KEY-${randomUUID()}`, options.nbRooms ?? 10);
    const reply = await this.call<Sector>('POST', '/sectors', this.admin, {
      name: `Cabinet ${++sequence}`,
      license,
      sectorManager: manager.id,
    });
    if (reply.status !== 201) throw new Error(`sector: ${reply.status} ${JSON.stringify(reply.body)}`);
    return { sector: reply.body, manager };
  }

  roomBody(sectorIds: string[], roomTypeId: string, extra: Record<string, unknown> = {}) {
    return {
      name: `Salle ${++sequence}`,
      telephoneNumber: '0325000000',
      zoneId: 'Europe/Paris',
      address: '1 rue de la Paix, Troyes',
      roomType: roomTypeId,
      sectorsId: sectorIds,
      ...extra,
    };
  }

  async room(sectorIds: string[], extra: Record<string, unknown> = {}): Promise<Room> {
    const type = await this.roomType();
    const reply = await this.call<Room>(
      'POST',
      '/create-room',
      this.admin,
      this.roomBody(sectorIds, type.id, extra),
    );
    if (reply.status !== 201) throw new Error(`room: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body;
  }

  async counts(): Promise<Counts> {
    const [row] = await this.service.dataSource.query<Counts[]>(`SELECT
      (SELECT count(*)::int FROM room) AS rooms, (SELECT count(*)::int FROM sector) AS sectors,
      (SELECT count(*)::int FROM room_type) AS "roomTypes", (SELECT count(*)::int FROM room_sector) AS "roomSectors",
      (SELECT count(*)::int FROM room_user) AS "roomUsers", (SELECT count(*)::int FROM sector_doctor) AS "sectorDoctors",
      (SELECT count(*)::int FROM outbox_event) AS events`);
    return row!;
  }

  /** Outbox events written after the first `since` rows, in order. */
  async eventsSince(since: number): Promise<OutboxRow[]> {
    return this.service.dataSource.query(
      'SELECT type, payload FROM outbox_event ORDER BY created_at, id OFFSET $1',
      [since],
    );
  }

  close(): Promise<void> {
    return this.service.close();
  }
}

export async function startResources(): Promise<Harness> {
  const licenses = new InMemoryLicenses();
  const service = await startTestService(materialResourcesDefinition({ licenses }), {});
  return new Harness(service, licenses);
}
