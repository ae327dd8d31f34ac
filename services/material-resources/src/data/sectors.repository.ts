import type { EntityManager } from 'typeorm';
import { SqlParams, type RsqlFields } from '@teleplan/kit/query/rsql-sql';
import { SectorEntity, type SectorRow } from './entities/sector.entity.ts';
import type { PersonRow } from './entities/person.entity.ts';
import { joinedManager, type JoinedManagerColumns } from './joined-manager.ts';
import { visibleSectors, type Visibility } from './visibility.ts';

/** A sector with its rooms (not deleted), doctors (username from the replica) and manager. */
export interface SectorRecord extends SectorRow {
  roomIds: string[];
  doctors: { id: string; username: string }[];
  manager: PersonRow | null;
}

export const SECTOR_QUERY_FIELDS: RsqlFields = {
  id: { kind: 'uuid', column: 's.id' },
  name: { kind: 'text', column: 's.name' },
  enabled: { kind: 'boolean', column: 's.enabled' },
  'manager.id': { kind: 'uuid', column: 's.manager_id' },
  'manager.username': { kind: 'text', column: 'm.email' },
  'doctors.id': {
    kind: 'set',
    element: 'uuid',
    column: 'ARRAY(SELECT qd.doctor_id FROM sector_doctor qd WHERE qd.sector_id = s.id)',
  },
  'rooms.id': {
    kind: 'set',
    element: 'uuid',
    column: 'ARRAY(SELECT qr.room_id FROM room_sector qr WHERE qr.sector_id = s.id)',
  },
};

export const SECTOR_SORT: Readonly<Record<string, string>> = {
  name: 'lower(s.name)',
  enabled: 's.enabled',
  'manager.username': 'lower(m.email)',
};
export const SECTOR_DEFAULT_ORDER = ['name'];

const SELECT = `SELECT s.id, s.name, s.enabled, s.manager_id, s.created_at, s.updated_at,
    ARRAY(SELECT rs.room_id FROM room_sector rs JOIN room r ON r.id = rs.room_id
           WHERE rs.sector_id = s.id AND r.deleted_at IS NULL ORDER BY rs.room_id) AS room_ids,
    COALESCE((SELECT json_agg(json_build_object('id', d.doctor_id, 'username', COALESCE(p.email, ''))
                ORDER BY d.doctor_id)
              FROM sector_doctor d LEFT JOIN person p ON p.id = d.doctor_id WHERE d.sector_id = s.id), '[]') AS doctors,
    m.first_name AS m_first_name, m.last_name AS m_last_name, m.email AS m_email, m.roles AS m_roles,
    m.enabled AS m_enabled
  FROM sector s LEFT JOIN person m ON m.id = s.manager_id`;

interface RawSector extends JoinedManagerColumns {
  id: string;
  name: string;
  enabled: boolean;
  manager_id: string | null;
  created_at: Date;
  updated_at: Date;
  room_ids: string[];
  doctors: { id: string; username: string }[];
}

function toRecord(raw: RawSector): SectorRecord {
  return {
    id: raw.id,
    name: raw.name,
    enabled: raw.enabled,
    managerId: raw.manager_id,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
    roomIds: raw.room_ids,
    doctors: raw.doctors,
    manager: joinedManager(raw),
  };
}

/** Sectors and their doctors. */
export class SectorsRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  async get(id: string, lock = false): Promise<SectorRecord | null> {
    if (lock) await this.manager.query('SELECT 1 FROM sector WHERE id = $1 FOR UPDATE', [id]);
    const rows = await this.manager.query<RawSector[]>(`${SELECT} WHERE s.id = $1`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** Which of `ids` exist. */
  async existing(ids: readonly string[]): Promise<string[]> {
    const rows = await this.manager.query<{ id: string }[]>(
      'SELECT id FROM sector WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return rows.map((row) => row.id);
  }

  /** Visible sectors, optionally only those matching `extra` (e.g. a manager or a doctor). */
  async list(
    visibility: Visibility,
    extra?: { managerId?: string; doctorId?: string },
  ): Promise<SectorRecord[]> {
    const params = new SqlParams();
    const where = [visibleSectors(visibility, params)];
    if (extra?.managerId) where.push(`s.manager_id = ${params.add(extra.managerId)}::uuid`);
    if (extra?.doctorId)
      where.push(`EXISTS (SELECT 1 FROM sector_doctor fd WHERE fd.sector_id = s.id
        AND fd.doctor_id = ${params.add(extra.doctorId)}::uuid)`);
    const rows = await this.manager.query<RawSector[]>(
      `${SELECT} WHERE ${where.join(' AND ')} ORDER BY lower(s.name), s.id`,
      params.values,
    );
    return rows.map(toRecord);
  }

  async page(where: string, params: SqlParams, orderBy: string, page: { page: number; size: number }) {
    const [count] = await this.manager.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM sector s LEFT JOIN person m ON m.id = s.manager_id WHERE ${where}`,
      params.values,
    );
    const limit = params.add(page.size);
    const offset = params.add(page.page * page.size);
    const rows = await this.manager.query<RawSector[]>(
      `${SELECT} WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
      params.values,
    );
    return { rows: rows.map(toRecord), total: count?.total ?? 0 };
  }

  /** The sector ids managed by `managerId` (zero or one). */
  async idsManagedBy(managerId: string): Promise<string[]> {
    const rows = await this.manager.query<{ id: string }[]>('SELECT id FROM sector WHERE manager_id = $1', [
      managerId,
    ]);
    return rows.map((row) => row.id);
  }

  async idsOfDoctor(doctorId: string): Promise<string[]> {
    const rows = await this.manager.query<{ sector_id: string }[]>(
      'SELECT sector_id FROM sector_doctor WHERE doctor_id = $1',
      [doctorId],
    );
    return rows.map((row) => row.sector_id);
  }

  async insert(row: SectorRow): Promise<void> {
    await this.manager.getRepository(SectorEntity).insert(row);
  }

  async update(id: string, changes: Partial<SectorRow>): Promise<void> {
    await this.manager.getRepository(SectorEntity).update({ id }, changes);
  }

  /** Links `doctorIds` to the sector; resolves the ids that were not linked before. */
  async linkDoctors(sectorId: string, doctorIds: readonly string[]): Promise<string[]> {
    const rows = await this.manager.query<{ doctor_id: string }[]>(
      `INSERT INTO sector_doctor (sector_id, doctor_id) SELECT $1, unnest($2::uuid[])
       ON CONFLICT DO NOTHING RETURNING doctor_id`,
      [sectorId, doctorIds],
    );
    return rows.map((row) => row.doctor_id);
  }

  /** Whether the link existed (and is now gone). */
  async unlinkDoctor(sectorId: string, doctorId: string): Promise<boolean> {
    // TypeORM answers a DELETE with [rows, affected count].
    const [, affected] = await this.manager.query<[unknown[], number]>(
      'DELETE FROM sector_doctor WHERE sector_id = $1 AND doctor_id = $2',
      [sectorId, doctorId],
    );
    return affected > 0;
  }

  /** Rooms (not deleted) of a sector, for its details. */
  async rooms(sectorId: string) {
    return this.manager.query<
      { id: string; name: string; address: string | null; telephone_number: string; enabled: boolean }[]
    >(
      `SELECT r.id, r.name, r.address, r.telephone_number, r.enabled FROM room_sector rs JOIN room r ON r.id = rs.room_id
        WHERE rs.sector_id = $1 AND r.deleted_at IS NULL ORDER BY lower(r.name), r.id`,
      [sectorId],
    );
  }
}
