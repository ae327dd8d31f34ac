import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SignInThrottle1760000000002 implements MigrationInterface {
  name = 'SignInThrottle1760000000002';

  async up(db: QueryRunner): Promise<void> {
    // The window first in the key: purging old windows is a range of the primary key's index.
    await db.query(`
      CREATE TABLE sign_in_throttle (
        window_start timestamptz NOT NULL,
        bucket varchar(100) NOT NULL,
        n integer NOT NULL,
        PRIMARY KEY (window_start, bucket)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE sign_in_throttle');
  }
}
