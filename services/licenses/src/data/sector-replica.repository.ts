import type { EntityManager } from 'typeorm';
import { SectorReplicaEntity, type SectorReplicaRow } from './entities/sector-replica.entity.ts';

/** The local copy of material-resources' sectors. */
export class SectorReplicaRepository {
  private readonly db: EntityManager;

  constructor(db: EntityManager) {
    this.db = db;
  }

  async find(id: string): Promise<SectorReplicaRow | null> {
    return this.db.getRepository(SectorReplicaEntity).findOneBy({ id });
  }

  /** Stores `row` unless the copy already comes from a later event (events may arrive out of order). */
  async upsertIfNewer(row: SectorReplicaRow): Promise<void> {
    await this.db.query(
      `INSERT INTO sector_replica (id, name, enabled, manager_id, as_of) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, enabled = EXCLUDED.enabled,
         manager_id = EXCLUDED.manager_id, as_of = EXCLUDED.as_of
       WHERE sector_replica.as_of <= EXCLUDED.as_of`,
      [row.id, row.name, row.enabled, row.managerId, row.asOf],
    );
  }
}
