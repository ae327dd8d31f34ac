import type { MigrationInterface, QueryRunner } from 'typeorm';
import { evaluationContributions } from '../evaluation-contributions.ts';

/**
 * Evaluations per scope (kind G global, D doctor, R room, S sector) and UTC hour of submission: how many and each
 * criterion's sum, so the evaluation statistics read a row per hour rather than every evaluation
 * (docs/statistics.md#read-model). Filled from what the model holds.
 */
export class EvaluationHour1797000000005 implements MigrationInterface {
  name = 'EvaluationHour1797000000005';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE evaluation_hour (
        kind char(1) NOT NULL,
        scope_id uuid NOT NULL,
        hour timestamptz NOT NULL,
        evaluations integer NOT NULL,
        responsiveness integer NOT NULL,
        problem_resolution integer NOT NULL,
        smooth_execution integer NOT NULL,
        pleasant_reception integer NOT NULL,
        pleasant_consultation integer NOT NULL,
        next_appointment integer NOT NULL,
        sufficient_document integer NOT NULL,
        PRIMARY KEY (kind, scope_id, hour)
      )`);
    await db.query(evaluationContributions('public', 'public.evaluation'));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE evaluation_hour');
  }
}
