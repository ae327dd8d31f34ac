import type { EntityManager } from 'typeorm';
import type { RoomSnapshot, RoomTypeSnapshot, SectorSnapshot } from '@teleplan/proto/material-resources';
import { olderThan, type EventVersion } from '@teleplan/kit/db/event-version';
import { AvailabilityRepository } from './availability.repository.ts';

/** A version for rows the rebuild writes from an export: older than any event. */
const NO_VERSION = { at: null, eventId: null };

/**
 * The replicas of material-resources' rooms, sectors and room types in `schema` (public, or the rebuild's shadow):
 * written by the event handlers (newest snapshot wins) and by the rebuild (from the export, unversioned).
 */
export class ResourcesRepository {
  readonly manager: EntityManager;
  readonly schema: string;
  constructor(manager: EntityManager, schema = 'public') {
    this.manager = manager;
    this.schema = schema;
  }

  /** Newest snapshot wins; the rooms' available minutes move to their new sectors and type. */
  async applyRooms(rooms: readonly RoomSnapshot[], version: EventVersion | null = null): Promise<void> {
    const { at, eventId } = version ?? NO_VERSION;
    const available = new AvailabilityRepository(this.manager, this.schema);
    const ids = rooms.map((room) => room.id);
    await available.countRooms(-1, ids);
    await this.manager.query(
      `INSERT INTO ${this.schema}.room AS room
         (id, room_type_id, manager_id, user_ids, sector_ids, deleted, changed_at, event_id)
       SELECT x.id, x."roomTypeId", x."managerId", x."userIds", x."sectorIds", x.deleted, $2, $3
         FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, "roomTypeId" uuid, "managerId" uuid, "userIds" uuid[],
                                               "sectorIds" uuid[], deleted boolean)
       ON CONFLICT (id) DO UPDATE SET room_type_id = EXCLUDED.room_type_id, manager_id = EXCLUDED.manager_id,
         user_ids = EXCLUDED.user_ids, sector_ids = EXCLUDED.sector_ids, deleted = EXCLUDED.deleted,
         changed_at = EXCLUDED.changed_at, event_id = EXCLUDED.event_id
       WHERE ${olderThan('room', '$2', '$3')}`,
      [JSON.stringify(rooms.map(jsonArrays)), at, eventId],
    );
    await available.countRooms(1, ids);
  }

  async applySectors(sectors: readonly SectorSnapshot[], version: EventVersion | null = null): Promise<void> {
    const { at, eventId } = version ?? NO_VERSION;
    await this.manager.query(
      `INSERT INTO ${this.schema}.sector AS sector (id, manager_id, doctor_ids, changed_at, event_id)
       SELECT x.id, x."managerId", x."doctorIds", $2, $3
         FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, "managerId" uuid, "doctorIds" uuid[])
       ON CONFLICT (id) DO UPDATE SET manager_id = EXCLUDED.manager_id, doctor_ids = EXCLUDED.doctor_ids,
         changed_at = EXCLUDED.changed_at, event_id = EXCLUDED.event_id
       WHERE ${olderThan('sector', '$2', '$3')}`,
      [JSON.stringify(sectors.map(jsonArrays)), at, eventId],
    );
  }

  async applyRoomTypes(
    types: readonly RoomTypeSnapshot[],
    version: EventVersion | null = null,
  ): Promise<void> {
    const { at, eventId } = version ?? NO_VERSION;
    await this.manager.query(
      `INSERT INTO ${this.schema}.room_type AS room_type (id, changed_at, event_id)
       SELECT x.id, $2, $3 FROM jsonb_to_recordset($1::jsonb) AS x(id uuid)
       ON CONFLICT (id) DO UPDATE SET changed_at = EXCLUDED.changed_at, event_id = EXCLUDED.event_id
       WHERE ${olderThan('room_type', '$2', '$3')}`,
      [JSON.stringify(types.map((type) => ({ id: type.id }))), at, eventId],
    );
  }

  /**
   * sector.doctor-linked / -unlinked: the link alone (the next sector snapshot carries it too), with when it
   * changed (a rebuild running meanwhile carries it over).
   */
  async linkDoctor(sectorId: string, doctorId: string, linked: boolean): Promise<void> {
    await this.manager.query(
      `INSERT INTO ${this.schema}.sector (id, doctor_ids, doctors_changed_at)
       VALUES ($1, CASE WHEN $3 THEN ARRAY[$2::uuid] ELSE '{}' END, now())
       ON CONFLICT (id) DO UPDATE SET doctors_changed_at = now(), doctor_ids = CASE WHEN $3
         THEN array_append(array_remove(sector.doctor_ids, $2::uuid), $2::uuid)
         ELSE array_remove(sector.doctor_ids, $2::uuid) END`,
      [sectorId, doctorId, linked],
    );
  }
}

/** PostgreSQL array literals for the uuid[] columns jsonb_to_recordset reads. */
function jsonArrays<T extends object>(row: T): T {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, Array.isArray(value) ? `{${value.join(',')}}` : value]),
  ) as T;
}
