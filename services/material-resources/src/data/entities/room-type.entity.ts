import { EntitySchema } from 'typeorm';

export interface RoomTypeRow {
  id: string;
  /** Upper-case, unique. */
  name: string;
  enabled: boolean;
  translations: Record<string, string>;
  createdAt: Date;
  updatedAt: Date;
}

export const RoomTypeEntity = new EntitySchema<RoomTypeRow>({
  name: 'RoomType',
  tableName: 'room_type',
  columns: {
    id: { type: 'uuid', primary: true },
    name: { type: 'varchar', length: 100 },
    enabled: { type: 'boolean' },
    translations: { type: 'jsonb' },
    createdAt: { type: 'timestamptz', name: 'created_at' },
    updatedAt: { type: 'timestamptz', name: 'updated_at' },
  },
});
