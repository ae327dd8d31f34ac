import type { EntityManager } from 'typeorm';
import type { Appointment } from '@teleplan/proto/schedule-appointments';
import { addContributions } from './contributions.ts';

/**
 * Appointments (as schedule publishes and exports them, JSON) as `appointment_fact` rows of `schema`; the room
 * type is the room replica's at that moment. A row is replaced only by a version at least as new (`updatedAt`).
 */
function upsertFacts(schema: string): string {
  return `
    INSERT INTO ${schema}.appointment_fact AS t
      (id, doctor_id, room_id, sector_id, room_type_id, patient_id, start_time, end_time, canceled, absent, paid,
       from_c15, no_treating_doctor, treating_doctor_not_available, deleted, updated_at)
    SELECT x.id, x.doctor, x.room, x.sector, r.room_type_id, x.patient, (x.interval->>'start')::timestamptz,
           (x.interval->>'end')::timestamptz, x.canceled, x."absentPatient", x.paid, x."fromC15",
           x."noTreatingDoctor", x."treatingDoctorNotAvailable", x.deleted, x."updatedAt"
      FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, doctor uuid, room uuid, sector uuid, patient uuid,
             interval jsonb, canceled boolean, "absentPatient" boolean, paid boolean, "fromC15" boolean,
             "noTreatingDoctor" boolean, "treatingDoctorNotAvailable" boolean, deleted boolean,
             "updatedAt" timestamptz)
      LEFT JOIN ${schema}.room r ON r.id = x.room
    ON CONFLICT (id) DO UPDATE SET doctor_id = EXCLUDED.doctor_id, room_id = EXCLUDED.room_id,
      sector_id = EXCLUDED.sector_id, room_type_id = EXCLUDED.room_type_id, patient_id = EXCLUDED.patient_id,
      start_time = EXCLUDED.start_time, end_time = EXCLUDED.end_time, canceled = EXCLUDED.canceled,
      absent = EXCLUDED.absent, paid = EXCLUDED.paid, from_c15 = EXCLUDED.from_c15,
      no_treating_doctor = EXCLUDED.no_treating_doctor,
      treating_doctor_not_available = EXCLUDED.treating_doctor_not_available, deleted = EXCLUDED.deleted,
      updated_at = EXCLUDED.updated_at
    WHERE t.updated_at <= EXCLUDED.updated_at`;
}

const ONE_FACT = (sign: 1 | -1) => `(SELECT f.*, ${sign} AS sign FROM appointment_fact f WHERE f.id = $1)`;

export class FactsRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /**
   * Applies an appointment's snapshot and moves the rollups by the difference between the fact it replaces and
   * itself, in the caller's transaction. An older snapshot than the row's (events out of order) changes nothing.
   */
  async apply(appointment: Appointment): Promise<void> {
    await this.manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [appointment.id]);
    const rows = await this.manager.query<{ newer: boolean }[]>(
      'SELECT updated_at > $2::timestamptz AS newer FROM appointment_fact WHERE id = $1',
      [appointment.id, appointment.updatedAt],
    );
    if (rows[0]?.newer) return;
    for (const sql of addContributions('public', ONE_FACT(-1)))
      await this.manager.query(sql, [appointment.id]);
    await this.manager.query(upsertFacts('public'), [JSON.stringify([appointment])]);
    for (const sql of addContributions('public', ONE_FACT(1)))
      await this.manager.query(sql, [appointment.id]);
  }

  /** Writes exported appointments into `schema`'s facts (the rebuild's shadow), rollups left for later. */
  async load(schema: string, appointments: readonly Appointment[]): Promise<void> {
    await this.manager.query(upsertFacts(schema), [JSON.stringify(appointments)]);
  }
}
