import type { EntityManager } from 'typeorm';
import type { Appointment } from '@teleplan/proto/schedule-appointments';
import { contributionSteps } from './contributions.ts';
import { copyCsvIn } from './copy-in.ts';

/** The fields of an `Appointment` (JSON) that a fact keeps, as a record definition for `jsonb_to_record(set)`. */
const APPOINTMENT_RECORD = `x(id uuid, doctor uuid, room uuid, sector uuid, patient uuid, interval jsonb,
  canceled boolean, "absentPatient" boolean, paid boolean, "fromC15" boolean, "noTreatingDoctor" boolean,
  "treatingDoctorNotAvailable" boolean, deleted boolean, "updatedAt" timestamptz)`;

/**
 * Appointments (as schedule publishes them, the records `x` of `records`: APPOINTMENT_RECORD) as
 * `appointment_fact` rows of `schema`, in its columns' order, with the event that carried them (`eventId`, null
 * from an export); the room type is the room replica's at that moment.
 */
const incoming = (schema: string, records: string, eventId: string) => `
    SELECT x.id, x.doctor AS doctor_id, x.room AS room_id, x.sector AS sector_id, r.room_type_id,
           x.patient AS patient_id, (x.interval->>'start')::timestamptz AS start_time,
           (x.interval->>'end')::timestamptz AS end_time, x.canceled, x."absentPatient" AS absent, x.paid,
           x."fromC15" AS from_c15, x."noTreatingDoctor" AS no_treating_doctor,
           x."treatingDoctorNotAvailable" AS treating_doctor_not_available, x.deleted,
           x."updatedAt" AS updated_at, ${eventId}::uuid AS event_id
      FROM ${records}
      LEFT JOIN ${schema}.room r ON r.id = x.room`;

/** The appointments export's CSV line as columns (APPOINTMENT_FACT_COLUMNS, in order, with their types). */
const EXPORTED_FACT = `id uuid, doctor uuid, room uuid, sector uuid, patient uuid, start timestamptz, "end" timestamptz,
  canceled boolean, "absentPatient" boolean, paid boolean, "fromC15" boolean, "noTreatingDoctor" boolean,
  "treatingDoctorNotAvailable" boolean, deleted boolean, "updatedAt" timestamptz`;

const upsertFacts = (schema: string, rows: string) => `
    INSERT INTO ${schema}.appointment_fact AS t ${rows}
    ON CONFLICT (id) DO UPDATE SET doctor_id = EXCLUDED.doctor_id, room_id = EXCLUDED.room_id,
      sector_id = EXCLUDED.sector_id, room_type_id = EXCLUDED.room_type_id, patient_id = EXCLUDED.patient_id,
      start_time = EXCLUDED.start_time, end_time = EXCLUDED.end_time, canceled = EXCLUDED.canceled,
      absent = EXCLUDED.absent, paid = EXCLUDED.paid, from_c15 = EXCLUDED.from_c15,
      no_treating_doctor = EXCLUDED.no_treating_doctor,
      treating_doctor_not_available = EXCLUDED.treating_doctor_not_available, deleted = EXCLUDED.deleted,
      updated_at = EXCLUDED.updated_at, event_id = EXCLUDED.event_id`;

const STEPS = contributionSteps('public', 'delta');

/**
 * One statement: the incoming snapshot replaces the fact when it is newer (a later `updatedAt`, or the same one
 * from a later event; the export, event_id null, counts as the newest of its instant), and the rollups move by
 * the difference: the old fact taken back (sign -1), the new one added (+1).
 */
const APPLY = `
  WITH incoming AS (${incoming('public', `jsonb_to_recordset($1::jsonb) AS ${APPOINTMENT_RECORD}`, '$2')}),
       current AS (SELECT * FROM appointment_fact WHERE id = (SELECT id FROM incoming) FOR UPDATE),
       newer AS (
         SELECT i.* FROM incoming i
          WHERE NOT EXISTS (SELECT 1 FROM current c
                             WHERE (c.updated_at, coalesce(c.event_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'))
                                   >= (i.updated_at, i.event_id))
       ),
       delta AS (
         SELECT c.*, -1 AS sign FROM current c WHERE EXISTS (SELECT 1 FROM newer)
         UNION ALL
         SELECT n.*, 1 FROM newer n
       ),
       fact AS (${upsertFacts('public', 'SELECT * FROM newer')}),
       hours AS (${STEPS.hours}),
       days AS (${STEPS.days}),
       ${STEPS.patientSteps}
  ${STEPS.patients}`;

export class FactsRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /**
   * Applies an appointment's snapshot, carried by event `eventId`, and moves the rollups by the difference between
   * the fact it replaces and itself, in the caller's transaction; a snapshot not newer than the row's changes
   * nothing (one transaction's booking and cancellation share an `updatedAt`; event ids are time-ordered). Two
   * statements: the rollups' lock, then the change. Snapshots are applied one at a time: two events of a new
   * appointment never both add it, and two appointments, which write the same hot rollup rows (the platform's
   * hour, their sector's) and so waited on each other anyway, no longer lock those rows in different orders and
   * deadlock.
   */
  async apply(appointment: Appointment, eventId: string): Promise<void> {
    await this.manager.query("SELECT pg_advisory_xact_lock(hashtext('indicators.appointment_rollups'))");
    await this.manager.query(APPLY, [JSON.stringify([appointment]), eventId]);
  }

  /**
   * Writes the appointments export's CSV bytes (APPOINTMENT_FACT_COLUMNS) into `schema`'s empty facts (the
   * rebuild's shadow), rollups left for later: the lines go to PostgreSQL as they are (COPY); no line is parsed
   * here. On a connection of its own, whose temporary table holds the lines on the way.
   */
  async copyExport(schema: string, lines: AsyncIterable<Uint8Array>): Promise<void> {
    await copyCsvIn(
      this.manager,
      'exported_appointment',
      EXPORTED_FACT,
      lines,
      (table) => `INSERT INTO ${schema}.appointment_fact
         SELECT x.id, x.doctor, x.room, x.sector, r.room_type_id, x.patient, x.start, x."end", x.canceled,
                x."absentPatient", x.paid, x."fromC15", x."noTreatingDoctor", x."treatingDoctorNotAvailable",
                x.deleted, x."updatedAt", NULL::uuid
           FROM ${table} x LEFT JOIN ${schema}.room r ON r.id = x.room`,
    );
  }
}
