import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The language of a profile's mails and SMS: 'fr' or 'en', every existing profile French. */
export class ProfileLanguage1795000000006 implements MigrationInterface {
  name = 'ProfileLanguage1795000000006';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE profile ADD COLUMN language varchar(2) NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'en'))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE profile DROP COLUMN language');
  }
}
