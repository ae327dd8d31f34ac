import type { EntityManager } from 'typeorm';
import type { ScopeKind } from './contributions.ts';
import { namedQuery } from './named-statement.ts';

/** Rooms (not deleted) with their sectors and type, as the replica knows them now. */
export interface RoomReach {
  id: string;
  sectorIds: string[];
  roomTypeId: string | null;
}

const ROOM = `SELECT id, sector_ids AS "sectorIds", room_type_id AS "roomTypeId" FROM room WHERE NOT deleted`;

/** What the resources replicas say of people's reach and of a scope's resources (docs/statistics.md#scope). */
export class ReachRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  async sectorsManagedBy(personId: string): Promise<string[]> {
    const rows = await namedQuery<{ id: string }>(
      this.manager,
      'SELECT id FROM sector WHERE manager_id = $1 ORDER BY id',
      [personId],
    );
    return rows.map((row) => row.id);
  }

  /** Rooms `personId` manages or works in. */
  async roomsOfStaff(personId: string): Promise<RoomReach[]> {
    return namedQuery(this.manager, `${ROOM} AND (manager_id = $1 OR $1 = ANY (user_ids)) ORDER BY id`, [
      personId,
    ]);
  }

  async roomsInSectors(sectorIds: readonly string[]): Promise<RoomReach[]> {
    return namedQuery(this.manager, `${ROOM} AND sector_ids && $1::uuid[] ORDER BY id`, [sectorIds]);
  }

  async doctorsOfSectors(sectorIds: readonly string[]): Promise<string[]> {
    const rows = await namedQuery<{ id: string }>(
      this.manager,
      'SELECT DISTINCT unnest(doctor_ids) AS id FROM sector WHERE id = ANY ($1::uuid[]) ORDER BY 1',
      [sectorIds],
    );
    return rows.map((row) => row.id);
  }

  /**
   * The resources of one scope now: its rooms and sectors (a room's sectors, a doctor's sectors and their rooms,
   * a room type's rooms and their sectors) and the doctors linked to those sectors (a doctor: 1).
   */
  async resourcesOf(
    kind: ScopeKind,
    id: string,
  ): Promise<{ rooms: number; sectors: number; doctors: number }> {
    const [row] = await namedQuery<{ rooms: number; sectors: number; doctors: number }>(
      this.manager,
      `WITH s AS (
         SELECT id, doctor_ids FROM sector
          WHERE $1 = 'G' OR ($1 = 'S' AND id = $2) OR ($1 = 'D' AND $2 = ANY (doctor_ids))
             OR ($1 IN ('R', 'T') AND id IN (SELECT unnest(sector_ids) FROM room
                                              WHERE NOT deleted AND (($1 = 'R' AND id = $2)
                                                                  OR ($1 = 'T' AND room_type_id = $2))))
       ),
       r AS (
         SELECT id FROM room
          WHERE NOT deleted AND ($1 = 'G' OR ($1 = 'R' AND id = $2) OR ($1 = 'T' AND room_type_id = $2)
                              OR ($1 IN ('S', 'D') AND sector_ids && ARRAY(SELECT id FROM s)))
       )
       SELECT (SELECT count(*) FROM r)::int AS rooms, (SELECT count(*) FROM s)::int AS sectors,
              CASE WHEN $1 = 'D' THEN 1
                   ELSE (SELECT count(DISTINCT d) FROM s CROSS JOIN LATERAL unnest(s.doctor_ids) AS d)::int END
                AS doctors`,
      [kind, id],
    );
    return row!;
  }
}
