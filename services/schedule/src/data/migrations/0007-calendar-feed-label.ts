import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A calendar feed's optional label, so that its owner tells the programs subscribed apart. */
export class ScheduleCalendarFeedLabel1797000000007 implements MigrationInterface {
  name = 'ScheduleCalendarFeedLabel1797000000007';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE calendar_feed ADD COLUMN label varchar(60) NULL');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE calendar_feed DROP COLUMN label');
  }
}
