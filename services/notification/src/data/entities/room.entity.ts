import { EntitySchema } from 'typeorm';

/** Replica of a room of material-resources: who manages it, its staff and the sectors it belongs to. */
export interface RoomRow {
  id: string;
  managerId: string | null;
  /** Its room users (staff). */
  userIds: string[];
  sectorIds: string[];
  deleted: boolean;
}

export const RoomEntity = new EntitySchema<RoomRow & { at: Date }>({
  name: 'Room',
  tableName: 'room',
  columns: {
    id: { type: 'uuid', primary: true },
    managerId: { type: 'uuid', name: 'manager_id', nullable: true },
    userIds: { type: 'uuid', array: true, name: 'user_ids' },
    sectorIds: { type: 'uuid', array: true, name: 'sector_ids' },
    deleted: { type: 'boolean' },
    at: { type: 'timestamptz' },
  },
});

/** Replica of a sector of material-resources: its manager. */
export interface SectorRow {
  id: string;
  managerId: string | null;
}

export const SectorEntity = new EntitySchema<SectorRow & { at: Date }>({
  name: 'Sector',
  tableName: 'sector',
  columns: {
    id: { type: 'uuid', primary: true },
    managerId: { type: 'uuid', name: 'manager_id', nullable: true },
    at: { type: 'timestamptz' },
  },
});
