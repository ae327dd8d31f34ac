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
    // Overlaps booked before the constraint would make it fail with PostgreSQL's terse error: name them, so that
    // one of each pair is canceled through the API (its event reaches the other services), then start again.
    const overlaps: { first: string; second: string }[] = await db.query(
      `SELECT a.id AS first, b.id AS second FROM appointment a JOIN appointment b
         ON a.patient_id = b.patient_id AND a.id < b.id
        AND tstzrange(a.start_time, a.consultation_end) && tstzrange(b.start_time, b.consultation_end)
        WHERE NOT a.canceled AND NOT a.deleted AND NOT b.canceled AND NOT b.deleted
        ORDER BY a.start_time LIMIT 50`,
    );
    if (overlaps.length > 0)
      throw new Error(
        'Live appointments of one patient overlap; cancel one of each pair, then start again: ' +
          overlaps.map((pair) => `${pair.first} and ${pair.second}`).join(', '),
      );
    await db.query(`ALTER TABLE appointment ADD CONSTRAINT appointment_patient_no_overlap
      EXCLUDE USING gist (patient_id WITH =, tstzrange(start_time, consultation_end) WITH &&)
      WHERE (NOT canceled AND NOT deleted)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE appointment DROP CONSTRAINT appointment_patient_no_overlap');
  }
}
