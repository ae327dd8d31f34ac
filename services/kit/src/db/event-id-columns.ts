import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The event id of the rows from before a replica stored one: older than any event of their millisecond. */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * A migration adding the event id columns the replica guard (`olderThan` of `db/event-version.ts`) compares
 * beside the time: `[table, column]` pairs, each `uuid NOT NULL` with the nil id for the rows already there.
 */
export function eventIdColumnsMigration(name: string, columns: readonly (readonly [string, string])[]) {
  // Named after `name` too (the class's own name), as the services' migration lists are read by their names.
  const named = {
    [name]: class implements MigrationInterface {
      name = name;

      async up(db: QueryRunner): Promise<void> {
        for (const [table, column] of columns)
          await db.query(`ALTER TABLE ${table} ADD COLUMN ${column} uuid NOT NULL DEFAULT '${NIL_UUID}'`);
      }

      async down(db: QueryRunner): Promise<void> {
        for (const [table, column] of [...columns].reverse())
          await db.query(`ALTER TABLE ${table} DROP COLUMN ${column}`);
      }
    },
  };
  return named[name]!;
}
