import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LicensesSchema1796000000001 implements MigrationInterface {
  name = 'LicensesSchema1796000000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE signing_key (
        kid varchar(64) PRIMARY KEY,
        public_key text NOT NULL,
        private_key text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE sector_quota (
        sector_id uuid PRIMARY KEY,
        open boolean NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE license_key (
        id uuid PRIMARY KEY,
        license text NOT NULL UNIQUE,
        nb_rooms integer NOT NULL CHECK (nb_rooms > 0),
        issued_at timestamptz NOT NULL,
        issued_by varchar(64) NOT NULL,
        sector_id uuid NULL REFERENCES sector_quota (sector_id),
        consumed_at timestamptz NULL,
        CHECK ((sector_id IS NULL) = (consumed_at IS NULL))
      )`);
    await db.query(
      `CREATE INDEX license_key_sector_idx ON license_key (sector_id) WHERE sector_id IS NOT NULL`,
    );
    await db.query(`CREATE INDEX license_key_issued_idx ON license_key (issued_at DESC, id DESC)`);
    await db.query(`
      CREATE TABLE room_slot (
        sector_id uuid NOT NULL REFERENCES sector_quota (sector_id) ON DELETE CASCADE,
        room_id uuid NOT NULL,
        reserved_at timestamptz NOT NULL,
        PRIMARY KEY (sector_id, room_id)
      )`);
    await db.query(`
      CREATE TABLE sector_replica (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        enabled boolean NOT NULL,
        manager_id uuid NULL,
        as_of timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX sector_replica_manager_idx ON sector_replica (manager_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE sector_replica');
    await db.query('DROP TABLE room_slot');
    await db.query('DROP TABLE license_key');
    await db.query('DROP TABLE sector_quota');
    await db.query('DROP TABLE signing_key');
  }
}
