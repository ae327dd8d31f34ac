import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The id of the event that last set each replicated row (beside its time): "newest snapshot wins" compares
 * (time, event id), so two snapshots of the same millisecond no longer decide by arrival. Rows from before keep
 * the nil id, older than any event of their millisecond.
 */
export class LicensesReplicaEventIds1796000000002 implements MigrationInterface {
  name = 'LicensesReplicaEventIds1796000000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE sector_replica ADD COLUMN event_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE sector_replica DROP COLUMN event_id');
  }
}
