import type { ResourcesExport } from '@teleplan/proto/read-model-exports';
import { RoomTypesRepository } from '../data/room-types.repository.ts';
import { RoomsRepository } from '../data/rooms.repository.ts';
import { SectorsRepository } from '../data/sectors.repository.ts';
import type { ResourcesContext } from './context.ts';
import { toRoomSnapshot, toRoomType, toSectorSnapshot } from './views.ts';

/**
 * GET internal/exports/resources: every sector, room (deleted ones included) and room type as their events carry
 * them, for a read model's rebuild (docs/architecture.md). One snapshot of the three tables (REPEATABLE READ), so
 * a room never names a sector or type the answer lacks.
 */
export function exportResources(ctx: ResourcesContext): Promise<ResourcesExport> {
  return ctx.dataSource.transaction('REPEATABLE READ', async (manager) => {
    const sectors = await new SectorsRepository(manager).list({ all: true });
    const rooms = await new RoomsRepository(manager).list({ all: true }, { includeDeleted: true });
    const roomTypes = await new RoomTypesRepository(manager).list(false);
    return {
      sectors: sectors.map(toSectorSnapshot),
      rooms: rooms.map(toRoomSnapshot),
      roomTypes: roomTypes.map(toRoomType),
    };
  });
}
