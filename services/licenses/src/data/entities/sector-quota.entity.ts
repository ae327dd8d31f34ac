import { EntitySchema } from 'typeorm';

/**
 * A sector this service holds licences for. Its row is the lock every change of the sector's rooms takes, so
 * counting and reserving room slots are serialised per sector. The quota itself is the sum of its keys' rooms.
 */
export interface SectorQuotaRow {
  sectorId: string;
  open: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const SectorQuotaEntity = new EntitySchema<SectorQuotaRow>({
  name: 'SectorQuota',
  tableName: 'sector_quota',
  columns: {
    sectorId: { type: 'uuid', primary: true, name: 'sector_id' },
    open: { type: 'boolean' },
    createdAt: { type: 'timestamptz', name: 'created_at' },
    updatedAt: { type: 'timestamptz', name: 'updated_at' },
  },
});
