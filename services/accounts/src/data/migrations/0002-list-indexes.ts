import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the users and patients lists (`GET by-query`, `GET profiles`, the CSV export), which filter, sort
 * and page in the database. Each one matches an expression `profile-query.ts` writes:
 * - `*text*` filters are `lower(p.last_name) LIKE '%dup%'` (and first name; the email, stored lower-case, as it
 *   is): trigram GIN indexes on those same expressions (pg_trgm, a trusted extension: the database owner may
 *   create it);
 * - sorts end with the id in the direction of the last key, so a b-tree on (key, id) serves both directions;
 * - roles are `granted_roles @> / && array`, served by the existing GIN index on account.granted_roles.
 */
export class ListIndexes1795000000002 implements MigrationInterface {
  name = 'ListIndexes1795000000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await db.query(
      'CREATE INDEX profile_last_name_trgm ON profile USING gin (lower(last_name) gin_trgm_ops)',
    );
    await db.query(
      'CREATE INDEX profile_first_name_trgm ON profile USING gin (lower(first_name) gin_trgm_ops)',
    );
    await db.query('CREATE INDEX profile_email_trgm ON profile USING gin (email gin_trgm_ops)');
    await db.query('DROP INDEX profile_last_name_idx');
    await db.query('CREATE INDEX profile_name_sort_idx ON profile (lower(last_name), lower(first_name), id)');
    await db.query('CREATE INDEX profile_first_name_sort_idx ON profile (lower(first_name), id)');
    await db.query('CREATE INDEX profile_created_sort_idx ON profile (created_at, id)');
    await db.query('CREATE INDEX profile_email_sort_idx ON profile (email, id)');
    await db.query('CREATE INDEX profile_phone_sort_idx ON profile (telephone_number, id)');
    // Counting a list of patients (or of staff) reads this small index alone, not the table.
    await db.query('CREATE INDEX profile_staff_idx ON profile (staff)');
  }

  async down(db: QueryRunner): Promise<void> {
    for (const index of [
      'profile_staff_idx',
      'profile_phone_sort_idx',
      'profile_email_sort_idx',
      'profile_created_sort_idx',
      'profile_first_name_sort_idx',
      'profile_name_sort_idx',
      'profile_email_trgm',
      'profile_first_name_trgm',
      'profile_last_name_trgm',
    ]) {
      await db.query(`DROP INDEX ${index}`);
    }
    await db.query('CREATE INDEX profile_last_name_idx ON profile (lower(last_name), lower(first_name))');
  }
}
