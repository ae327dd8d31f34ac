import type { DataSource, EntityManager } from 'typeorm';
import {
  AccountEventPayloadSchema,
  AccountEvents,
  MaterialResourcesEvents,
  ProfileEventPayloadSchema,
  RoomCreatedPayloadSchema,
  RoomEventPayloadSchema,
  SectorEventPayloadSchema,
  type EventEnvelope,
} from '@teleplan/proto/events';
import type { EventBus } from '@teleplan/kit/bus/event-bus';
import { consumeOnce, payloadOf } from '@teleplan/kit/inbox/consume-once';
import type { ServiceMetrics } from '@teleplan/kit/metrics';
import { PeopleRepository } from '../data/people.repository.ts';
import { RoomsRepository } from '../data/rooms.repository.ts';

export const CONSUMER = 'notification';

const PROFILE_EVENTS: readonly string[] = [AccountEvents.profileCreated, AccountEvents.profileUpdated];
const ACCOUNT_EVENTS: readonly string[] = [
  AccountEvents.accountCreated,
  AccountEvents.accountUpdated,
  AccountEvents.accountActivated,
  AccountEvents.accountDeactivated,
  AccountEvents.accountRolesChanged,
];
const ROOM_EVENTS: readonly string[] = [
  MaterialResourcesEvents.roomUpdated,
  MaterialResourcesEvents.roomDisabled,
  MaterialResourcesEvents.roomEnabled,
  MaterialResourcesEvents.roomDeleted,
];
const SECTOR_EVENTS: readonly string[] = [
  MaterialResourcesEvents.sectorCreated,
  MaterialResourcesEvents.sectorUpdated,
];
export const CONSUMED_EVENTS: readonly string[] = [
  ...PROFILE_EVENTS,
  ...ACCOUNT_EVENTS,
  MaterialResourcesEvents.roomCreated,
  ...ROOM_EVENTS,
  ...SECTOR_EVENTS,
];

/**
 * Keeps the replicas the rules read: people (email, phone presence, staff flag, roles) and rooms and sectors
 * (managers, room sectors). Snapshots carry the whole state, so applying the newest one is enough; an older one
 * arriving late is ignored.
 */
async function apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
  const at = new Date(event.occurredAt);
  if (PROFILE_EVENTS.includes(event.type)) {
    const profile = payloadOf(ProfileEventPayloadSchema, event).current;
    await new PeopleRepository(manager).applyProfile(
      {
        id: profile.id,
        email: profile.email?.trim() || null,
        hasTelephone: Boolean(profile.telephoneNumber?.trim()),
        staff: profile.staff,
      },
      at,
    );
  } else if (ACCOUNT_EVENTS.includes(event.type)) {
    await new PeopleRepository(manager).applyAccount(payloadOf(AccountEventPayloadSchema, event).current, at);
  } else if (SECTOR_EVENTS.includes(event.type)) {
    await new RoomsRepository(manager).applySector(payloadOf(SectorEventPayloadSchema, event).current, at);
  } else {
    const schema =
      event.type === MaterialResourcesEvents.roomCreated ? RoomCreatedPayloadSchema : RoomEventPayloadSchema;
    const room = payloadOf(schema, event).current;
    await new RoomsRepository(manager).applyRoom(
      { id: room.id, managerId: room.managerId, sectorIds: room.sectorIds, deleted: room.deleted },
      at,
    );
  }
}

/** Each event is handled once (kit inbox, in the same transaction as its effect). */
export async function subscribeToReplicaEvents(
  bus: EventBus,
  deps: { dataSource: DataSource; metrics: ServiceMetrics },
): Promise<void> {
  await consumeOnce(bus, { consumer: CONSUMER, ...deps }, CONSUMED_EVENTS, apply);
}
