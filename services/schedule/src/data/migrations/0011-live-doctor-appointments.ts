import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The time each doctor's live appointments hold, read from the index alone: the bookable timeline subtracts it for
 * every doctor of the sector (`TimelinesRepository.bookableJson`), and visiting the table for each of a month's
 * appointments was a fifth of an answer's cost.
 */
export class ScheduleLiveDoctorAppointments1797000000011 implements MigrationInterface {
  name = 'ScheduleLiveDoctorAppointments1797000000011';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX appointment_live_doctor_idx ON appointment (doctor_id, start_time) INCLUDE (end_time)
      WHERE NOT canceled AND NOT deleted`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX appointment_live_doctor_idx');
  }
}
