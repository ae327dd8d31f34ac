import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose rows the users and patients lists show. */
const TABLES = ['profile', 'account'] as const;

/**
 * A version of the lists' data (`list_version`, one row), moved on by every transaction that writes a profile or an
 * account: a search's sorted matches, kept beside the version they were read at, stay right until it moves
 * (`profile-list-cache.ts`). The version is written in the writer's own transaction, so a reader sees the new
 * version exactly when it sees the new rows. The trigger is deferred to the commit: the writer takes the version
 * row's lock last, when it takes no other lock after it (no deadlock with the row locks of its other statements),
 * and holds it only while it commits (READ COMMITTED, as every transaction here: a writer that waited for it then
 * moves the version past the other's). Once per transaction: the later rows of the same transaction find the
 * version already theirs.
 */
export class ListVersion1795000000005 implements MigrationInterface {
  name = 'ListVersion1795000000005';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE list_version (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        version bigint NOT NULL,
        written_by xid8
      )`);
    await db.query('INSERT INTO list_version (version) VALUES (1)');
    await db.query(`
      CREATE FUNCTION move_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE list_version SET version = version + 1, written_by = pg_current_xact_id()
         WHERE written_by IS DISTINCT FROM pg_current_xact_id();
        RETURN NULL;
      END $$`);
    for (const table of TABLES) {
      await db.query(`
        CREATE CONSTRAINT TRIGGER ${table}_moves_list_version AFTER INSERT OR UPDATE OR DELETE ON ${table}
          DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION move_list_version()`);
      // TRUNCATE has no row, hence no constraint trigger: it moves the version at once.
      await db.query(`
        CREATE TRIGGER ${table}_truncate_moves_list_version AFTER TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION move_list_version()`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await db.query(`DROP TRIGGER ${table}_truncate_moves_list_version ON ${table}`);
      await db.query(`DROP TRIGGER ${table}_moves_list_version ON ${table}`);
    }
    await db.query('DROP FUNCTION move_list_version()');
    await db.query('DROP TABLE list_version');
  }
}
