import type { EntityManager } from 'typeorm';
import type { RoomSnapshot } from '@teleplan/proto/material-resources';

/** What the use cases read of a replicated room. */
export interface RoomRecord {
  id: string;
  deleted: boolean;
  managerId: string | null;
}

/** The local replica of material-resources' rooms, their sectors and staff; written only by the event handlers. */
export class RoomsRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  async get(id: string): Promise<RoomRecord | null> {
    const [row] = await this.manager.query<{ id: string; deleted: boolean; manager_id: string | null }[]>(
      'SELECT id, deleted, manager_id FROM room WHERE id = $1',
      [id],
    );
    return row ? { id: row.id, deleted: row.deleted, managerId: row.manager_id } : null;
  }

  /** Applies a whole room (sectors and staff included) unless a newer snapshot was applied already. */
  async applySnapshot(room: RoomSnapshot, at: Date): Promise<boolean> {
    const applied = await this.manager.query<unknown[]>(
      `INSERT INTO room (id, name, enabled, deleted, virtual, zone_id, manager_id, favorite_sector_id, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, enabled = EXCLUDED.enabled,
         deleted = EXCLUDED.deleted, virtual = EXCLUDED.virtual, zone_id = EXCLUDED.zone_id,
         manager_id = EXCLUDED.manager_id, favorite_sector_id = EXCLUDED.favorite_sector_id,
         changed_at = EXCLUDED.changed_at
       WHERE room.changed_at <= EXCLUDED.changed_at
       RETURNING id`,
      [
        room.id,
        room.name,
        room.enabled,
        room.deleted,
        room.virtual,
        room.zoneId,
        room.managerId,
        room.favoriteSectorId,
        at,
      ],
    );
    if (applied.length === 0) return false;
    await this.manager.query('DELETE FROM room_sector WHERE room_id = $1', [room.id]);
    await this.manager.query(
      'INSERT INTO room_sector (room_id, sector_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING',
      [room.id, room.sectorIds],
    );
    await this.manager.query('DELETE FROM room_user WHERE room_id = $1', [room.id]);
    await this.manager.query(
      'INSERT INTO room_user (room_id, user_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING',
      [room.id, room.userIds],
    );
    return true;
  }
}
