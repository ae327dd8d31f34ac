import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { newEvent } from '@teleplan/kit/outbox/new-event';
import { callAs, type Caller } from '@teleplan/kit/testing/call-as';
import { startTestService, type TestService } from '@teleplan/kit/testing/start-test-service';
import type { ErrorBody } from '@teleplan/proto/errors';
import { AccountEvents, MaterialResourcesEvents } from '@teleplan/proto/events';
import type { RoomSnapshot, SectorSnapshot } from '@teleplan/proto/material-resources';
import type { Role } from '@teleplan/proto/roles';
import { aRoomSnapshot } from '@teleplan/proto/testing/room';
import type { ScheduleConfig } from '../src/config.ts';
import { scheduleDefinition } from '../src/service.ts';
import { TestClock } from './today.ts';

export type { Caller, Reply } from '@teleplan/kit/testing/call-as';

export interface Person {
  id: string;
  email: string;
  roles: Role[];
}

let sequence = 0;

/** Someone the replica does not know, acting in a role. */
export function ghost(role: Role | 'SERVICE'): Caller {
  return { id: randomUUID(), role };
}

export function as(person: Person, role: Role = person.roles[0]!): Caller {
  return { id: person.id, role };
}

export function code(reply: { body: unknown }): string | undefined {
  return (reply.body as ErrorBody | undefined)?.messageCode;
}

export interface Counts {
  doctorProperties: number;
  roomProperties: number;
}

/** The schedule service on a fresh database, fed by events as accounts and material-resources send them. */
export class Harness {
  readonly service: TestService<ScheduleConfig>;
  readonly call: ReturnType<typeof callAs>;
  readonly admin: Caller = ghost('SUPER_ADMIN');
  /** The service's clock: the tests' now (`testNow()`, never the real time) while `at` is null, else that instant. */
  readonly clock: TestClock;

  constructor(service: TestService<ScheduleConfig>, clock = new TestClock()) {
    this.service = service;
    this.clock = clock;
    this.call = callAs(service.app, service.issuer, '/api/schedule');
  }

  /** Runs `work` with the service's clock at `instant` (e.g. to book what is now past), then puts it back. */
  async at<T>(instant: string, work: () => Promise<T>): Promise<T> {
    const before = this.clock.at;
    this.clock.at = new Date(instant);
    try {
      return await work();
    } finally {
      this.clock.at = before;
    }
  }

  /**
   * Publishes an event and waits until every consumer handled it. It occurs at the service's now unless said: the
   * other services live in the tests' time too (a disabled room cancels what starts after that instant).
   */
  async publish(type: string, payload: unknown, options: { id?: string; occurredAt?: string } = {}) {
    const producer =
      type.startsWith('profile.') || type.startsWith('account.') ? 'accounts' : 'material-resources';
    const event = {
      ...newEvent(type, producer, payload),
      occurredAt: this.clock.now().toISOString(),
      ...options,
    };
    await this.service.bus.publish(event);
    await this.service.bus.idle();
    return event;
  }

  accountSnapshot(person: Person, roles: Role[], enabled: boolean) {
    return {
      id: person.id,
      enabled,
      grantedRoles: roles,
      preferredRole: roles[0] ?? null,
      email: person.email,
    };
  }

  /** A person announced by accounts (profile.created then account.created). */
  async person(roles: Role[], enabled = true): Promise<Person> {
    sequence += 1;
    const id = uuidv7();
    const person = { id, email: `person.${sequence}.${id.slice(-6)}@test.teleplan.fr`, roles };
    await this.publish(AccountEvents.profileCreated, {
      current: {
        id,
        firstName: 'Jeanne',
        lastName: `Martin${sequence}`,
        email: person.email,
        telephoneNumber: null,
        sex: 'F',
        zone: 'Europe/Paris',
        staff: true,
        audit: { createdDate: 1 },
        accountId: id,
      },
    });
    await this.publish(AccountEvents.accountCreated, {
      current: this.accountSnapshot(person, roles, enabled),
    });
    return person;
  }

  sectorSnapshot(extra: Partial<SectorSnapshot> = {}): SectorSnapshot {
    return {
      id: uuidv7(),
      name: `Cabinet ${++sequence}`,
      enabled: true,
      managerId: null,
      doctorIds: [],
      ...extra,
    };
  }

  async sector(extra: Partial<SectorSnapshot> = {}): Promise<SectorSnapshot> {
    const sector = this.sectorSnapshot(extra);
    await this.publish(MaterialResourcesEvents.sectorCreated, { current: sector });
    return sector;
  }

  roomSnapshot(extra: Partial<RoomSnapshot> = {}): RoomSnapshot {
    return aRoomSnapshot(uuidv7(), { name: `Salle ${++sequence}`, ...extra });
  }

  async room(extra: Partial<RoomSnapshot> = {}): Promise<RoomSnapshot> {
    const room = this.roomSnapshot(extra);
    await this.publish(MaterialResourcesEvents.roomCreated, { current: room, defaultOpeningPattern: false });
    return room;
  }

  async counts(): Promise<Counts> {
    const [row] = await this.service.dataSource.query<Counts[]>(`SELECT
      (SELECT count(*)::int FROM doctor_properties) AS "doctorProperties",
      (SELECT count(*)::int FROM room_properties) AS "roomProperties"`);
    return row!;
  }

  close(): Promise<void> {
    return this.service.close();
  }
}

export async function startSchedule(
  options: { logStream?: { write(line: string): unknown } } = {},
): Promise<Harness> {
  const clock = new TestClock();
  const service = await startTestService(scheduleDefinition({ clock: clock.now }), options);
  return new Harness(service, clock);
}
