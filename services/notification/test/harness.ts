import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { newEvent } from '@teleplan/kit/outbox/new-event';
import { callAs, type Caller, type Reply } from '@teleplan/kit/testing/call-as';
import { startTestService, type TestService } from '@teleplan/kit/testing/start-test-service';
import type { Language } from '@teleplan/proto/accounts';
import type { ErrorBody } from '@teleplan/proto/errors';
import { AccountEvents, MaterialResourcesEvents } from '@teleplan/proto/events';
import type { RoomSnapshot } from '@teleplan/proto/material-resources';
import { ScheduleEvents } from '@teleplan/proto/schedule-events';
import type { Role } from '@teleplan/proto/roles';
import { aRoomSnapshot } from '@teleplan/proto/testing/room';
import type { NotificationConfig } from '../src/config.ts';
import { notificationDefinition, type NotificationOverrides } from '../src/service.ts';

export type { Caller, Reply };

export interface Person {
  id: string;
  email: string | null;
  roles: Role[];
}

export const SECRETS_KEY = 'test-secrets-key-of-the-notification-service';
let sequence = 0;

/** Someone the replica does not know, acting in a role. */
export function ghost(role: Role | 'SERVICE'): Caller {
  return { id: randomUUID(), role };
}

export function as(person: Person, role: Role = person.roles[0] ?? 'PATIENT'): Caller {
  return { id: person.id, role };
}

export function code(reply: Reply): string | undefined {
  return (reply.body as ErrorBody | undefined)?.messageCode;
}

export class Harness {
  readonly service: TestService<NotificationConfig>;
  readonly superAdmin: Caller = ghost('SUPER_ADMIN');

  /** Calls the service under /api/notification as `caller` (null: no token). */
  readonly call: ReturnType<typeof callAs>;

  constructor(service: TestService<NotificationConfig>) {
    this.service = service;
    this.call = callAs(service.app, service.issuer, '/api/notification');
  }

  async publish(type: string, payload: unknown, options: { id?: string; occurredAt?: string } = {}) {
    const producer = (Object.values(AccountEvents) as string[]).includes(type)
      ? 'accounts'
      : (Object.values(ScheduleEvents) as string[]).includes(type)
        ? 'schedule'
        : 'material-resources';
    const event = { ...newEvent(type, producer, payload), ...options };
    await this.service.bus.publish(event);
    await this.service.bus.idle();
  }

  profileSnapshot(
    id: string,
    options: {
      email?: string | null;
      telephoneNumber?: string | null;
      staff?: boolean;
      language?: Language;
    } = {},
  ) {
    return {
      id,
      firstName: 'Jeanne',
      lastName: `Martin${sequence}`,
      email:
        options.email === undefined ? `person.${sequence}.${id.slice(-6)}@test.teleplan.fr` : options.email,
      telephoneNumber: options.telephoneNumber === undefined ? '0612345678' : options.telephoneNumber,
      sex: 'F',
      zone: 'Europe/Paris',
      language: options.language ?? 'fr',
      staff: options.staff ?? false,
      audit: { createdDate: 1 },
      accountId: id,
    };
  }

  /**
   * A person announced by accounts' events (profile.created, then account.created when it has roles), as the bus
   * delivers them. Staff unless its only role is PATIENT.
   */
  async person(
    roles: Role[],
    options: { email?: string | null; telephoneNumber?: string | null } = {},
  ): Promise<Person> {
    sequence += 1;
    const id = uuidv7();
    const staff = roles.some((role) => role !== 'PATIENT');
    const profile = this.profileSnapshot(id, { ...options, staff });
    await this.publish(AccountEvents.profileCreated, { current: profile });
    if (roles.length > 0)
      await this.publish(AccountEvents.accountCreated, {
        current: {
          id,
          enabled: true,
          grantedRoles: roles,
          preferredRole: roles[0] ?? null,
          email: profile.email ?? `login.${id}@test.teleplan.fr`,
        },
      });
    return { id, email: profile.email, roles };
  }

  sectorSnapshot(id: string, managerId: string | null) {
    return { id, name: `Cabinet ${++sequence}`, enabled: true, managerId, doctorIds: [] };
  }

  async sector(managerId: string | null): Promise<string> {
    const id = uuidv7();
    await this.publish(MaterialResourcesEvents.sectorCreated, {
      current: this.sectorSnapshot(id, managerId),
    });
    return id;
  }

  roomSnapshot(id: string, managerId: string | null, sectorIds: string[], deleted = false): RoomSnapshot {
    return aRoomSnapshot(id, {
      name: `Salle ${++sequence}`,
      enabled: !deleted,
      deleted,
      managerId,
      sectorIds,
    });
  }

  async room(managerId: string | null, sectorIds: string[]): Promise<string> {
    const id = uuidv7();
    await this.publish(MaterialResourcesEvents.roomCreated, {
      current: this.roomSnapshot(id, managerId, sectorIds),
      defaultOpeningPattern: false,
    });
    return id;
  }

  async count(table: string): Promise<number> {
    const [row] = await this.service.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM ${table}`,
    );
    return row!.n;
  }

  close(): Promise<void> {
    return this.service.close();
  }
}

export async function startNotification(
  config: Partial<NotificationConfig> = {},
  overrides: NotificationOverrides = {},
): Promise<Harness> {
  const service = await startTestService(notificationDefinition(overrides), {
    config: { NOTIFICATION_SECRETS_KEY: SECRETS_KEY, NOTIFICATION_SMTP_TIMEOUT_MS: 3000, ...config },
  });
  return new Harness(service);
}
