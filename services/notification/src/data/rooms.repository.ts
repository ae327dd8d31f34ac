import type { EntityManager } from 'typeorm';
import type { RoomRow } from './entities/room.entity.ts';
import { olderThan, type EventVersion } from '@teleplan/kit/db/event-version';

const VERSION = { at: 'at', id: 'event_id' };

interface RawRoom {
  id: string;
  manager_id: string | null;
  user_ids: string[];
  sector_ids: string[];
  deleted: boolean;
}

interface RawPlace {
  name: string | null;
  address: string | null;
  url: string | null;
  virtual: boolean;
  zone: string | null;
}

/** What patients' messages say of a room: its name, address (or virtual), video link and zone. */
export interface RoomPlace {
  name: string;
  address: string | null;
  url: string | null;
  virtual: boolean;
  zone: string | null;
}

/** The local replicas of material-resources' rooms and sectors; written only by the event handlers. */
export class RoomsRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  async get(id: string): Promise<RoomRow | null> {
    const rows = await this.manager.query<RawRoom[]>(
      'SELECT id, manager_id, user_ids, sector_ids, deleted FROM room WHERE id = $1',
      [id],
    );
    const raw = rows[0];
    return raw
      ? {
          id: raw.id,
          managerId: raw.manager_id,
          userIds: raw.user_ids,
          sectorIds: raw.sector_ids,
          deleted: raw.deleted,
        }
      : null;
  }

  /** Whether `managerId` manages one of `sectorIds`. */
  async managesOneOf(managerId: string, sectorIds: readonly string[]): Promise<boolean> {
    if (sectorIds.length === 0) return false;
    const rows = await this.manager.query<unknown[]>(
      'SELECT 1 FROM sector WHERE manager_id = $1 AND id = ANY($2::uuid[]) LIMIT 1',
      [managerId, sectorIds],
    );
    return rows.length > 0;
  }

  /** The room as a patient's message names it; null when the replica does not know it. */
  async place(id: string): Promise<RoomPlace | null> {
    const rows = await this.manager.query<RawPlace[]>(
      'SELECT name, address, url, virtual, zone FROM room WHERE id = $1',
      [id],
    );
    const raw = rows[0];
    return raw
      ? { name: raw.name ?? '', address: raw.address, url: raw.url, virtual: raw.virtual, zone: raw.zone }
      : null;
  }

  /** Applies a room snapshot unless a newer one was applied already (events may arrive out of order). */
  async applyRoom(room: RoomRow & RoomPlace, version: EventVersion): Promise<void> {
    await this.manager.query(
      `INSERT INTO room (id, manager_id, sector_ids, deleted, at, event_id, name, address, url, virtual, zone,
         user_ids)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (id) DO UPDATE SET manager_id = EXCLUDED.manager_id, sector_ids = EXCLUDED.sector_ids,
         deleted = EXCLUDED.deleted, at = EXCLUDED.at, event_id = EXCLUDED.event_id, name = EXCLUDED.name,
         address = EXCLUDED.address, url = EXCLUDED.url, virtual = EXCLUDED.virtual, zone = EXCLUDED.zone,
         user_ids = EXCLUDED.user_ids
       WHERE ${olderThan('room', '$5', '$6', VERSION)}`,
      [
        room.id,
        room.managerId,
        room.sectorIds,
        room.deleted,
        version.at,
        version.eventId,
        room.name,
        room.address,
        room.url,
        room.virtual,
        room.zone,
        room.userIds,
      ],
    );
  }

  /** Applies a sector snapshot unless a newer one was applied already. */
  async applySector(sector: { id: string; managerId: string | null }, version: EventVersion): Promise<void> {
    await this.manager.query(
      `INSERT INTO sector (id, manager_id, at, event_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET manager_id = EXCLUDED.manager_id, at = EXCLUDED.at,
         event_id = EXCLUDED.event_id
       WHERE ${olderThan('sector', '$3', '$4', VERSION)}`,
      [sector.id, sector.managerId, version.at, version.eventId],
    );
  }
}
