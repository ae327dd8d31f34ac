import { EntitySchema } from 'typeorm';

/** One room linked to a sector, counted against the sector's licences. */
export interface RoomSlotRow {
  sectorId: string;
  roomId: string;
  reservedAt: Date;
}

export const RoomSlotEntity = new EntitySchema<RoomSlotRow>({
  name: 'RoomSlot',
  tableName: 'room_slot',
  columns: {
    sectorId: { type: 'uuid', primary: true, name: 'sector_id' },
    roomId: { type: 'uuid', primary: true, name: 'room_id' },
    reservedAt: { type: 'timestamptz', name: 'reserved_at' },
  },
});
