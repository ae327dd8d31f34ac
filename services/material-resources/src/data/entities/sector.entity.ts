import { EntitySchema } from 'typeorm';

export interface SectorRow {
  id: string;
  name: string;
  enabled: boolean;
  managerId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const SectorEntity = new EntitySchema<SectorRow>({
  name: 'Sector',
  tableName: 'sector',
  columns: {
    id: { type: 'uuid', primary: true },
    name: { type: 'varchar', length: 100 },
    enabled: { type: 'boolean' },
    managerId: { type: 'uuid', name: 'manager_id', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at' },
    updatedAt: { type: 'timestamptz', name: 'updated_at' },
  },
});

/** A doctor linked to a sector. */
export interface SectorDoctorRow {
  sectorId: string;
  doctorId: string;
}

export const SectorDoctorEntity = new EntitySchema<SectorDoctorRow>({
  name: 'SectorDoctor',
  tableName: 'sector_doctor',
  columns: {
    sectorId: { type: 'uuid', primary: true, name: 'sector_id' },
    doctorId: { type: 'uuid', primary: true, name: 'doctor_id' },
  },
});
