import type { EntityManager } from 'typeorm';
import { SqlParams, type RsqlFields } from '@teleplan/kit/query/rsql-sql';
import { RoomEntity, type RoomRow } from './entities/room.entity.ts';
import type { PersonRow } from './entities/person.entity.ts';
import { joinedManager, type JoinedManagerColumns } from './joined-manager.ts';
import { visibleRooms, type Visibility } from './visibility.ts';

/** A room with what its answers show: sectors (favourite first), staff ids and the manager from the replica. */
export interface RoomRecord extends RoomRow {
  sectors: { id: string; name: string }[];
  userIds: string[];
  manager: PersonRow | null;
}

/** RSQL fields of rooms/with (see README). Column expressions over `room r` and `person m` (manager). */
export const ROOM_QUERY_FIELDS: RsqlFields = {
  id: { kind: 'uuid', column: 'r.id' },
  name: { kind: 'text', column: 'r.name' },
  address: { kind: 'text', column: 'r.address' },
  email: { kind: 'text', column: 'r.email' },
  telephoneNumber: { kind: 'text', column: 'r.telephone_number', caseSensitive: true },
  zoneId: { kind: 'text', column: 'r.zone_id', caseSensitive: true },
  enabled: { kind: 'boolean', column: 'r.enabled' },
  virtual: { kind: 'boolean', column: 'r.virtual' },
  roomType: { kind: 'uuid', column: 'r.room_type_id' },
  'roomType.id': { kind: 'uuid', column: 'r.room_type_id' },
  favoriteSectorId: { kind: 'uuid', column: 'r.favorite_sector_id' },
  'manager.id': { kind: 'uuid', column: 'r.manager_id' },
  'manager.username': { kind: 'text', column: 'm.email' },
  'sectors.id': {
    kind: 'set',
    element: 'uuid',
    column: 'ARRAY(SELECT qs.sector_id FROM room_sector qs WHERE qs.room_id = r.id)',
  },
};

export const ROOM_SORT: Readonly<Record<string, string>> = {
  name: 'lower(r.name)',
  address: 'lower(r.address)',
  email: 'lower(r.email)',
  telephoneNumber: 'r.telephone_number',
  enabled: 'r.enabled',
  virtual: 'r.virtual',
  'manager.username': 'lower(m.email)',
};
export const ROOM_DEFAULT_ORDER = ['name'];

const COLUMNS = `r.id, r.name, r.enabled, r.address, r.email, r.telephone_number, r.url, r.dpi_url, r.description,
    r.virtual, r.latitude, r.longitude, r.zone_id, r.favorite_sector_id, r.room_type_id, r.manager_id, r.deleted_at,
    r.created_at, r.updated_at,
    COALESCE((SELECT json_agg(json_build_object('id', s.id, 'name', s.name)
                ORDER BY (s.id = r.favorite_sector_id) DESC, lower(s.name), s.id)
              FROM room_sector rs JOIN sector s ON s.id = rs.sector_id WHERE rs.room_id = r.id), '[]') AS sectors,
    ARRAY(SELECT ru.user_id FROM room_user ru WHERE ru.room_id = r.id ORDER BY ru.user_id) AS user_ids,
    m.first_name AS m_first_name, m.last_name AS m_last_name, m.email AS m_email, m.roles AS m_roles,
    m.enabled AS m_enabled`;
const FROM = 'FROM room r LEFT JOIN person m ON m.id = r.manager_id';
const SELECT = `SELECT ${COLUMNS} ${FROM}`;

interface RawRoom extends JoinedManagerColumns {
  id: string;
  name: string;
  enabled: boolean;
  address: string | null;
  email: string | null;
  telephone_number: string;
  url: string | null;
  dpi_url: string | null;
  description: string | null;
  virtual: boolean;
  latitude: number;
  longitude: number;
  zone_id: string;
  favorite_sector_id: string | null;
  room_type_id: string | null;
  manager_id: string | null;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
  sectors: { id: string; name: string }[];
  user_ids: string[];
}

function toRecord(raw: RawRoom): RoomRecord {
  return {
    id: raw.id,
    name: raw.name,
    enabled: raw.enabled,
    address: raw.address,
    email: raw.email,
    telephoneNumber: raw.telephone_number,
    url: raw.url,
    dpiUrl: raw.dpi_url,
    description: raw.description,
    virtual: raw.virtual,
    latitude: Number(raw.latitude),
    longitude: Number(raw.longitude),
    zoneId: raw.zone_id,
    favoriteSectorId: raw.favorite_sector_id,
    roomTypeId: raw.room_type_id,
    managerId: raw.manager_id,
    deletedAt: raw.deleted_at,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
    sectors: raw.sectors,
    userIds: raw.user_ids,
    manager: joinedManager(raw),
  };
}

export interface RoomPage {
  page: number;
  size: number;
}

