import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a person's profile says it has an account: until that account's snapshot arrives, the replica does
 * not know the person's roles and refuses what depends on them.
 */
export class PersonHasAccount1796000000002 implements MigrationInterface {
  name = 'PersonHasAccount1796000000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE person ADD COLUMN has_account boolean NOT NULL DEFAULT false');
    // Rows from before: staff always have an account; any account snapshot applied says so too.
    await db.query('UPDATE person SET has_account = true WHERE staff OR account_at IS NOT NULL');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE person DROP COLUMN has_account');
  }
}
