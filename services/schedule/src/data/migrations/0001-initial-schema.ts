import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ScheduleSchema1797000000001 implements MigrationInterface {
  name = 'ScheduleSchema1797000000001';

  async up(db: QueryRunner): Promise<void> {
    // Replica of accounts' profiles and accounts; `*_at` keep the newest event applied.
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
    // Replicas of material-resources' sectors and rooms. No foreign key between rooms and sectors: their
    // events come in any order.
    await db.query(`
      CREATE TABLE sector (
        id uuid PRIMARY KEY,
        name varchar(100) NOT NULL,
        enabled boolean NOT NULL,
        manager_id uuid NULL,
        changed_at timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX sector_manager_idx ON sector (manager_id)');
    await db.query(`
      CREATE TABLE sector_doctor (
        sector_id uuid NOT NULL REFERENCES sector (id) ON DELETE CASCADE,
        doctor_id uuid NOT NULL,
        PRIMARY KEY (sector_id, doctor_id)
      )`);
    await db.query('CREATE INDEX sector_doctor_doctor_idx ON sector_doctor (doctor_id)');
    await db.query(`
      CREATE TABLE room (
        id uuid PRIMARY KEY,
        name varchar(100) NOT NULL,
        enabled boolean NOT NULL,
        deleted boolean NOT NULL,
        virtual boolean NOT NULL,
        zone_id varchar(64) NOT NULL,
        manager_id uuid NULL,
        favorite_sector_id uuid NULL,
        changed_at timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX room_manager_idx ON room (manager_id)');
    await db.query(`
      CREATE TABLE room_sector (
        room_id uuid NOT NULL REFERENCES room (id) ON DELETE CASCADE,
        sector_id uuid NOT NULL,
        PRIMARY KEY (room_id, sector_id)
      )`);
    await db.query('CREATE INDEX room_sector_sector_idx ON room_sector (sector_id)');
    await db.query(`
      CREATE TABLE room_user (
        room_id uuid NOT NULL REFERENCES room (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        PRIMARY KEY (room_id, user_id)
      )`);
    await db.query('CREATE INDEX room_user_user_idx ON room_user (user_id)');
    // Properties: the rules of the API are also the table's, so no path can store a value the API refuses.
    await db.query(`
      CREATE TABLE doctor_properties (
        doctor_id uuid PRIMARY KEY,
        consultation_duration integer NOT NULL
          CHECK (consultation_duration BETWEEN 10 AND 240 AND consultation_duration % 10 = 0),
        appointment_notice varchar(1000) NOT NULL DEFAULT '',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE room_properties (
        room_id uuid PRIMARY KEY,
        prep_duration integer NOT NULL CHECK (prep_duration BETWEEN 0 AND 120 AND prep_duration % 10 = 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'room_properties',
      'doctor_properties',
      'room_user',
      'room_sector',
      'room',
      'sector_doctor',
      'sector',
      'person',
    ])
      await db.query(`DROP TABLE ${table}`);
  }
}
