import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The replica tables a room's list reads beyond what its rooms' own counters (migration 0006) follow. */
const TABLES = ['person', 'sector'];

const OPERATIONS = {
  insert: ['INSERT', 'NEW TABLE AS changed'],
  update: ['UPDATE', 'OLD TABLE AS changed'],
  delete: ['DELETE', 'OLD TABLE AS changed'],
};

/**
 * `schedule_table_version`: a counter per replica table (people, sectors), bumped in the same transaction by every
 * statement that writes rows of it. A room's list names people and sectors (names, a sector's manager), and
 * summing the counters of those its appointments name meant walking every appointment of the week on each read;
 * two counters read by their key cost nothing, at the price of any person or sector change invalidating every
 * kept room list (these writes are rare beside the reads). The triggers are named to fire after the owners' bumps
 * of 0006, so a statement always locks its counters in the same order.
 */
export class ScheduleReplicaTableVersions1797000000012 implements MigrationInterface {
  name = 'ScheduleReplicaTableVersions1797000000012';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE TABLE schedule_table_version (table_name text PRIMARY KEY, n bigint NOT NULL)');
    await db.query(`INSERT INTO schedule_table_version (table_name, n) SELECT unnest($1::text[]), 0`, [
      TABLES,
    ]);
    // A statement that wrote no row (a replica event older than the row it would change) changes nothing.
    await db.query(`
      CREATE FUNCTION schedule_bump_table() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM changed) THEN
          UPDATE schedule_table_version SET n = n + 1 WHERE table_name = TG_TABLE_NAME;
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of TABLES)
      for (const [name, [event, relation]] of Object.entries(OPERATIONS))
        await db.query(
          `CREATE TRIGGER ${table}_version_${name} AFTER ${event} ON ${table} REFERENCING ${relation}
           FOR EACH STATEMENT EXECUTE FUNCTION schedule_bump_table()`,
        );
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of TABLES)
      for (const name of Object.keys(OPERATIONS))
        await db.query(`DROP TRIGGER ${table}_version_${name} ON ${table}`);
    await db.query('DROP FUNCTION schedule_bump_table()');
    await db.query('DROP TABLE schedule_table_version');
  }
}
