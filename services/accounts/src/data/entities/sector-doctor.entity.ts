import { EntitySchema } from 'typeorm';

/**
 * Local replica of which doctor is linked to which sector. material-resources owns sectors; its events will
 * feed this table (a later issue). Until then it is empty unless filled by hand or by tests.
 */
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
