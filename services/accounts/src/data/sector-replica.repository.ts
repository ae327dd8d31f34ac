import type { EntityManager } from 'typeorm';
import type { SectorSnapshot } from '@teleplan/proto/material-resources';
import { olderThan, type EventVersion } from '@teleplan/kit/db/event-version';

/**
 * The local replica of material-resources' sectors (manager) and their doctors, written only by the event
 * handlers. A snapshot is the whole truth at its version: it applies only when newer than the sector's last
 * snapshot, and then sets every pair it does not know of a newer link or unlink for. A single link or unlink
 * applies only when newer than both its pair and the sector's last snapshot (which already reflects it).
 */
export class SectorReplicaRepository {
  private readonly manager: EntityManager;

  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** A whole sector: its manager, and its doctors (linked pairs; the others it had are unlinked). */
  async applySnapshot(sector: SectorSnapshot, version: EventVersion): Promise<void> {
    const applied = await this.manager.query<unknown[]>(
      `INSERT INTO sector_replica (id, manager_id, enabled, changed_at, event_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET manager_id = EXCLUDED.manager_id, enabled = EXCLUDED.enabled,
         changed_at = EXCLUDED.changed_at, event_id = EXCLUDED.event_id
       WHERE ${olderThan('sector_replica', '$4', '$5')}
       RETURNING id`,
      [sector.id, sector.managerId, sector.enabled, version.at, version.eventId],
    );
    if (applied.length === 0) return;
    await this.manager.query(
      `INSERT INTO sector_doctor (sector_id, doctor_id, linked, changed_at, event_id)
       SELECT $1, doctor_id, true, $3, $4 FROM unnest($2::uuid[]) AS doctor_id
       ON CONFLICT (sector_id, doctor_id) DO UPDATE SET linked = true, changed_at = EXCLUDED.changed_at,
         event_id = EXCLUDED.event_id
       WHERE ${olderThan('sector_doctor', '$3', '$4')}`,
      [sector.id, sector.doctorIds, version.at, version.eventId],
    );
    await this.manager.query(
      `UPDATE sector_doctor SET linked = false, changed_at = $3, event_id = $4
        WHERE sector_id = $1 AND doctor_id <> ALL($2::uuid[]) AND ${olderThan('sector_doctor', '$3', '$4')}`,
      [sector.id, sector.doctorIds, version.at, version.eventId],
    );
  }

  /** One link or unlink (kept as `linked: false`, so an older link arriving late cannot bring it back). */
  async applyDoctorLink(
    sectorId: string,
    doctorId: string,
    linked: boolean,
    version: EventVersion,
  ): Promise<void> {
    await this.manager.query(
      `INSERT INTO sector_doctor (sector_id, doctor_id, linked, changed_at, event_id)
       SELECT $1, $2, $3, $4, $5
        WHERE NOT EXISTS (SELECT 1 FROM sector_replica WHERE id = $1 AND NOT ${olderThan('sector_replica', '$4', '$5')})
       ON CONFLICT (sector_id, doctor_id) DO UPDATE SET linked = EXCLUDED.linked,
         changed_at = EXCLUDED.changed_at, event_id = EXCLUDED.event_id
       WHERE ${olderThan('sector_doctor', '$4', '$5')}`,
      [sectorId, doctorId, linked, version.at, version.eventId],
    );
  }

  /** The sectors `managerId` manages. */
  async managedBy(managerId: string): Promise<string[]> {
    const rows = await this.manager.query<{ id: string }[]>(
      'SELECT id FROM sector_replica WHERE manager_id = $1 ORDER BY id',
      [managerId],
    );
    return rows.map((row) => row.id);
  }
}
