import type { EntityManager } from 'typeorm';

/** The sectors, rooms and doctors a caller may name in an export, as the replica links them now. */
export interface ExportScopeIds {
  sectorIds: string[];
  roomIds: string[];
  doctorIds: string[];
}

/** Where a caller's scope starts: the sectors they manage, the rooms they manage or work in, or themself. */
export type ScopeRoot = 'managed-sectors' | 'managed-rooms' | 'staffed-rooms' | 'doctor';

const ROOTS: Record<ScopeRoot, string> = {
  'managed-sectors': `sectors AS (SELECT id FROM sector WHERE manager_id = $1),
     rooms AS (SELECT DISTINCT room_id AS id FROM room_sector WHERE sector_id IN (SELECT id FROM sectors)),
     doctors AS (SELECT DISTINCT doctor_id AS id FROM sector_doctor WHERE sector_id IN (SELECT id FROM sectors))`,
  'managed-rooms': `rooms AS (SELECT id FROM room WHERE manager_id = $1),
     sectors AS (SELECT DISTINCT sector_id AS id FROM room_sector WHERE room_id IN (SELECT id FROM rooms)),
     doctors AS (SELECT DISTINCT doctor_id AS id FROM sector_doctor WHERE sector_id IN (SELECT id FROM sectors))`,
  'staffed-rooms': `rooms AS (SELECT room_id AS id FROM room_user WHERE user_id = $1),
     sectors AS (SELECT DISTINCT sector_id AS id FROM room_sector WHERE room_id IN (SELECT id FROM rooms)),
     doctors AS (SELECT DISTINCT doctor_id AS id FROM sector_doctor WHERE sector_id IN (SELECT id FROM sectors))`,
  doctor: `doctors AS (SELECT $1::uuid AS id),
     sectors AS (SELECT NULL::uuid AS id WHERE false),
     rooms AS (SELECT NULL::uuid AS id WHERE false)`,
};

/** Reads the reach of a caller in the local replica of sectors, rooms and their links. */
export class ExportScopeRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  async reach(root: ScopeRoot, personId: string): Promise<ExportScopeIds> {
    const [row] = await this.manager.query<ExportScopeIds[]>(
      `WITH ${ROOTS[root]}
       SELECT coalesce((SELECT array_agg(id) FROM sectors), '{}') AS "sectorIds",
              coalesce((SELECT array_agg(id) FROM rooms), '{}') AS "roomIds",
              coalesce((SELECT array_agg(id) FROM doctors), '{}') AS "doctorIds"`,
      [personId],
    );
    return row!;
  }
}
