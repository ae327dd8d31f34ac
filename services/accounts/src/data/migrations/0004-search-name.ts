import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One stored, lower-cased text per profile for name searches (`profile-query.ts`, `SEARCH_NAME`): "first last",
 * a unit separator, "last first". A contains-search of text without a space (nor the separator) matches it exactly
 * when it matches the first or the last name; text with a space, when it matches either full name. One trigram
 * index per kind of list (staff, patients), so a search of the users list reads only the staff's matches and a
 * search of the patients list only the patients' ones.
 */
export class SearchName1795000000004 implements MigrationInterface {
  name = 'SearchName1795000000004';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE profile ADD COLUMN search_name text GENERATED ALWAYS AS (
        lower(first_name) || ' ' || lower(last_name) || E'\\x1f' || lower(last_name) || ' ' || lower(first_name)
      ) STORED`);
    await db.query(
      'CREATE INDEX profile_search_staff_trgm ON profile USING gin (search_name gin_trgm_ops) WHERE staff',
    );
    await db.query(
      'CREATE INDEX profile_search_patient_trgm ON profile USING gin (search_name gin_trgm_ops) WHERE NOT staff',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX profile_search_patient_trgm');
    await db.query('DROP INDEX profile_search_staff_trgm');
    await db.query('ALTER TABLE profile DROP COLUMN search_name');
  }
}
