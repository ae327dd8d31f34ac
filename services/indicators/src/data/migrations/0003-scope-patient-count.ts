import type { MigrationInterface, QueryRunner } from 'typeorm';
import { countPatients } from '../contributions.ts';

/**
 * How many patients have an appointment in each scope (the rows of `scope_patient` with appointments), kept with
 * it by the same statement, so the overall statistics of one scope read one row (docs/statistics.md#read-model).
 */
export class ScopePatientCount1797000000003 implements MigrationInterface {
  name = 'ScopePatientCount1797000000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE scope_patient_count (
        kind char(1) NOT NULL,
        scope_id uuid NOT NULL,
        patients integer NOT NULL,
        PRIMARY KEY (kind, scope_id)
      )`);
    await db.query(countPatients('public'));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE scope_patient_count');
  }
}
