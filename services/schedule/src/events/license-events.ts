import { LicensesEvents, SectorOpeningPayloadSchema } from '@teleplan/proto/licenses';
import { onEvent, type EventApplier } from '@teleplan/kit/inbox/consume-events';
import { SectorsRepository } from '../data/sectors.repository.ts';

/** Ordered by when licenses changed the opening (its `changedAt`), then by event id. */
const opening = onEvent(SectorOpeningPayloadSchema, (payload, manager, event) =>
  new SectorsRepository(manager).applyOpening(payload.sectorId, payload.open, {
    at: new Date(payload.changedAt),
    eventId: event.id,
  }),
);

/** The distributor closes and reopens practices (licenses): nothing new is booked in a closed one. */
export const licenseAppliers: Record<string, EventApplier> = {
  [LicensesEvents.sectorClosed]: opening,
  [LicensesEvents.sectorOpened]: opening,
};
