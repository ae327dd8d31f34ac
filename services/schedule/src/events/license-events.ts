import { LicensesEvents, SectorOpeningPayloadSchema } from '@teleplan/proto/licenses';
import { onEvent, type EventApplier } from '@teleplan/kit/inbox/consume-events';
import { SectorsRepository } from '../data/sectors.repository.ts';

const opening = onEvent(SectorOpeningPayloadSchema, (payload, manager) =>
  new SectorsRepository(manager).applyOpening(payload.sectorId, payload.open, new Date(payload.changedAt)),
);

/** The distributor closes and reopens practices (licenses): nothing new is booked in a closed one. */
export const licenseAppliers: Record<string, EventApplier> = {
  [LicensesEvents.sectorClosed]: opening,
  [LicensesEvents.sectorOpened]: opening,
};
