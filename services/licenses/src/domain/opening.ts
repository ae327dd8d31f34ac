import { LicensesEvents, type SectorOpeningPayload, type SectorQuota } from '@teleplan/proto/licenses';
import { SectorQuotasRepository } from '../data/sector-quotas.repository.ts';
import type { Actor } from '@teleplan/kit/auth/actor';
import type { LicensesContext } from './context.ts';
import { lockKnownSector, quotaOf } from './quota.ts';
import { inTransaction } from './unit-of-work.ts';

/**
 * The distributor opens or closes a practice. A change emits sector.opened or sector.closed with it; asking
 * for the state the practice is already in changes nothing and emits nothing.
 */
export async function setSectorOpen(
  ctx: LicensesContext,
  actor: Actor,
  sectorId: string,
  open: boolean,
): Promise<SectorQuota> {
  return inTransaction(ctx, async ({ manager, now, emit }) => {
    const sector = await lockKnownSector(manager, sectorId, now);
    if (sector.open !== open) {
      await new SectorQuotasRepository(manager).setOpen(sectorId, open, now);
      const payload: SectorOpeningPayload = {
        sectorId,
        open,
        changedAt: now.toISOString(),
        changedBy: actor.id,
      };
      await emit(open ? LicensesEvents.sectorOpened : LicensesEvents.sectorClosed, payload);
    }
    return quotaOf(manager, sectorId, open);
  });
}
