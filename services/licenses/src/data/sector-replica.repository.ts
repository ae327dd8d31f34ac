import type { EntityManager } from 'typeorm';
import { olderThan } from '@teleplan/kit/db/event-version';
import { SectorReplicaEntity, type SectorReplicaRow } from './entities/sector-replica.entity.ts';

const VERSION = { at: 'as_of', id: 'event_id' };

/** The local copy of material-resources' sectors. */
export class SectorReplicaRepository {
  private readonly db: EntityManager;

  constructor(db: EntityManager) {
    this.db = db;
  }

  async find(id: string): Promise<SectorReplicaRow | null> {
    return this.db.getRepository(SectorReplicaEntity).findOneBy({ id });
  }

  /** Stores `row` (set by event `eventId`) unless the copy comes from a later event (they may arrive out of order). */
  async upsertIfNewer(row: SectorReplicaRow, eventId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO sector_replica (id, name, enabled, manager_id, as_of, event_id) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, enabled = EXCLUDED.enabled,
         manager_id = EXCLUDED.manager_id, as_of = EXCLUDED.as_of, event_id = EXCLUDED.event_id
       WHERE ${olderThan('sector_replica', '$5', '$6', VERSION)}`,
      [row.id, row.name, row.enabled, row.managerId, row.asOf, eventId],
    );
  }
}