/** Rooms and their links to sectors and staff. */
export class RoomsRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** One room (deleted ones included); `lock` holds it until the transaction ends. */
  async get(id: string, lock = false): Promise<RoomRecord | null> {
    if (lock) await this.manager.query('SELECT 1 FROM room WHERE id = $1 FOR UPDATE', [id]);
    const rows = await this.manager.query<RawRoom[]>(`${SELECT} WHERE r.id = $1`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async list(visibility: Visibility, filter: { includeDeleted: boolean; inSectors?: string[] }) {
    const params = new SqlParams();
    const where = [visibleRooms(visibility, params)];
    if (!filter.includeDeleted) where.push('r.deleted_at IS NULL');
    if (filter.inSectors && filter.inSectors.length > 0) {
      where.push(`EXISTS (SELECT 1 FROM room_sector fs WHERE fs.room_id = r.id
        AND fs.sector_id = ANY(${params.add(filter.inSectors)}::uuid[]))`);
    }
    const rows = await this.manager.query<RawRoom[]>(
      `${SELECT} WHERE ${where.join(' AND ')} ORDER BY lower(r.name), r.id`,
      params.values,
    );
    return rows.map(toRecord);
  }

  /**
   * One page of rooms where `where` holds (built with `params`, e.g. from RSQL), and the total. After a search
   * (`params.searchesText`) every match is read anyway, to be sorted: they are counted in the same statement, over
   * their ids and sort keys only, and the full rows are read for the page alone; a page past the end, with no row
   * to carry the total, is counted apart. Otherwise the name index may give the page without reading every row:
   * the count runs first.
   */
  async page(where: string, params: SqlParams, orderBy: string, page: RoomPage) {
    const countValues = [...params.values];
    const count = async () => {
      const [row] = await this.manager.query<{ total: number }[]>(
        `SELECT count(*)::int AS total ${FROM} WHERE ${where}`,
        countValues,
      );
      return row?.total ?? 0;
    };
    const window = `LIMIT ${params.add(page.size)} OFFSET ${params.add(page.page * page.size)}`;
    if (!params.searchesText) {
      const total = await count();
      const rows = await this.manager.query<RawRoom[]>(
        `${SELECT} WHERE ${where} ORDER BY ${orderBy} ${window}`,
        params.values,
      );
      return { rows: rows.map(toRecord), total };
    }
    const rows = await this.manager.query<(RawRoom & { total: number })[]>(
      `WITH page AS (SELECT r.id, count(*) OVER ()::int AS total ${FROM} WHERE ${where} ORDER BY ${orderBy} ${window})
       SELECT ${COLUMNS}, page.total ${FROM} JOIN page ON page.id = r.id ORDER BY ${orderBy}`,
      params.values,
    );
    const total = rows[0]?.total ?? (page.page === 0 ? 0 : await count());
    return { rows: rows.map(toRecord), total };
  }

  /** Rooms whose name, address or phone contains the given parts (case-insensitive), for the side panels. */
  async search(
    visibility: Visibility,
    parts: { name?: string; address?: string; telephoneNumber?: string },
    size: number,
  ): Promise<RoomRecord[]> {
    const params = new SqlParams();
    const like = (value: string) =>
      params.add(`%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const matches: string[] = [];
    if (parts.name) matches.push(`lower(r.name) LIKE ${like(parts.name)} ESCAPE '\\'`);
    if (parts.address) matches.push(`lower(r.address) LIKE ${like(parts.address)} ESCAPE '\\'`);
    if (parts.telephoneNumber)
      matches.push(`lower(r.telephone_number) LIKE ${like(parts.telephoneNumber)} ESCAPE '\\'`);
    const where = [visibleRooms(visibility, params), 'r.deleted_at IS NULL'];
    if (matches.length > 0) where.push(`(${matches.join(' OR ')})`);
    const rows = await this.manager.query<RawRoom[]>(
      `${SELECT} WHERE ${where.join(' AND ')} ORDER BY lower(r.name), r.id LIMIT ${params.add(size)}`,
      params.values,
    );
    return rows.map(toRecord);
  }

  async insert(row: RoomRow): Promise<void> {
    await this.manager.getRepository(RoomEntity).insert(row);
  }

  async update(id: string, changes: Partial<RoomRow>): Promise<void> {
    await this.manager.getRepository(RoomEntity).update({ id }, changes);
  }

  async linkSector(roomId: string, sectorId: string): Promise<void> {
    await this.manager.query(
      'INSERT INTO room_sector (room_id, sector_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [roomId, sectorId],
    );
  }

  async unlinkSector(roomId: string, sectorId: string): Promise<void> {
    await this.manager.query('DELETE FROM room_sector WHERE room_id = $1 AND sector_id = $2', [
      roomId,
      sectorId,
    ]);
  }

  async unlinkAll(roomId: string): Promise<void> {
    await this.manager.query('DELETE FROM room_sector WHERE room_id = $1', [roomId]);
    await this.manager.query('DELETE FROM room_user WHERE room_id = $1', [roomId]);
  }

  async addUser(roomId: string, userId: string): Promise<void> {
    await this.manager.query('INSERT INTO room_user (room_id, user_id) VALUES ($1, $2)', [roomId, userId]);
  }

  async removeUser(userId: string): Promise<void> {
    await this.manager.query('DELETE FROM room_user WHERE user_id = $1', [userId]);
  }

  /** The (not deleted) room `userId` works in. */
  async roomIdOfUser(userId: string): Promise<string | null> {
    const rows = await this.manager.query<{ room_id: string }[]>(
      'SELECT room_id FROM room_user WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.room_id ?? null;
  }

  /** The (not deleted) room `managerId` manages. */
  async roomIdOfManager(managerId: string): Promise<string | null> {
    const rows = await this.manager.query<{ id: string }[]>(
      'SELECT id FROM room WHERE manager_id = $1 AND deleted_at IS NULL',
      [managerId],
    );
    return rows[0]?.id ?? null;
  }
}
