import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What moves an appointment in a calendar: its times, its room, its doctor, or its being taken off. */
const SIGNIFICANT = [
  'start_time',
  'consultation_end',
  'end_time',
  'room_id',
  'doctor_id',
  'canceled',
  'deleted',
];

/**
 * The iCalendar `SEQUENCE` of each appointment, and what a feed last answered. Calendar programs keep an event's
 * old time unless its SEQUENCE grew, so a trigger counts every significant change of the row, whoever writes it
 * (a move, a room disabled). A feed keeps the ETag of its last answer and since when that answer holds, which is
 * its Last-Modified: the content also changes without any write (the window slides by the day).
 */
export class ScheduleCalendarFeedVersions1797000000009 implements MigrationInterface {
  name = 'ScheduleCalendarFeedVersions1797000000009';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE appointment ADD COLUMN sequence integer NOT NULL DEFAULT 0');
    await db.query(`
      CREATE FUNCTION appointment_next_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.sequence := OLD.sequence + 1;
        RETURN NEW;
      END $$`);
    const old = SIGNIFICANT.map((column) => `OLD.${column}`).join(', ');
    const changed = SIGNIFICANT.map((column) => `NEW.${column}`).join(', ');
    await db.query(
      `CREATE TRIGGER appointment_sequence BEFORE UPDATE ON appointment FOR EACH ROW
       WHEN ((${old}) IS DISTINCT FROM (${changed})) EXECUTE FUNCTION appointment_next_sequence()`,
    );
    await db.query(
      'ALTER TABLE calendar_feed ADD COLUMN served_etag varchar(64) NULL, ADD COLUMN served_since timestamptz NULL',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE calendar_feed DROP COLUMN served_etag, DROP COLUMN served_since');
    await db.query('DROP TRIGGER appointment_sequence ON appointment');
    await db.query('DROP FUNCTION appointment_next_sequence()');
    await db.query('ALTER TABLE appointment DROP COLUMN sequence');
  }
}
