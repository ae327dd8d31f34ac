import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The bug tracker the super admin configured (docs/bug-viewer.md): one row, its token encrypted
 * at rest.
 */
export class BugTracker1798000000002 implements MigrationInterface {
  name = 'BugTracker1798000000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE bug_tracker_settings (
      id smallint PRIMARY KEY CHECK (id = 1),
      url varchar(500) NOT NULL,
      project_id integer NOT NULL CHECK (project_id > 0),
      token_encrypted text NULL,
      updated_at timestamptz NOT NULL
    )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE bug_tracker_settings');
  }
}
