import type { EntityManager } from 'typeorm';
import type { SectorQuota } from '@teleplan/proto/licenses';
import { LicenseKeysRepository } from '../data/license-keys.repository.ts';
import { SectorQuotasRepository } from '../data/sector-quotas.repository.ts';
import { SectorReplicaRepository } from '../data/sector-replica.repository.ts';
import { refusals } from './errors.ts';

/** The figures of a sector with licences, read with `manager` (under its lock when the caller holds it). */
export async function quotaOf(manager: EntityManager, sectorId: string, open: boolean): Promise<SectorQuota> {
  const nbRooms = await new LicenseKeysRepository(manager).roomsOf(sectorId);
  const usedRooms = await new SectorQuotasRepository(manager).usedRooms(sectorId);
  return { sectorId, nbRooms, usedRooms, availableRooms: Math.max(0, nbRooms - usedRooms), open };
}

/** A sector material-resources announced but no licence reached yet: no room allowed, open. */
export function emptyQuota(sectorId: string): SectorQuota {
  return { sectorId, nbRooms: 0, usedRooms: 0, availableRooms: 0, open: true };
}

/**
 * The sector's row, locked, created when only the replica knows the sector; refuses a sector nobody knows.
 */
export async function lockKnownSector(manager: EntityManager, sectorId: string, now: Date) {
  const quotas = new SectorQuotasRepository(manager);
  const locked = await quotas.lock(sectorId);
  if (locked) return locked;
  if (!(await new SectorReplicaRepository(manager).find(sectorId))) throw refusals.sectorUnknown();
  return quotas.ensureLocked(sectorId, now);
}
