import type { EntityManager } from 'typeorm';

/** One weekly slot as `doctorsWithWeeklyHours` reads it. */
export interface WeeklySlotRow {
  dayOfWeek: number;
  start: string;
  end: string;
  zone: string;
}
import type { SectorSnapshot } from '@teleplan/proto/material-resources';

/** The local replica of material-resources' sectors and their doctors; written only by the event handlers. */
export class SectorsRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** Applies a whole sector (doctors included) unless a newer change was applied already. */
  async applySnapshot(sector: SectorSnapshot, at: Date): Promise<void> {
    const applied = await this.manager.query<unknown[]>(
      `INSERT INTO sector (id, name, enabled, manager_id, changed_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, enabled = EXCLUDED.enabled,
         manager_id = EXCLUDED.manager_id, changed_at = EXCLUDED.changed_at
       WHERE sector.changed_at <= EXCLUDED.changed_at
       RETURNING id`,
      [sector.id, sector.name, sector.enabled, sector.managerId, at],
    );
    if (applied.length === 0) return;
    await this.manager.query('DELETE FROM sector_doctor WHERE sector_id = $1', [sector.id]);
    await this.manager.query(
      `INSERT INTO sector_doctor (sector_id, doctor_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
      [sector.id, sector.doctorIds],
    );
  }

  /**
   * Applies one link or unlink to a known sector unless a newer change was applied already (it then counts as
   * the sector's newest change). For an unknown sector it does nothing: the sector's snapshots carry its doctors.
   */
  async applyDoctorLink(sectorId: string, doctorId: string, linked: boolean, at: Date): Promise<void> {
    // Wrapped in a SELECT: TypeORM answers a bare UPDATE with [rows, count], not rows.
    const current = await this.manager.query<unknown[]>(
      `WITH changed AS (UPDATE sector SET changed_at = $2 WHERE id = $1 AND changed_at <= $2 RETURNING id)
       SELECT id FROM changed`,
      [sectorId, at],
    );
    if (current.length === 0) return;
    await this.manager.query(
      linked
        ? 'INSERT INTO sector_doctor (sector_id, doctor_id) VALUES ($1, $2) ON CONFLICT DO NOTHING'
        : 'DELETE FROM sector_doctor WHERE sector_id = $1 AND doctor_id = $2',
      [sectorId, doctorId],
    );
  }

  /**
   * Applies licenses' open or closed state of a known sector unless a newer change of it was applied already
   * (a sector not known yet keeps the default, open: its snapshot comes from material-resources).
   */
  async applyOpening(sectorId: string, open: boolean, at: Date): Promise<void> {
    await this.manager.query(
      `UPDATE sector SET closed = NOT $2, closed_at = CASE WHEN $2 THEN NULL ELSE $3 END, opening_changed_at = $3
       WHERE id = $1 AND (opening_changed_at IS NULL OR opening_changed_at <= $3)`,
      [sectorId, open, at],
    );
  }

  /** The doctors linked to `sectorId`, by id, with their weekly slots (ISO day, local `HH:mm` bounds, zone). */
  async doctorsWithWeeklyHours(sectorId: string): Promise<{ id: string; weekly: WeeklySlotRow[] }[]> {
    const rows = await this.manager.query<{ id: string; weekly: WeeklySlotRow[] }[]>(
      `SELECT sd.doctor_id AS id, coalesce(json_agg(json_build_object('dayOfWeek', da.day_of_week,
           'start', to_char(da.start_time, 'HH24:MI'), 'end', to_char(da.end_time, 'HH24:MI'), 'zone', da.zone_id))
           FILTER (WHERE da.id IS NOT NULL), '[]') AS weekly
         FROM sector_doctor sd LEFT JOIN default_availability da ON da.owner_id = sd.doctor_id
         WHERE sd.sector_id = $1 GROUP BY sd.doctor_id ORDER BY sd.doctor_id`,
      [sectorId],
    );
    return rows;
  }
}
