import type { MigrationInterface, QueryRunner } from 'typeorm';
import { daysOfHours } from '../contributions.ts';

/**
 * `stat_hour`'s counts summed per scope and UTC day, kept with the hours by the same statements, so a long
 * window reads a row per day and only its edges by the hour (docs/statistics.md#read-model). Filled from what the
 * model holds.
 */
export class StatDay1797000000004 implements MigrationInterface {
  name = 'StatDay1797000000004';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE stat_day (
        kind char(1) NOT NULL,
        scope_id uuid NOT NULL,
        day timestamptz NOT NULL,
        total integer NOT NULL DEFAULT 0,
        canceled integer NOT NULL DEFAULT 0,
        absent integer NOT NULL DEFAULT 0,
        live integer NOT NULL DEFAULT 0,
        live_unpaid integer NOT NULL DEFAULT 0,
        no_treating_doctor integer NOT NULL DEFAULT 0,
        treating_doctor_not_available integer NOT NULL DEFAULT 0,
        c15 integer NOT NULL DEFAULT 0,
        PRIMARY KEY (kind, scope_id, day)
      )`);
    await db.query(daysOfHours('public', 'public.stat_hour'));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE stat_day');
  }
}
