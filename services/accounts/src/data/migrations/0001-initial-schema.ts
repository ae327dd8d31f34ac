import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795000000001 implements MigrationInterface {
  name = 'InitialSchema1795000000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE profile (
        id uuid PRIMARY KEY,
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        email varchar(254) NULL CHECK (email = lower(email)),
        telephone_number varchar(32) NULL,
        sex varchar(1) NULL CHECK (sex IN ('M', 'F')),
        zone varchar(64) NOT NULL,
        staff boolean NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE UNIQUE INDEX profile_email_key ON profile (email) WHERE email IS NOT NULL`);
    await db.query(`CREATE INDEX profile_last_name_idx ON profile (lower(last_name), lower(first_name))`);
    await db.query(`
      CREATE TABLE account (
        id uuid PRIMARY KEY REFERENCES profile (id) ON DELETE CASCADE,
        enabled boolean NOT NULL,
        granted_roles text[] NOT NULL CHECK (
          granted_roles <@ ARRAY['SUPER_ADMIN','ADMIN','SECTOR_MANAGER','ROOM_MANAGER','ROOM_USER','DOCTOR','PATIENT']::text[]
        ),
        preferred_role varchar(32) NULL,
        password_hash text NULL,
        activated_at timestamptz NULL,
        terms_accepted_at timestamptz NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX account_granted_roles_idx ON account USING gin (granted_roles)`);
    await db.query(`
      CREATE TABLE password_token (
        token_hash char(64) PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES account (id) ON DELETE CASCADE,
        kind varchar(16) NOT NULL CHECK (kind IN ('activation', 'reset')),
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL
      )`);
    await db.query(
      `CREATE INDEX password_token_account_idx ON password_token (account_id) WHERE used_at IS NULL`,
    );
    await db.query(`
      CREATE TABLE used_captcha (
        challenge_id varchar(128) PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX used_captcha_expires_idx ON used_captcha (expires_at)`);
    await db.query(`
      CREATE TABLE sector_doctor (
        sector_id uuid NOT NULL,
        doctor_id uuid NOT NULL,
        PRIMARY KEY (sector_id, doctor_id)
      )`);
    await db.query(`CREATE INDEX sector_doctor_doctor_idx ON sector_doctor (doctor_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE sector_doctor');
    await db.query('DROP TABLE used_captcha');
    await db.query('DROP TABLE password_token');
    await db.query('DROP TABLE account');
    await db.query('DROP TABLE profile');
  }
}
