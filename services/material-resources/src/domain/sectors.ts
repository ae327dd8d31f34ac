import type { EntityManager } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { badRequest, conflict, notFound } from '@teleplan/kit/errors';
import { MaterialResourcesEvents } from '@teleplan/proto/events';
import type { CreateSectorBody, PatchSectorBody, Sector } from '@teleplan/proto/material-resources';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { SectorsRepository, type SectorRecord } from '../data/sectors.repository.ts';
import { isUniqueViolation } from '../data/unique-violation.ts';
import type { ResourcesContext } from './context.ts';
import { personWithRole } from './people.ts';
import type { Actor } from '@teleplan/kit/auth/actor';
import { assertManagesSector } from './scope.ts';
import { inTransaction, type Work } from './unit-of-work.ts';
import { toSector, toSectorSnapshot } from './views.ts';

const M = MessageCodes.materialResources;
const occupied = () => conflict(M.sectorManagerOccupied, 'This manager already manages a sector');

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest(M.sectorNameMissing, 'The sector name is required');
  return trimmed;
}

/** A manager for a sector: holds SECTOR_MANAGER and manages no other sector. */
async function assertFreeSectorManager(manager: EntityManager, userId: string, sectorId: string | null) {
  await personWithRole(manager, userId, 'SECTOR_MANAGER', M.sectorManagerMissing);
  const managed = await new SectorsRepository(manager).idsManagedBy(userId);
  if (managed.some((id) => id !== sectorId)) throw occupied();
}

export async function existingSector(
  manager: EntityManager,
  id: string,
  lock = false,
): Promise<SectorRecord> {
  const sector = await new SectorsRepository(manager).get(id, lock);
  if (!sector) throw notFound(M.sectorMissing, 'No such sector');
  return sector;
}

/** Writes the sector's new state as sector.updated. */
export async function emitSectorChange(work: Work, previous: SectorRecord): Promise<SectorRecord> {
  const current = (await new SectorsRepository(work.manager).get(previous.id))!;
  await work.emit(MaterialResourcesEvents.sectorUpdated, {
    current: toSectorSnapshot(current),
    previous: toSectorSnapshot(previous),
  });
  return current;
}

/**
 * POST sectors: the name, the manager and then the licence key are checked; the key is consumed before the
 * sector is stored and given back if storing fails, so a refusal leaves neither a sector nor a used key.
 */
export async function createSector(ctx: ResourcesContext, body: CreateSectorBody): Promise<Sector> {
  const name = checkedName(body.name);
  const license = body.license.trim();
  if (license === '') throw badRequest(M.sectorLicenseMissing, 'The licence key is required');
  await assertFreeSectorManager(ctx.dataSource.manager, body.sectorManager, null);

  const id = uuidv7();
  await ctx.licenses.consume(license, id);
  try {
    return await inTransaction(ctx, async (work) => {
      await assertFreeSectorManager(work.manager, body.sectorManager, null);
      const sectors = new SectorsRepository(work.manager);
      await sectors.insert({
        id,
        name,
        enabled: true,
        managerId: body.sectorManager,
        createdAt: work.now,
        updatedAt: work.now,
      });
      const created = (await sectors.get(id))!;
      await work.emit(MaterialResourcesEvents.sectorCreated, { current: toSectorSnapshot(created) });
      return toSector(created);
    });
  } catch (error) {
    try {
      await ctx.licenses.release(id);
    } catch (releaseError) {
      ctx.log.error({ err: releaseError, sectorId: id }, 'could not give back a consumed licence key');
    }
    if (isUniqueViolation(error, 'sector_manager_key')) throw occupied();
    throw error;
  }
}

/** PATCH update-sector/{id}: admins, or the sector's own manager, rename it. */
export async function patchSector(
  ctx: ResourcesContext,
  actor: Actor,
  id: string,
  body: PatchSectorBody,
): Promise<Sector> {
  const name = checkedName(body.name);
  return inTransaction(ctx, async (work) => {
    await assertManagesSector(work.manager, actor, id);
    const sector = await existingSector(work.manager, id, true);
    if (sector.name === name) return toSector(sector);
    await new SectorsRepository(work.manager).update(id, { name, updatedAt: work.now });
    return toSector(await emitSectorChange(work, sector));
  });
}

/** DELETE sectors/{id}/sector-manager: admins leave the sector without manager (sector.updated). */
export async function unassignSectorManager(ctx: ResourcesContext, id: string): Promise<Sector> {
  return inTransaction(ctx, async (work) => {
    const sector = await existingSector(work.manager, id, true);
    if (sector.managerId === null) return toSector(sector);
    await new SectorsRepository(work.manager).update(id, { managerId: null, updatedAt: work.now });
    return toSector(await emitSectorChange(work, sector));
  });
}

/** PUT sectors/{id}/sector-manager/{userId}: admins give the sector a manager holding SECTOR_MANAGER. */
export async function assignSectorManager(
  ctx: ResourcesContext,
  id: string,
  userId: string,
): Promise<Sector> {
  try {
    return await inTransaction(ctx, async (work) => {
      const sector = await existingSector(work.manager, id, true);
      await assertFreeSectorManager(work.manager, userId, id);
      if (sector.managerId === userId) return toSector(sector);
      await new SectorsRepository(work.manager).update(id, { managerId: userId, updatedAt: work.now });
      return toSector(await emitSectorChange(work, sector));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'sector_manager_key')) throw occupied();
    throw error;
  }
}
