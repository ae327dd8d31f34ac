import { EntitySchema } from 'typeorm';

/** A room as stored; its sectors and staff are in `room_sector` and `room_user`. */
export interface RoomRow {
  id: string;
  name: string;
  enabled: boolean;
  address: string | null;
  email: string | null;
  telephoneNumber: string;
  url: string | null;
  dpiUrl: string | null;
  description: string | null;
  virtual: boolean;
  latitude: number;
  longitude: number;
  zoneId: string;
  favoriteSectorId: string | null;
  roomTypeId: string | null;
  managerId: string | null;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const RoomEntity = new EntitySchema<RoomRow>({
  name: 'Room',
  tableName: 'room',
  columns: {
    id: { type: 'uuid', primary: true },
    name: { type: 'varchar', length: 100 },
    enabled: { type: 'boolean' },
    address: { type: 'varchar', length: 300, nullable: true },
    email: { type: 'varchar', length: 254, nullable: true },
    telephoneNumber: { type: 'varchar', length: 32, name: 'telephone_number' },
    url: { type: 'varchar', length: 2000, nullable: true },
    dpiUrl: { type: 'varchar', length: 2000, name: 'dpi_url', nullable: true },
    description: { type: 'varchar', length: 2000, nullable: true },
    virtual: { type: 'boolean' },
    latitude: { type: 'double precision' },
    longitude: { type: 'double precision' },
    zoneId: { type: 'varchar', length: 64, name: 'zone_id' },
    favoriteSectorId: { type: 'uuid', name: 'favorite_sector_id', nullable: true },
    roomTypeId: { type: 'uuid', name: 'room_type_id', nullable: true },
    managerId: { type: 'uuid', name: 'manager_id', nullable: true },
    deletedAt: { type: 'timestamptz', name: 'deleted_at', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at' },
    updatedAt: { type: 'timestamptz', name: 'updated_at' },
  },
});

export interface RoomSectorRow {
  roomId: string;
  sectorId: string;
}

export const RoomSectorEntity = new EntitySchema<RoomSectorRow>({
  name: 'RoomSector',
  tableName: 'room_sector',
  columns: {
    roomId: { type: 'uuid', primary: true, name: 'room_id' },
    sectorId: { type: 'uuid', primary: true, name: 'sector_id' },
  },
});

/** A staff member working in a room (one room per person). */
export interface RoomUserRow {
  roomId: string;
  userId: string;
}

export const RoomUserEntity = new EntitySchema<RoomUserRow>({
  name: 'RoomUser',
  tableName: 'room_user',
  columns: {
    roomId: { type: 'uuid', primary: true, name: 'room_id' },
    userId: { type: 'uuid', primary: true, name: 'user_id' },
  },
});
