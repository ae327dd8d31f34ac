import { SectorQuotasRepository } from '../data/sector-quotas.repository.ts';
import { SectorReplicaRepository } from '../data/sector-replica.repository.ts';
import type { LicensesContext } from './context.ts';
import { refusals } from './errors.ts';
import { quotaOf } from './quota.ts';
import { inTransaction } from './unit-of-work.ts';

/**
 * Internal: `roomId` takes one room slot of `sectorId`. Under the sector's row lock, the count of slots and
 * the insert cannot interleave with another reservation, so the quota holds under concurrency. The same room
 * again is a success; a closed practice, or one with no slot left, refuses.
 */
export async function reserveRoom(ctx: LicensesContext, sectorId: string, roomId: string): Promise<void> {
  await inTransaction(ctx, async ({ manager, now }) => {
    const quotas = new SectorQuotasRepository(manager);
    const sector = await quotas.lock(sectorId);
    if (!sector) {
      // Announced by material-resources but never licensed: it has no room to give.
      if (await new SectorReplicaRepository(manager).find(sectorId)) throw refusals.noRoomAvailable();
      throw refusals.sectorUnknown();
    }
    if (!sector.open) throw refusals.sectorClosed();
    if (await quotas.hasRoom(sectorId, roomId)) return;
    const quota = await quotaOf(manager, sectorId, sector.open);
    if (quota.availableRooms <= 0) throw refusals.noRoomAvailable();
    await quotas.addRoom(sectorId, roomId, now);
  });
}

/** Internal: gives the slot of `roomId` back (a room unlinked or deleted); no slot is a success. */
export async function releaseRoom(ctx: LicensesContext, sectorId: string, roomId: string): Promise<void> {
  await inTransaction(ctx, async ({ manager }) => {
    const quotas = new SectorQuotasRepository(manager);
    if (await quotas.lock(sectorId)) await quotas.removeRoom(sectorId, roomId);
  });
}
