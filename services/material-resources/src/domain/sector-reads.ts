import type { SectorQuota } from '@teleplan/proto/licenses';
import { forbidden, notFound } from '@teleplan/kit/errors';
import { rsqlToSql, SqlParams, sortToSql } from '@teleplan/kit/query/rsql-sql';
import type { Sector, SectorHead, SectorsWithQuery } from '@teleplan/proto/material-resources';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { Page } from '@teleplan/proto/paging';
import type { Visibility } from '../data/visibility.ts';
import { visibleSectors } from '../data/visibility.ts';
import {
  SECTOR_DEFAULT_ORDER,
  SECTOR_QUERY_FIELDS,
  SECTOR_SORT,
  SectorsRepository,
  type SectorRecord,
} from '../data/sectors.repository.ts';
import type { ResourcesContext } from './context.ts';
import { parsedQuery } from './room-reads.ts';
import type { Actor } from '@teleplan/kit/auth/actor';
import { visibilityOf } from './scope.ts';
import { toPage, toSector, toStaffMember } from './views.ts';

const M = MessageCodes.materialResources;

function canSeeSector(visibility: Visibility, sector: SectorRecord): boolean {
  return (
    visibility.all ||
    visibility.sectorIds.includes(sector.id) ||
    sector.roomIds.some((roomId) => visibility.roomIds.includes(roomId))
  );
}

/** The sector with its rooms and manager profile. */
async function withDetails(ctx: ResourcesContext, record: SectorRecord): Promise<Sector> {
  const rooms = await new SectorsRepository(ctx.dataSource.manager).rooms(record.id);
  return {
    ...toSector(record),
    rooms: rooms.map((room) => ({
      id: room.id,
      name: room.name,
      address: room.address,
      telephoneNumber: room.telephone_number,
      enabled: room.enabled,
    })),
    managerProfile: record.manager ? toStaffMember(record.manager) : null,
  };
}

async function visibleSector(ctx: ResourcesContext, actor: Actor, id: string): Promise<SectorRecord> {
  const manager = ctx.dataSource.manager;
  const sector = await new SectorsRepository(manager).get(id);
  if (!sector) throw notFound(M.sectorMissing, 'No such sector');
  if (!canSeeSector(await visibilityOf(manager, actor), sector))
    throw forbidden(M.sectorUnauthorized, 'This sector is outside your scope');
  return sector;
}

/** GET get-sector-list/: every sector the caller sees. */
export async function listSectors(ctx: ResourcesContext, actor: Actor): Promise<Sector[]> {
  const manager = ctx.dataSource.manager;
  return (await new SectorsRepository(manager).list(await visibilityOf(manager, actor))).map(toSector);
}

/** GET sectors/with and sectors/aggregated-details (details always on). */
export async function sectorsWith(
  ctx: ResourcesContext,
  actor: Actor,
  query: SectorsWithQuery,
  aggregated: boolean,
): Promise<Page<Sector>> {
  const manager = ctx.dataSource.manager;
  const visibility = await visibilityOf(manager, actor);
  const params = new SqlParams();
  const { where, orderBy } = parsedQuery(() => ({
    where: rsqlToSql(query.query, SECTOR_QUERY_FIELDS, params),
    orderBy: sortToSql(query.sort, SECTOR_SORT, SECTOR_DEFAULT_ORDER, 's.id'),
  }));
  const page = query.page ?? 0;
  const size = query.size ?? 20;
  const { rows, total } = await new SectorsRepository(manager).page(
    `${where} AND ${visibleSectors(visibility, params)}`,
    params,
    orderBy,
    { page, size },
  );
  const details = aggregated || (query.withDetails ?? false);
  const content = details ? await Promise.all(rows.map((row) => withDetails(ctx, row))) : rows.map(toSector);
  return toPage(content, total, page, size);
}

/** GET get-sector/{id}: name and manager. */
export async function sectorHead(ctx: ResourcesContext, actor: Actor, id: string): Promise<SectorHead> {
  const sector = toSector(await visibleSector(ctx, actor, id));
  return { id: sector.id, name: sector.name, manager: sector.manager };
}

/** GET sectors/{id} (withDetails) and get-sector-details/{id} (details always). */
export async function getSector(
  ctx: ResourcesContext,
  actor: Actor,
  id: string,
  details: boolean,
): Promise<Sector> {
  const sector = await visibleSector(ctx, actor, id);
  return details ? withDetails(ctx, sector) : toSector(sector);
}

/**
 * GET sectors/{id}/availability: whether the practice is open and how many rooms its licence allows, uses and
 * has left (from the licenses service), for whoever may read the sector.
 */
export async function sectorAvailability(
  ctx: ResourcesContext,
  actor: Actor,
  id: string,
): Promise<SectorQuota> {
  await visibleSector(ctx, actor, id);
  return ctx.licenses.quota(id);
}

/** GET get-sector-by-manager/{id}: the sector a sector manager manages (with details). */
export async function sectorByManager(
  ctx: ResourcesContext,
  actor: Actor,
  managerId: string,
): Promise<Sector> {
  const manager = ctx.dataSource.manager;
  const [sector] = await new SectorsRepository(manager).list({ all: true }, { managerId });
  if (!sector) throw notFound(M.sectorMissing, 'This person manages no sector');
  if (actor.id !== managerId && !canSeeSector(await visibilityOf(manager, actor), sector))
    throw forbidden(M.sectorUnauthorized, 'This sector is outside your scope');
  return withDetails(ctx, sector);
}

/** GET get-sectors-by-doctor/{id}: the sectors a doctor is linked to, among those the caller sees. */
export async function sectorsByDoctor(
  ctx: ResourcesContext,
  actor: Actor,
  doctorId: string,
): Promise<Sector[]> {
  const manager = ctx.dataSource.manager;
  const visibility: Visibility = actor.id === doctorId ? { all: true } : await visibilityOf(manager, actor);
  return (await new SectorsRepository(manager).list(visibility, { doctorId })).map(toSector);
}
