import type { SectorQuota } from '@teleplan/proto/licenses';
import { SectorQuotasRepository } from '../data/sector-quotas.repository.ts';
import { SectorReplicaRepository } from '../data/sector-replica.repository.ts';
import type { Actor } from '@teleplan/kit/auth/actor';
import type { LicensesContext } from './context.ts';
import { refusals } from './errors.ts';
import { emptyQuota, quotaOf } from './quota.ts';

/**
 * POST check-available-rooms/: admins read any sector; a sector manager only the sector it manages, as the
 * replica of material-resources' sectors says.
 */
export async function checkAvailableRooms(
  ctx: LicensesContext,
  actor: Actor,
  sectorId: string,
): Promise<SectorQuota> {
  const manager = ctx.dataSource.manager;
  const replica = await new SectorReplicaRepository(manager).find(sectorId);
  if (actor.role === 'SECTOR_MANAGER' && replica?.managerId !== actor.id) throw refusals.sectorUnauthorized();
  return sectorQuota(ctx, sectorId, replica !== null);
}

/**
 * The quota of a sector (GET internal/sectors/{id}/quota for material-resources, and the call above): a sector
 * known without licence yet has an empty one.
 */
export async function sectorQuota(
  ctx: LicensesContext,
  sectorId: string,
  known?: boolean,
): Promise<SectorQuota> {
  const manager = ctx.dataSource.manager;
  const sector = await new SectorQuotasRepository(manager).find(sectorId);
  if (sector) return quotaOf(manager, sectorId, sector.open);
  if (known ?? (await new SectorReplicaRepository(manager).find(sectorId)) !== null)
    return emptyQuota(sectorId);
  throw refusals.sectorUnknown();
}
