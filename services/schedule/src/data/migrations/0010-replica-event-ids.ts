import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The id of the event that last set each replicated row (beside its time): "newest snapshot wins" compares
 * (time, event id), so two snapshots of the same millisecond no longer decide by arrival. Rows from before keep
 * the nil id, older than any event of their millisecond.
 */
export class ScheduleReplicaEventIds1797000000010 implements MigrationInterface {
  name = 'ScheduleReplicaEventIds1797000000010';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE person ADD COLUMN profile_event_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000'`,
    );
    await db.query(
      `ALTER TABLE person ADD COLUMN account_event_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000'`,
    );
    await db.query(
      `ALTER TABLE room ADD COLUMN event_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000'`,
    );
    await db.query(
      `ALTER TABLE sector ADD COLUMN event_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000'`,
    );
    await db.query(
      `ALTER TABLE sector ADD COLUMN opening_event_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE sector DROP COLUMN opening_event_id');
    await db.query('ALTER TABLE sector DROP COLUMN event_id');
    await db.query('ALTER TABLE room DROP COLUMN event_id');
    await db.query('ALTER TABLE person DROP COLUMN account_event_id');
    await db.query('ALTER TABLE person DROP COLUMN profile_event_id');
  }
}
