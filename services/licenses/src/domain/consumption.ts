import {
  LicensesEvents,
  type AddLicenseRoomsBody,
  type ConsumedLicense,
  type LicenseAppliedPayload,
  type LicenseReleasedPayload,
  type SectorQuota,
} from '@teleplan/proto/licenses';
import { LicenseKeysRepository } from '../data/license-keys.repository.ts';
import { SectorQuotasRepository } from '../data/sector-quotas.repository.ts';
import type { LicensesContext } from './context.ts';
import { refusals } from './errors.ts';
import { verifiedPayload } from './license-check.ts';
import type { LicensePayload } from './license-key-format.ts';
import { lockKnownSector, quotaOf } from './quota.ts';
import { inTransaction, type Work } from './unit-of-work.ts';

/**
 * Gives key `payload` to `sectorId` (whose row the caller holds), with its license.applied event. The key's row
 * is locked first, so of two sectors racing for one key exactly one gets it; the same sector taking it again
 * changes nothing and emits nothing.
 */
async function assignKey({ manager, now, emit }: Work, payload: LicensePayload, sectorId: string) {
  const keys = new LicenseKeysRepository(manager);
  const key = await keys.lock(payload.id);
  if (!key || key.nbRooms !== payload.rooms) throw refusals.licenseUnknown();
  if (key.sectorId === sectorId) return key;
  if (key.sectorId) throw refusals.licenseAlreadyUsed();
  await keys.assign(key.id, sectorId, now);
  const applied: LicenseAppliedPayload = {
    id: key.id,
    sectorId,
    nbRooms: key.nbRooms,
    consumedAt: now.toISOString(),
  };
  await emit(LicensesEvents.licenseApplied, applied);
  return key;
}

/** Internal: a new sector takes a licence key (material-resources creating a sector). */
export async function consumeLicense(
  ctx: LicensesContext,
  text: string,
  sectorId: string,
): Promise<ConsumedLicense> {
  const payload = verifiedPayload(ctx, text);
  return inTransaction(ctx, async (work) => {
    await new SectorQuotasRepository(work.manager).ensureLocked(sectorId, work.now);
    const key = await assignKey(work, payload, sectorId);
    return { sectorId, nbRooms: key.nbRooms };
  });
}

/**
 * Internal: undoes the consumption of a sector whose creation failed: its keys are unused again, each with a
 * license.released event (the trail already holds their license.applied), and the sector is forgotten. Refused
 * while rooms hold slots (that sector exists); nothing to undo is a success.
 */
export async function releaseSector(ctx: LicensesContext, sectorId: string): Promise<void> {
  await inTransaction(ctx, async ({ manager, now, emit }) => {
    const quotas = new SectorQuotasRepository(manager);
    if (!(await quotas.lock(sectorId))) return;
    if ((await quotas.usedRooms(sectorId)) > 0) throw refusals.sectorInUse();
    for (const key of await new LicenseKeysRepository(manager).unassignSector(sectorId)) {
      const released: LicenseReleasedPayload = {
        id: key.id,
        sectorId,
        nbRooms: key.nbRooms,
        releasedAt: now.toISOString(),
      };
      await emit(LicensesEvents.licenseReleased, released);
    }
    await quotas.delete(sectorId);
  });
}

/** POST add-licenses-rooms: one more key for an existing sector; answers the new quota. */
export async function addLicenseRooms(ctx: LicensesContext, body: AddLicenseRoomsBody): Promise<SectorQuota> {
  const payload = verifiedPayload(ctx, body.license);
  if (payload.rooms !== body.nbRooms) throw refusals.roomsMismatch();
  return inTransaction(ctx, async (work) => {
    const sector = await lockKnownSector(work.manager, body.sectorId, work.now);
    await assignKey(work, payload, body.sectorId);
    return quotaOf(work.manager, body.sectorId, sector.open);
  });
}
