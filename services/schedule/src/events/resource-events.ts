import {
  MaterialResourcesEvents,
  RoomCreatedPayloadSchema,
  RoomEventPayloadSchema,
  SectorDoctorEventPayloadSchema,
  SectorEventPayloadSchema,
  type EventEnvelope,
} from '@teleplan/proto/events';
import { onEvent, type EventApplier } from '@teleplan/kit/inbox/consume-events';
import { PropertiesRepository } from '../data/properties.repository.ts';
import { RoomsRepository } from '../data/rooms.repository.ts';
import { SectorsRepository } from '../data/sectors.repository.ts';
import { openWithDefaultPattern } from '../domain/availability-opening.ts';
import { cancelRoomFuture } from '../domain/room-disabled.ts';
import { ROOM_DEFAULTS } from '../domain/room-properties.ts';

const E = MaterialResourcesEvents;
const at = (event: EventEnvelope) => new Date(event.occurredAt);

const roomChanged = onEvent(RoomEventPayloadSchema, async (payload, manager, event) => {
  await new RoomsRepository(manager).applySnapshot(payload.current, at(event));
});
const sectorChanged = onEvent(SectorEventPayloadSchema, (payload, manager, event) =>
  new SectorsRepository(manager).applySnapshot(payload.current, at(event)),
);
/** Disabling and deleting both close the room: its future appointments are canceled the same way. */
const roomClosed = onEvent(RoomEventPayloadSchema, async (payload, manager, event) => {
  if (await new RoomsRepository(manager).applySnapshot(payload.current, at(event)))
    await cancelRoomFuture(manager, payload.current.id, at(event));
});
const doctorLink = (linked: boolean) =>
  onEvent(SectorDoctorEventPayloadSchema, (payload, manager, event) =>
    new SectorsRepository(manager).applyDoctorLink(payload.sectorId, payload.doctorId, linked, at(event)),
  );

/**
 * Replicas of rooms (zone, state, manager, sectors, staff) and sectors (state, manager, doctors) from
 * material-resources' snapshots, newest applied wins. A new room also gets its default properties
 * (preparation 10 minutes) and, when asked, the default opening pattern in its zone.
 * A disabled or deleted room's future appointments are canceled (see cancelRoomFuture).
 */
export const resourceAppliers: Record<string, EventApplier> = {
  [E.roomCreated]: onEvent(RoomCreatedPayloadSchema, async (payload, manager, event) => {
    await new RoomsRepository(manager).applySnapshot(payload.current, at(event));
    await new PropertiesRepository(manager).createRoomDefaults(payload.current.id, ROOM_DEFAULTS);
    if (payload.defaultOpeningPattern) await openWithDefaultPattern(manager, payload.current, at(event));
  }),
  [E.roomUpdated]: roomChanged,
  [E.roomDisabled]: roomClosed,
  [E.roomEnabled]: roomChanged,
  [E.roomDeleted]: roomClosed,
  [E.sectorCreated]: sectorChanged,
  [E.sectorUpdated]: sectorChanged,
  [E.sectorDoctorLinked]: doctorLink(true),
  [E.sectorDoctorUnlinked]: doctorLink(false),
};
