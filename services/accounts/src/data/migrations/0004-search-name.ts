import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The trigram index of each kind of list, with the rows it holds. */
const INDEXES = [
  ['profile_search_staff_trgm', 'staff'],
  ['profile_search_patient_trgm', 'NOT staff'],
] as const;

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
    for (const [index, list] of INDEXES) {
      await db.query(`CREATE INDEX ${index} ON profile USING gin (search_name gin_trgm_ops) WHERE ${list}`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [index] of INDEXES) await db.query(`DROP INDEX ${index}`);
    await db.query('ALTER TABLE profile DROP COLUMN search_name');
  }
}
