import { EntitySchema } from 'typeorm';

/** Local replica of a material-resources sector: its manager, from the newest snapshot applied. */
export interface SectorReplicaRow {
  id: string;
  managerId: string | null;
  enabled: boolean;
  /** `occurredAt` and id of the newest snapshot applied: an older one arriving late is ignored. */
  changedAt: Date;
  eventId: string;
}

export const SectorReplicaEntity = new EntitySchema<SectorReplicaRow>({
  name: 'SectorReplica',
  tableName: 'sector_replica',
  columns: {
    id: { type: 'uuid', primary: true },
    managerId: { type: 'uuid', name: 'manager_id', nullable: true },
    enabled: { type: 'boolean' },
    changedAt: { type: 'timestamptz', name: 'changed_at' },
    eventId: { type: 'uuid', name: 'event_id' },
  },
});
