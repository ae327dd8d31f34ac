import { EntitySchema } from 'typeorm';

/** What this service knows of a material-resources sector (its events): enough to scope a sector manager. */
export interface SectorReplicaRow {
  id: string;
  name: string;
  enabled: boolean;
  managerId: string | null;
  /** `occurredAt` of the event this row comes from; an older event never overwrites a newer one. */
  asOf: Date;
}

export const SectorReplicaEntity = new EntitySchema<SectorReplicaRow>({
  name: 'SectorReplica',
  tableName: 'sector_replica',
  columns: {
    id: { type: 'uuid', primary: true },
    name: { type: 'text' },
    enabled: { type: 'boolean' },
    managerId: { type: 'uuid', name: 'manager_id', nullable: true },
    asOf: { type: 'timestamptz', name: 'as_of' },
  },
});
