import { EntitySchema } from 'typeorm';

/** Replica of a material-resources room: zone, state, manager, sectors and staff. */
export interface RoomRow {
  id: string;
  name: string;
  enabled: boolean;
  deleted: boolean;
  virtual: boolean;
  zoneId: string;
  managerId: string | null;
  favoriteSectorId: string | null;
  /** occurredAt of the newest snapshot applied; an older one arriving late is ignored. */
  changedAt: Date;
}

export const RoomEntity = new EntitySchema<RoomRow>({
  name: 'Room',
  tableName: 'room',
  columns: {
    id: { type: 'uuid', primary: true },
    name: { type: 'varchar', length: 100 },
    enabled: { type: 'boolean' },
    deleted: { type: 'boolean' },
    virtual: { type: 'boolean' },
    zoneId: { type: 'varchar', length: 64, name: 'zone_id' },
    managerId: { type: 'uuid', name: 'manager_id', nullable: true },
    favoriteSectorId: { type: 'uuid', name: 'favorite_sector_id', nullable: true },
    changedAt: { type: 'timestamptz', name: 'changed_at' },
  },
});

export const RoomSectorEntity = new EntitySchema<{ roomId: string; sectorId: string }>({
  name: 'RoomSector',
  tableName: 'room_sector',
  columns: {
    roomId: { type: 'uuid', primary: true, name: 'room_id' },
    sectorId: { type: 'uuid', primary: true, name: 'sector_id' },
  },
});

export const RoomUserEntity = new EntitySchema<{ roomId: string; userId: string }>({
  name: 'RoomUser',
  tableName: 'room_user',
  columns: {
    roomId: { type: 'uuid', primary: true, name: 'room_id' },
    userId: { type: 'uuid', primary: true, name: 'user_id' },
  },
});
