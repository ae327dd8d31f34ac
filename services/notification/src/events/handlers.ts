import type { DataSource, EntityManager } from 'typeorm';
import {
  AccountEventPayloadSchema,
  AccountEvents,
  CredentialsChangedPayloadSchema,
  MaterialResourcesEvents,
  ProfileEventPayloadSchema,
  RoomCreatedPayloadSchema,
  RoomEventPayloadSchema,
  SectorEventPayloadSchema,
  type EventEnvelope,
} from '@teleplan/proto/events';
import type { RoomSnapshot } from '@teleplan/proto/material-resources';
import type { EventBus } from '@teleplan/kit/bus/event-bus';
import { consumeEvents, onEvent, type EventApplier } from '@teleplan/kit/inbox/consume-events';
import type { ServiceMetrics } from '@teleplan/kit/metrics';
import { PeopleRepository } from '../data/people.repository.ts';
import { RoomsRepository } from '../data/rooms.repository.ts';
import { versionOf } from '@teleplan/kit/db/event-version';
import { appointmentAppliers, type AppointmentMessagesDeps } from '../messages/appointment-events.ts';
import { profileLanguage } from '../messages/patient-language.ts';
import { recordLiveEvent } from '../live/record-live-event.ts';

export const CONSUMER = 'notification';

const profile = onEvent(ProfileEventPayloadSchema, ({ current }, manager, event) =>
  new PeopleRepository(manager).applyProfile(
    {
      id: current.id,
      email: current.email?.trim() || null,
      telephoneNumber: current.telephoneNumber?.trim() || null,
      firstName: current.firstName,
      lastName: current.lastName,
      zone: current.zone,
      language: profileLanguage(current),
      staff: current.staff,
      hasAccount: current.accountId !== null,
    },
    versionOf(event),
  ),
);
const credentialsChanged = onEvent(
  CredentialsChangedPayloadSchema,
  ({ accountId, keepSessionId }, manager, event) =>
    new PeopleRepository(manager).endSessions(accountId, new Date(event.occurredAt), keepSessionId),
);
const account = onEvent(AccountEventPayloadSchema, ({ current }, manager, event) =>
  new PeopleRepository(manager).applyAccount(current, versionOf(event)),
);
const applyRoom = (current: RoomSnapshot, manager: EntityManager, event: EventEnvelope) =>
  new RoomsRepository(manager).applyRoom(
    {
      id: current.id,
      managerId: current.managerId,
      userIds: current.userIds,
      sectorIds: current.sectorIds,
      deleted: current.deleted,
      name: current.name,
      address: current.address,
      url: current.url,
      virtual: current.virtual,
      zone: current.zoneId,
    },
    versionOf(event),
  );
const roomCreated = onEvent(RoomCreatedPayloadSchema, ({ current }, manager, event) =>
  applyRoom(current, manager, event),
);
const room = onEvent(RoomEventPayloadSchema, ({ current }, manager, event) =>
  applyRoom(current, manager, event),
);
const sector = onEvent(SectorEventPayloadSchema, ({ current }, manager, event) =>
  new RoomsRepository(manager).applySector(current, versionOf(event)),
);

/**
 * The replicas the rules read: people (email, names, phone presence, staff flag, roles, enabled) and rooms and
 * sectors (managers, staff, room sectors, places). Snapshots carry the whole state, so applying the newest one is
 * enough; an older one arriving late is ignored.
 */
const appliers: Record<string, EventApplier> = {
  [AccountEvents.profileCreated]: profile,
  [AccountEvents.profileUpdated]: profile,
  [AccountEvents.accountCreated]: account,
  [AccountEvents.accountUpdated]: account,
  [AccountEvents.accountActivated]: account,
  [AccountEvents.accountDeactivated]: account,
  [AccountEvents.accountRolesChanged]: account,
  [AccountEvents.accountCredentialsChanged]: credentialsChanged,
  [MaterialResourcesEvents.roomCreated]: roomCreated,
  [MaterialResourcesEvents.roomUpdated]: room,
  [MaterialResourcesEvents.roomDisabled]: room,
  [MaterialResourcesEvents.roomEnabled]: room,
  [MaterialResourcesEvents.roomDeleted]: room,
  [MaterialResourcesEvents.sectorCreated]: sector,
  [MaterialResourcesEvents.sectorUpdated]: sector,
};

/**
 * An appointment event, in one transaction: recorded in the live feed's history, then the appointment replica and
 * the patient's messages it calls for.
 */
function appointmentEvents(messages: AppointmentMessagesDeps): Record<string, EventApplier> {
  return Object.fromEntries(
    Object.entries(appointmentAppliers(messages)).map(([type, forMessages]) => [
      type,
      {
        schema: forMessages.schema,
        apply: async (payload, manager, event) => {
          await recordLiveEvent.apply(payload, manager, event);
          await forMessages.apply(payload, manager, event);
        },
      } satisfies EventApplier,
    ]),
  );
}

/** Each event is handled once (kit inbox, in the same transaction as its effect). */
export async function subscribeToReplicaEvents(
  bus: EventBus,
  deps: { dataSource: DataSource; metrics: ServiceMetrics; messages: AppointmentMessagesDeps },
): Promise<void> {
  await consumeEvents(bus, CONSUMER, deps, { ...appliers, ...appointmentEvents(deps.messages) });
}
