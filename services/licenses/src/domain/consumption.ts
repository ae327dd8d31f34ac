import type { EntityManager } from 'typeorm';
import type { AddLicenseRoomsBody, ConsumedLicense, SectorQuota } from '@teleplan/proto/licenses';
import { LicenseKeysRepository } from '../data/license-keys.repository.ts';
import { SectorQuotasRepository } from '../data/sector-quotas.repository.ts';
import type { LicensesContext } from './context.ts';
import { refusals } from './errors.ts';
import { verifiedPayload } from './license-check.ts';
import type { LicensePayload } from './license-key-format.ts';
import { lockKnownSector, quotaOf } from './quota.ts';
import { inTransaction } from './unit-of-work.ts';

/**
 * Gives key `payload` to `sectorId` (whose row the caller holds). The key's row is locked first, so of two
 * sectors racing for one key exactly one gets it; the same sector taking it again changes nothing.
 */
async function assignKey(manager: EntityManager, payload: LicensePayload, sectorId: string, now: Date) {
  const keys = new LicenseKeysRepository(manager);
  const key = await keys.lock(payload.id);
  if (!key || key.nbRooms !== payload.rooms) throw refusals.licenseUnknown();
  if (key.sectorId === sectorId) return key;
  if (key.sectorId) throw refusals.licenseAlreadyUsed();
  await keys.assign(key.id, sectorId, now);
  return key;
}

/** Internal: a new sector takes a licence key (material-resources creating a sector). */
export async function consumeLicense(
  ctx: LicensesContext,
  text: string,
  sectorId: string,
): Promise<ConsumedLicense> {
  const payload = verifiedPayload(ctx, text);
  return inTransaction(ctx, async ({ manager, now }) => {
    await new SectorQuotasRepository(manager).ensureLocked(sectorId, now);
    const key = await assignKey(manager, payload, sectorId, now);
    return { sectorId, nbRooms: key.nbRooms };
  });
}

/**
 * Internal: undoes the consumption of a sector whose creation failed: its keys are unused again and the
 * sector is forgotten. Refused while rooms hold slots (that sector exists); nothing to undo is a success.
 */
export async function releaseSector(ctx: LicensesContext, sectorId: string): Promise<void> {
  await inTransaction(ctx, async ({ manager }) => {
    const quotas = new SectorQuotasRepository(manager);
    if (!(await quotas.lock(sectorId))) return;
    if ((await quotas.usedRooms(sectorId)) > 0) throw refusals.sectorInUse();
    await new LicenseKeysRepository(manager).unassignSector(sectorId);
    await quotas.delete(sectorId);
  });
}

/** POST add-licenses-rooms: one more key for an existing sector; answers the new quota. */
export async function addLicenseRooms(ctx: LicensesContext, body: AddLicenseRoomsBody): Promise<SectorQuota> {
  const payload = verifiedPayload(ctx, body.license);
  if (payload.rooms !== body.nbRooms) throw refusals.roomsMismatch();
  return inTransaction(ctx, async ({ manager, now }) => {
    const sector = await lockKnownSector(manager, body.sectorId, now);
    await assignKey(manager, payload, body.sectorId, now);
    return quotaOf(manager, body.sectorId, sector.open);
  });
}
