import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The time of the last opening change of a sector (licenses' sector.closed / sector.opened may arrive out of order). */
export class ScheduleAppointments1797000000004 implements MigrationInterface {
  name = 'ScheduleAppointments1797000000004';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sector ADD COLUMN opening_changed_at timestamptz NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE sector DROP COLUMN opening_changed_at');
  }
}
