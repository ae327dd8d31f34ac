import { randomUUID } from 'node:crypto';
import { newEvent } from '@teleplan/kit/outbox/new-event';
import { waitFor } from '@teleplan/kit/testing/wait-for';
import { callAs, type Caller, type Reply } from '@teleplan/kit/testing/call-as';
import { startTestService, type TestService } from '@teleplan/kit/testing/start-test-service';
import type { ErrorBody } from '@teleplan/proto/errors';
import { MaterialResourcesEvents as R } from '@teleplan/proto/events';
import type { RoomSnapshot, SectorSnapshot } from '@teleplan/proto/material-resources';
import type { Appointment } from '@teleplan/proto/schedule-appointments';
import type { EvaluationSubmittedPayload } from '@teleplan/proto/schedule-evaluations';
import { ScheduleEvents as S } from '@teleplan/proto/schedule-events';
import type { Role } from '@teleplan/proto/roles';
import { aRoomSnapshot } from '@teleplan/proto/testing/room';
import type { IndicatorsConfig } from '../src/config.ts';
import { indicatorsDefinition } from '../src/service.ts';
import { startOwnerStub, type OwnerData, type OwnerStub } from './owner-stub.ts';

export type { Caller, Reply };

/** The fixed "now" of every test (never the day the test runs). */
export const NOW = new Date('2026-03-31T10:00:00Z');

export function as(id: string, role: Role | 'SERVICE'): Caller {
  return { id, role };
}

export function code(reply: Reply): string | undefined {
  return (reply.body as ErrorBody | undefined)?.messageCode;
}

/**
 * The indicators service on a fresh database, with the owners as an in-test server: each helper publishes the
 * owner's event and records the same fact in the stub's exports, so the events-fed and rebuilt models can be
 * compared.
 */
export class Harness {
  readonly service: TestService<IndicatorsConfig>;
  readonly owners: OwnerData;
  readonly stub: OwnerStub;
  readonly admin: Caller = as(randomUUID(), 'ADMIN');
  readonly call: ReturnType<typeof callAs>;
  private readonly closeOwners: () => Promise<void>;

  constructor(service: TestService<IndicatorsConfig>, stub: OwnerStub, closeOwners: () => Promise<void>) {
    this.service = service;
    this.stub = stub;
    this.owners = stub.data;
    this.closeOwners = closeOwners;
    this.call = callAs(service.app, service.issuer, '/api/indicators');
  }

  /** GET `path` with `query` (arrays as repeated keys) as `caller`. */
  get<T = unknown>(path: string, caller: Caller, query: Record<string, unknown> = {}): Promise<Reply<T>> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      for (const item of [value].flat()) if (item !== undefined) params.append(key, String(item));
    const search = params.size > 0 ? `?${params}` : '';
    return this.call<T>('GET', `${path}${search}`, caller);
  }

  async publish(type: string, payload: unknown, options: { id?: string; occurredAt?: string } = {}) {
    const producer = (Object.values(S) as string[]).includes(type) ? 'schedule' : 'material-resources';
    await this.service.bus.publish({ ...newEvent(type, producer, payload), ...options });
    await this.service.bus.idle();
  }

  async sector(fields: Partial<SectorSnapshot> = {}): Promise<SectorSnapshot> {
    const sector = {
      id: randomUUID(),
      name: 'Cabinet',
      enabled: true,
      managerId: null,
      doctorIds: [],
      ...fields,
    };
    this.owners.resources.sectors = [
      ...this.owners.resources.sectors.filter((s) => s.id !== sector.id),
      sector,
    ];
    await this.publish(R.sectorCreated, { current: sector });
    return sector;
  }

  async room(fields: Partial<RoomSnapshot> = {}): Promise<RoomSnapshot> {
    const room = aRoomSnapshot(randomUUID(), fields);
    this.owners.resources.rooms = [...this.owners.resources.rooms.filter((r) => r.id !== room.id), room];
    await this.publish(R.roomCreated, { current: room, defaultOpeningPattern: false });
    return room;
  }

  async roomType(): Promise<string> {
    const type = {
      id: randomUUID(),
      name: `TYPE ${randomUUID()}`,
      enabled: true,
      translations: { fr: 'Type' },
    };
    this.owners.resources.roomTypes.push(type);
    await this.publish(R.roomTypeCreated, { current: type });
    return type.id;
  }

  /** schedule publishes `type` with this appointment as it now is (and the one it was, for a change). */
  async appointment(type: string, current: Appointment, previous?: Appointment): Promise<void> {
    this.owners.appointments.set(current.id, current);
    await this.publish(type, { current, ...(previous && { previous }) });
  }

  async evaluation(payload: EvaluationSubmittedPayload): Promise<void> {
    this.owners.evaluations.push(payload);
    await this.publish(S.evaluationSubmitted, payload);
  }

  /**
   * schedule's availability of `owner` becomes `hours` (each the first `minutes` of a UTC hour), and it says so.
   */
  async availability(
    owner: string,
    ownerType: 'ROOM' | 'DOCTOR',
    hours: { hour: string; minutes: number }[],
  ) {
    const end = (hour: { hour: string; minutes: number }) =>
      new Date(Date.parse(hour.hour) + hour.minutes * 60_000).toISOString();
    this.owners.availability = [
      ...this.owners.availability.filter((stretch) => stretch.owner !== owner),
      ...hours.map((hour) => ({ ownerType, owner, start: hour.hour, end: end(hour) })),
    ];
    await this.publish(S.availabilityChanged, { ownerType, owner, added: [], removed: [] });
    await this.refreshed();
  }

  /** Waits until the owners whose availability changed were asked for again. */
  async refreshed(): Promise<void> {
    const waiting = async () => {
      const [row] = await this.service.dataSource.query<{ n: number }[]>(
        'SELECT count(*)::int AS n FROM availability_refresh WHERE refreshed_at IS NULL',
      );
      return row!.n;
    };
    await waitFor('the availability refresh', async () => (await waiting()) === 0, { timeoutMs: 10_000 });
  }

  async count(table: string): Promise<number> {
    const [row] = await this.service.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM ${table}`,
    );
    return row!.n;
  }

  async close(): Promise<void> {
    await this.service.close();
    await this.closeOwners();
  }
}

/** The service with its own owners' stub, or `stub` (a second instance reading the same owners). */
export async function startIndicators(
  config: Partial<IndicatorsConfig> = {},
  shared?: OwnerStub,
): Promise<Harness> {
  const stub = shared ?? (await startOwnerStub());
  const service = await startTestService(indicatorsDefinition({ clock: () => NOW, owners: stub.owners }), {
    config: { INDICATORS_REBUILD_ON_FIRST_START: false, INDICATORS_AVAILABILITY_REFRESH_MS: 20, ...config },
  });
  return new Harness(service, stub, shared ? async () => undefined : stub.close);
}
