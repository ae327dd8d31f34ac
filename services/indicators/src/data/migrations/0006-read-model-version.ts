import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A counter of the read model's changes, bumped in the transaction of every change (events, availability
 * refreshes, the rebuild's swap), under which the statistics answers are kept (docs/statistics.md#answers).
 */
export class ReadModelVersion1797000000006 implements MigrationInterface {
  name = 'ReadModelVersion1797000000006';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE read_model_state ADD COLUMN version bigint NOT NULL DEFAULT 0');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE read_model_state DROP COLUMN version');
  }
}
