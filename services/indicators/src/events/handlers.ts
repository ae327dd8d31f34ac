import type { DataSource, EntityManager } from 'typeorm';
import {
  MaterialResourcesEvents as R,
  RoomCreatedPayloadSchema,
  RoomEventPayloadSchema,
  RoomTypeEventPayloadSchema,
  SectorDoctorEventPayloadSchema,
  SectorEventPayloadSchema,
  type EventEnvelope,
} from '@teleplan/proto/events';
import type { RoomSnapshot } from '@teleplan/proto/material-resources';
import {
  AppointmentEventPayloadSchema,
  AvailabilityChangedPayloadSchema,
  ScheduleEvents as S,
} from '@teleplan/proto/schedule-events';
import { EvaluationSubmittedPayloadSchema } from '@teleplan/proto/schedule-evaluations';
import type { EventBus } from '@teleplan/kit/bus/event-bus';
import { versionOf } from '@teleplan/kit/db/event-version';
import { consumeEvents, onEvent, type EventApplier } from '@teleplan/kit/inbox/consume-events';
import type { ServiceMetrics } from '@teleplan/kit/metrics';
import { AvailabilityRepository } from '../data/availability.repository.ts';
import { EvaluationsRepository } from '../data/evaluations.repository.ts';
import { FactsRepository } from '../data/facts.repository.ts';
import { ReadModelRepository } from '../data/read-model.repository.ts';
import { ResourcesRepository } from '../data/resources.repository.ts';

export const CONSUMER = 'indicators';

const appointment = onEvent(AppointmentEventPayloadSchema, ({ current }, manager, event) =>
  new FactsRepository(manager).apply(current, event.id),
);
const evaluation = onEvent(EvaluationSubmittedPayloadSchema, (payload, manager) =>
  new EvaluationsRepository(manager).submit([payload]),
);
const applyRoom = (current: RoomSnapshot, manager: EntityManager, event: EventEnvelope) =>
  new ResourcesRepository(manager).applyRooms([current], versionOf(event));
const roomCreated = onEvent(RoomCreatedPayloadSchema, ({ current }, manager, event) =>
  applyRoom(current, manager, event),
);
const room = onEvent(RoomEventPayloadSchema, ({ current }, manager, event) =>
  applyRoom(current, manager, event),
);
const sector = onEvent(SectorEventPayloadSchema, ({ current }, manager, event) =>
  new ResourcesRepository(manager).applySectors([current], versionOf(event)),
);
const roomType = onEvent(RoomTypeEventPayloadSchema, ({ current }, manager, event) =>
  new ResourcesRepository(manager).applyRoomTypes([current], versionOf(event)),
);
const doctorLink = (linked: boolean) =>
  onEvent(SectorDoctorEventPayloadSchema, ({ sectorId, doctorId }, manager) =>
    new ResourcesRepository(manager).linkDoctor(sectorId, doctorId, linked),
  );

/** availability.changed names the owner only: its available minutes will be asked again from schedule. */
const availability = onEvent(AvailabilityChangedPayloadSchema, ({ owner }, manager) =>
  new AvailabilityRepository(manager).requestRefresh(owner),
);

/** Each applier followed, in its transaction, by a new version of the model (the answers kept are not reused). */
function changing(appliers: Record<string, EventApplier>): Record<string, EventApplier> {
  return Object.fromEntries(
    Object.entries(appliers).map(([type, applier]) => [
      type,
      {
        schema: applier.schema,
        apply: async (payload, manager, event) => {
          await applier.apply(payload, manager, event);
          await new ReadModelRepository(manager).changed();
        },
      } satisfies EventApplier,
    ]),
  );
}

/**
 * The read model's feed (docs/events.md#catalogue): appointment facts and their rollups, evaluations, the
 * resources replicas and the available minutes. Each event is handled once (kit inbox, same transaction).
 */
export async function subscribeToEvents(
  bus: EventBus,
  deps: { dataSource: DataSource; metrics: ServiceMetrics },
): Promise<void> {
  await consumeEvents(
    bus,
    CONSUMER,
    deps,
    changing({
      [S.appointmentBooked]: appointment,
      [S.appointmentModified]: appointment,
      [S.appointmentCanceled]: appointment,
      [S.evaluationSubmitted]: evaluation,
      [S.availabilityChanged]: availability,
      [R.roomCreated]: roomCreated,
      [R.roomUpdated]: room,
      [R.roomDisabled]: room,
      [R.roomEnabled]: room,
      [R.roomDeleted]: room,
      [R.sectorCreated]: sector,
      [R.sectorUpdated]: sector,
      [R.roomTypeCreated]: roomType,
      [R.roomTypeUpdated]: roomType,
      [R.sectorDoctorLinked]: doctorLink(true),
      [R.sectorDoctorUnlinked]: doctorLink(false),
    }),
  );
}
