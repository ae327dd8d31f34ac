import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a rebuild's swap needs to carry the changes made while it ran (docs/statistics.md#rebuild): the owners'
 * availability refreshes are kept once done (`refreshed_at`) so the swap can ask for those made meanwhile again,
 * and a sector's doctor links say when they last changed (`doctors_changed_at`), apart from its snapshot's version.
 */
export class ChangesDuringRebuild1797000000007 implements MigrationInterface {
  name = 'ChangesDuringRebuild1797000000007';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE availability_refresh ADD COLUMN refreshed_at timestamptz NULL');
    await db.query('ALTER TABLE sector ADD COLUMN doctors_changed_at timestamptz NULL');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DELETE FROM availability_refresh WHERE refreshed_at IS NOT NULL');
    await db.query('ALTER TABLE availability_refresh DROP COLUMN refreshed_at');
    await db.query('ALTER TABLE sector DROP COLUMN doctors_changed_at');
  }
}
