import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every table the bookable timeline and the room lists read, with the columns naming the owners (room, sector,
 * person) whose answers a change of one of its rows can alter. A sector's doctors are its `sector_doctor` rows: a
 * change there bumps the sector, whose version is part of every bookable key of that sector.
 */
const OWNER_COLUMNS: Record<string, string[]> = {
  appointment: ['room_id', 'doctor_id'],
  default_availability: ['owner_id'],
  exceptional_slot: ['owner_id'],
  room: ['id'],
  room_properties: ['room_id'],
  room_sector: ['room_id', 'sector_id'],
  room_user: ['room_id'],
  sector: ['id'],
  sector_doctor: ['sector_id'],
  person: ['id'],
  doctor_properties: ['doctor_id'],
};

const bumpFunction = (table: string) => `schedule_bump_${table}`;

/** The owners of the rows of transition tables `relations`, bumped in id order (two bumps never deadlock). */
function bumpSql(table: string, relations: string[]): string {
  const ids = relations.flatMap((relation) =>
    OWNER_COLUMNS[table]!.map((column) => `SELECT ${column} FROM ${relation}`),
  );
  return `INSERT INTO schedule_version AS v (owner_id, n)
      SELECT DISTINCT id, 1 FROM (${ids.join(' UNION ')}) AS changed_owner(id) WHERE id IS NOT NULL ORDER BY id
      ON CONFLICT (owner_id) DO UPDATE SET n = v.n + 1`;
}

/**
 * `schedule_version`: a counter per owner (room, sector or person id), bumped by statement triggers in the same
 * transaction as every write to a table the bookable timeline or a room list reads, whoever writes it (routes,
 * event handlers, the benchmark's straight inserts). Their caches key an answer by counters read in one statement
 * (`bookableKey`, `roomListVersion`): a committed change is in the very next key.
 */
export class ScheduleReadVersions1797000000006 implements MigrationInterface {
  name = 'ScheduleReadVersions1797000000006';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE TABLE schedule_version (owner_id uuid PRIMARY KEY, n bigint NOT NULL)');
    for (const table of Object.keys(OWNER_COLUMNS)) {
      await db.query(`
        CREATE FUNCTION ${bumpFunction(table)}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'UPDATE' THEN
            ${bumpSql(table, ['changed', 'changed_to'])};
          ELSE
            ${bumpSql(table, ['changed'])};
          END IF;
          RETURN NULL;
        END $$`);
      const triggers = {
        insert: ['INSERT', 'NEW TABLE AS changed'],
        update: ['UPDATE', 'OLD TABLE AS changed NEW TABLE AS changed_to'],
        delete: ['DELETE', 'OLD TABLE AS changed'],
      };
      for (const [name, [event, relations]] of Object.entries(triggers))
        await db.query(
          `CREATE TRIGGER ${table}_bump_${name} AFTER ${event} ON ${table} REFERENCING ${relations}
           FOR EACH STATEMENT EXECUTE FUNCTION ${bumpFunction(table)}()`,
        );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of Object.keys(OWNER_COLUMNS)) {
      for (const name of ['insert', 'update', 'delete'])
        await db.query(`DROP TRIGGER ${table}_bump_${name} ON ${table}`);
      await db.query(`DROP FUNCTION ${bumpFunction(table)}()`);
    }
    await db.query('DROP TABLE schedule_version');
  }
}
