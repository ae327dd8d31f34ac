import { EntitySchema } from 'typeorm';

/** Replica of a material-resources sector: what booking and scoping need (name, open, manager, doctors). */
export interface SectorRow {
  id: string;
  name: string;
  enabled: boolean;
  managerId: string | null;
  /** occurredAt of the newest event applied; an older one arriving late is ignored. */
  changedAt: Date;
}

export const SectorEntity = new EntitySchema<SectorRow>({
  name: 'Sector',
  tableName: 'sector',
  columns: {
    id: { type: 'uuid', primary: true },
    name: { type: 'varchar', length: 100 },
    enabled: { type: 'boolean' },
    managerId: { type: 'uuid', name: 'manager_id', nullable: true },
    changedAt: { type: 'timestamptz', name: 'changed_at' },
  },
});

export const SectorDoctorEntity = new EntitySchema<{ sectorId: string; doctorId: string }>({
  name: 'SectorDoctor',
  tableName: 'sector_doctor',
  columns: {
    sectorId: { type: 'uuid', primary: true, name: 'sector_id' },
    doctorId: { type: 'uuid', primary: true, name: 'doctor_id' },
  },
});
