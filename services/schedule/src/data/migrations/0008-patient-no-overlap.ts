import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A patient is in one consultation at a time: no two live appointments of a patient overlap over their
 * consultations ([start_time, consultation_end)). The room's preparation after a consultation does not hold the
 * patient, so back-to-back consultations in two rooms stay possible. Written by hand: TypeORM's generator drops
 * exclusion constraints.
 */
export class SchedulePatientNoOverlap1797000000008 implements MigrationInterface {
  name = 'SchedulePatientNoOverlap1797000000008';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE appointment ADD CONSTRAINT appointment_patient_no_overlap
      EXCLUDE USING gist (patient_id WITH =, tstzrange(start_time, consultation_end) WITH &&)
      WHERE (NOT canceled AND NOT deleted)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE appointment DROP CONSTRAINT appointment_patient_no_overlap');
  }
}
