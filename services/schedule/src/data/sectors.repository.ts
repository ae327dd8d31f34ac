import type { EntityManager } from 'typeorm';
import { CONSULTATION_SQL } from './booking-checks.sql.ts';

/** One weekly slot as `doctorsWithWeeklyHours` reads it. */
export interface WeeklySlotRow {
  dayOfWeek: number;
  start: string;
  end: string;
  zone: string;
}

/** A sector's doctor as `doctorsWithWeeklyHours` reads them. */
export interface SectorDoctorHours {
  id: string;
  weekly: WeeklySlotRow[];
  consultation: number;
}
import type { SectorSnapshot } from '@teleplan/proto/material-resources';
import { olderThan, type EventVersion } from '@teleplan/kit/db/event-version';

const OPENING = { at: 'opening_changed_at', id: 'opening_event_id' };

/** The local replica of material-resources' sectors and their doctors; written only by the event handlers. */
export class SectorsRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** Applies a whole sector (doctors included) unless a newer change was applied already. */
  async applySnapshot(sector: SectorSnapshot, version: EventVersion): Promise<void> {
    const applied = await this.manager.query<unknown[]>(
      `INSERT INTO sector (id, name, enabled, manager_id, changed_at, event_id) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, enabled = EXCLUDED.enabled,
         manager_id = EXCLUDED.manager_id, changed_at = EXCLUDED.changed_at, event_id = EXCLUDED.event_id
       WHERE ${olderThan('sector', '$5', '$6')}
       RETURNING id`,
      [sector.id, sector.name, sector.enabled, sector.managerId, version.at, version.eventId],
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
  async applyDoctorLink(
    sectorId: string,
    doctorId: string,
    linked: boolean,
    version: EventVersion,
  ): Promise<void> {
    // Wrapped in a SELECT: TypeORM answers a bare UPDATE with [rows, count], not rows.
    const current = await this.manager.query<unknown[]>(
      `WITH changed AS (UPDATE sector SET changed_at = $2, event_id = $3
                         WHERE id = $1 AND ${olderThan('sector', '$2', '$3')} RETURNING id)
       SELECT id FROM changed`,
      [sectorId, version.at, version.eventId],
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
  async applyOpening(sectorId: string, open: boolean, version: EventVersion): Promise<void> {
    await this.manager.query(
      `UPDATE sector SET closed = NOT $2, closed_at = CASE WHEN $2 THEN NULL ELSE $3::timestamptz END,
         opening_changed_at = $3, opening_event_id = $4
       WHERE id = $1 AND ${olderThan('sector', '$3', '$4', OPENING)}`,
      [sectorId, open, version.at, version.eventId],
    );
  }

  /**
   * The doctors linked to `sectorId`, by id, with their weekly slots (ISO day, local `HH:mm` bounds, zone) and
   * their consultation duration in minutes.
   */
  async doctorsWithWeeklyHours(sectorId: string): Promise<SectorDoctorHours[]> {
    return this.manager.query<SectorDoctorHours[]>(
      `SELECT sd.doctor_id AS id, ${CONSULTATION_SQL} AS consultation,
           coalesce(json_agg(json_build_object('dayOfWeek', da.day_of_week,
           'start', to_char(da.start_time, 'HH24:MI'), 'end', to_char(da.end_time, 'HH24:MI'), 'zone', da.zone_id))
           FILTER (WHERE da.id IS NOT NULL), '[]') AS weekly
         FROM sector_doctor sd LEFT JOIN default_availability da ON da.owner_id = sd.doctor_id
         LEFT JOIN doctor_properties dp ON dp.doctor_id = sd.doctor_id
         WHERE sd.sector_id = $1 GROUP BY sd.doctor_id, dp.consultation_duration ORDER BY sd.doctor_id`,
      [sectorId],
    );
  }
}
