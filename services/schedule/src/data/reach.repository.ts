import type { EntityManager } from 'typeorm';

/** Who acts, and the ids a list asks for. */
export interface ReachQuery {
  actor: string;
  role: string;
  sectorIds: string[];
  roomIds: string[];
  doctorIds: string[];
}

// The rooms, sectors and doctors each role may ask appointments of ($1 is the caller).
const ROOMS: Record<string, string> = {
  SECTOR_MANAGER:
    'SELECT rs.room_id FROM room_sector rs JOIN sector s ON s.id = rs.sector_id WHERE s.manager_id = $1',
  ROOM_MANAGER: 'SELECT id FROM room WHERE manager_id = $1',
  ROOM_USER: 'SELECT room_id FROM room_user WHERE user_id = $1',
};
const sectorsOf = (role: string) =>
  role === 'SECTOR_MANAGER'
    ? 'SELECT id FROM sector WHERE manager_id = $1'
    : ROOMS[role]
      ? `SELECT sector_id FROM room_sector WHERE room_id IN (${ROOMS[role]})`
      : 'SELECT NULL::uuid WHERE false';
const doctorsOf = (role: string) =>
  role === 'DOCTOR'
    ? 'SELECT $1::uuid'
    : `SELECT doctor_id FROM sector_doctor WHERE sector_id IN (${sectorsOf(role)})`;

/** What a non-admin caller may ask appointments of: the ids of their sectors, rooms and doctors. */
export class ReachRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** Whether every id asked for is within the caller's reach (admins are not asked). */
  async covers(q: ReachQuery): Promise<boolean> {
    const rooms = ROOMS[q.role] ?? 'SELECT NULL::uuid WHERE false';
    const [row] = await this.manager.query<{ yes: boolean }[]>(
      `SELECT $2::uuid[] <@ ARRAY(${sectorsOf(q.role)}) AND $3::uuid[] <@ ARRAY(${rooms})
         AND $4::uuid[] <@ ARRAY(${doctorsOf(q.role)}) AS yes`,
      [q.actor, q.sectorIds, q.roomIds, q.doctorIds],
    );
    return row?.yes === true;
  }

  /**
   * The doctors linked to sector `sectorId` whose availability the caller may not read (outside their doctors'
   * reach): a doctor reads only their own.
   */
  async sectorDoctorsOutside(actor: string, role: string, sectorId: string): Promise<string[]> {
    const rows = await this.manager.query<{ id: string }[]>(
      `SELECT doctor_id AS id FROM sector_doctor
        WHERE sector_id = $2 AND doctor_id NOT IN (${doctorsOf(role)}) ORDER BY doctor_id`,
      [actor, sectorId],
    );
    return rows.map((row) => row.id);
  }
}
