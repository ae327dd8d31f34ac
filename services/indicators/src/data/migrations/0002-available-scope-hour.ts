import type { MigrationInterface, QueryRunner } from 'typeorm';
import { availableContributions } from '../available-contributions.ts';

/**
 * Available minutes per scope (kind G global, S sector, T room type) and UTC hour: the sums of the rooms' rows of
 * `available_hour` as the rooms are now, so the saturation of the platform, a sector or a room type reads one row
 * per hour (docs/statistics.md#saturation). Filled from what the model holds.
 */
export class AvailableScopeHour1797000000002 implements MigrationInterface {
  name = 'AvailableScopeHour1797000000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE available_scope_hour (
        kind char(1) NOT NULL,
        scope_id uuid NOT NULL,
        hour timestamptz NOT NULL,
        minutes integer NOT NULL,
        PRIMARY KEY (kind, scope_id, hour)
      )`);
    await db.query(availableContributions('public', 1, 'true'));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE available_scope_hour');
  }
}
