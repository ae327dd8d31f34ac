import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MaterialResourcesSchema1796000000001 implements MigrationInterface {
  name = 'MaterialResourcesSchema1796000000001';

  async up(db: QueryRunner): Promise<void> {
    // Replica of accounts' people (profile and account events); `*_at` keep the newest event applied.
    await db.query(`
      CREATE TABLE person (
        id uuid PRIMARY KEY,
        first_name varchar(100) NOT NULL DEFAULT '',
        last_name varchar(100) NOT NULL DEFAULT '',
        email varchar(254) NOT NULL DEFAULT '',
        roles text[] NOT NULL DEFAULT '{}',
        enabled boolean NOT NULL DEFAULT false,
        profile_at timestamptz NULL,
        account_at timestamptz NULL
      )`);
    await db.query(`
      CREATE TABLE room_type (
        id uuid PRIMARY KEY,
        name varchar(100) NOT NULL CHECK (name = upper(name)),
        enabled boolean NOT NULL,
        translations jsonb NOT NULL CHECK (translations ? 'fr'),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await db.query('CREATE UNIQUE INDEX room_type_name_key ON room_type (name)');
    await db.query(`
      CREATE TABLE sector (
        id uuid PRIMARY KEY,
        name varchar(100) NOT NULL,
        enabled boolean NOT NULL,
        manager_id uuid NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // A sector manager manages one sector.
    await db.query(
      'CREATE UNIQUE INDEX sector_manager_key ON sector (manager_id) WHERE manager_id IS NOT NULL',
    );
    await db.query('CREATE INDEX sector_name_idx ON sector (lower(name))');
    await db.query(`
      CREATE TABLE room (
        id uuid PRIMARY KEY,
        name varchar(100) NOT NULL,
        enabled boolean NOT NULL,
        address varchar(300) NULL,
        email varchar(254) NULL,
        telephone_number varchar(32) NOT NULL,
        url varchar(2000) NULL,
        dpi_url varchar(2000) NULL,
        description varchar(2000) NULL,
        virtual boolean NOT NULL,
        latitude double precision NOT NULL DEFAULT 0,
        longitude double precision NOT NULL DEFAULT 0,
        zone_id varchar(64) NOT NULL,
        favorite_sector_id uuid NULL REFERENCES sector (id),
        room_type_id uuid NULL REFERENCES room_type (id),
        manager_id uuid NULL,
        deleted_at timestamptz NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // A room manager manages one room (docs/roles.md#own-scope).
    await db.query(
      'CREATE UNIQUE INDEX room_manager_key ON room (manager_id) WHERE manager_id IS NOT NULL AND deleted_at IS NULL',
    );
    await db.query('CREATE INDEX room_name_idx ON room (lower(name))');
    await db.query(`
      CREATE TABLE room_sector (
        room_id uuid NOT NULL REFERENCES room (id) ON DELETE CASCADE,
        sector_id uuid NOT NULL REFERENCES sector (id) ON DELETE CASCADE,
        PRIMARY KEY (room_id, sector_id)
      )`);
    await db.query('CREATE INDEX room_sector_sector_idx ON room_sector (sector_id)');
    // A staff member works in one room.
    await db.query(`
      CREATE TABLE room_user (
        room_id uuid NOT NULL REFERENCES room (id) ON DELETE CASCADE,
        user_id uuid NOT NULL UNIQUE,
        PRIMARY KEY (room_id, user_id)
      )`);
    await db.query(`
      CREATE TABLE sector_doctor (
        sector_id uuid NOT NULL REFERENCES sector (id) ON DELETE CASCADE,
        doctor_id uuid NOT NULL,
        PRIMARY KEY (sector_id, doctor_id)
      )`);
    await db.query('CREATE INDEX sector_doctor_doctor_idx ON sector_doctor (doctor_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'sector_doctor',
      'room_user',
      'room_sector',
      'room',
      'sector',
      'room_type',
      'person',
    ])
      await db.query(`DROP TABLE ${table}`);
  }
}
