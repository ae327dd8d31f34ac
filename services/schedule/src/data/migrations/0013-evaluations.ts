import type { MigrationInterface, QueryRunner } from 'typeorm';

const CRITERIA = [
  'responsiveness',
  'problem_resolution',
  'smooth_execution',
  'pleasant_reception',
  'pleasant_consultation',
  'next_appointment',
  'sufficient_document',
];

/**
 * Satisfaction surveys. `evaluation_token`: the links issued for an appointment, by the SHA-256 of their token
 * only (a database read gives no usable link), each usable until `expires_at`. `evaluation`: the answers, one row
 * per appointment, so whichever link and however many submits at once, an appointment is evaluated once (the
 * primary key decides).
 */
export class ScheduleEvaluations1797000000013 implements MigrationInterface {
  name = 'ScheduleEvaluations1797000000013';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE evaluation_token (
        token_hash char(64) PRIMARY KEY,
        appointment_id uuid NOT NULL REFERENCES appointment (id),
        issued_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        CHECK (issued_at < expires_at)
      )`);
    await db.query('CREATE INDEX evaluation_token_appointment_idx ON evaluation_token (appointment_id)');
    const answers = CRITERIA.map((column) => `${column} smallint NOT NULL CHECK (${column} BETWEEN 0 AND 4)`);
    await db.query(`
      CREATE TABLE evaluation (
        appointment_id uuid PRIMARY KEY REFERENCES appointment (id),
        ${answers.join(',\n        ')},
        submitted_at timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE evaluation');
    await db.query('DROP TABLE evaluation_token');
  }
}
