import { EntitySchema } from 'typeorm';

/**
 * Local replica of which doctor is linked to which sector, fed by material-resources' events (sector snapshots
 * and single links). Each pair keeps the version (`changedAt`, `eventId`) of the newest event that set it, and
 * an unlink is kept as `linked: false`: events applied in any order end in the same state, and an older event
 * never undoes a newer one.
 */
export interface SectorDoctorRow {
  sectorId: string;
  doctorId: string;
  linked: boolean;
  changedAt: Date;
  eventId: string;
}

export const SectorDoctorEntity = new EntitySchema<SectorDoctorRow>({
  name: 'SectorDoctor',
  tableName: 'sector_doctor',
  columns: {
    sectorId: { type: 'uuid', primary: true, name: 'sector_id' },
    doctorId: { type: 'uuid', primary: true, name: 'doctor_id' },
    linked: { type: 'boolean' },
    changedAt: { type: 'timestamptz', name: 'changed_at' },
    eventId: { type: 'uuid', name: 'event_id' },
  },
});
