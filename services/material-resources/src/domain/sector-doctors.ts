import { notFound } from '@teleplan/kit/errors';
import { MaterialResourcesEvents } from '@teleplan/proto/events';
import type { Sector, SectorDoctorLink } from '@teleplan/proto/material-resources';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { SectorsRepository } from '../data/sectors.repository.ts';
import type { ResourcesContext } from './context.ts';
import { personWithRole } from './people.ts';
import type { Actor } from '@teleplan/kit/auth/actor';
import { assertManagesDoctor, assertManagesSector } from './scope.ts';
import { emitSectorChange, existingSector } from './sectors.ts';
import { inTransaction } from './unit-of-work.ts';
import { toSector } from './views.ts';

const M = MessageCodes.materialResources;

/**
 * Links doctors (each holding DOCTOR) to a sector: admins to any sector, a sector manager to their own and only
 * doctors she has rights over (see assertManagesDoctor). Every
 * new link is published as sector.doctor-linked, and the sector as sector.updated; links that existed
 * already change nothing.
 */
export async function linkDoctors(
  ctx: ResourcesContext,
  actor: Actor,
  sectorId: string,
  doctorIds: readonly string[],
): Promise<Sector> {
  return inTransaction(ctx, async (work) => {
    await assertManagesSector(work.manager, actor, sectorId);
    const sector = await existingSector(work.manager, sectorId, true);
    // Locked, in one order (no deadlock): two managers taking the same doctor in no sector take turns, and the
    // second sees him taken.
    for (const doctorId of [...doctorIds].sort()) {
      await personWithRole(work.manager, doctorId, 'DOCTOR', M.sectorDoctorInvalid, true);
      await assertManagesDoctor(work.manager, actor, doctorId);
    }
    const added = await new SectorsRepository(work.manager).linkDoctors(sectorId, doctorIds);
    if (added.length === 0) return toSector(sector);
    for (const doctorId of added) {
      await work.emit(MaterialResourcesEvents.sectorDoctorLinked, {
        sectorId,
        doctorId,
      } satisfies SectorDoctorLink);
    }
    return toSector(await emitSectorChange(work, sector));
  });
}

/** DELETE delete-doctor-sector/{sectorId}/{doctorId}. */
export async function unlinkDoctor(
  ctx: ResourcesContext,
  actor: Actor,
  sectorId: string,
  doctorId: string,
): Promise<void> {
  await inTransaction(ctx, async (work) => {
    await assertManagesSector(work.manager, actor, sectorId);
    const sector = await existingSector(work.manager, sectorId, true);
    if (!(await new SectorsRepository(work.manager).unlinkDoctor(sectorId, doctorId)))
      throw notFound(M.sectorDoctorNotLinked, 'This doctor is not linked to this sector');
    await work.emit(MaterialResourcesEvents.sectorDoctorUnlinked, {
      sectorId,
      doctorId,
    } satisfies SectorDoctorLink);
    await emitSectorChange(work, sector);
  });
}
