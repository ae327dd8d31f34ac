import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuthenticatorSchema1760000000001 implements MigrationInterface {
  name = 'AuthenticatorSchema1760000000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE signing_key (
        kid varchar(64) PRIMARY KEY,
        algorithm varchar(16) NOT NULL,
        public_jwk jsonb NOT NULL,
        private_key text NOT NULL,
        created_at timestamptz NOT NULL,
        retired_at timestamptz NULL
      )`);
    await db.query(`
      CREATE TABLE refresh_family (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL,
        client_id varchar(100) NOT NULL,
        acting_role varchar(32) NOT NULL,
        created_at timestamptz NOT NULL,
        last_used_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz NULL,
        revoked_reason varchar(32) NULL
      )`);
    await db.query(
      `CREATE INDEX refresh_family_account_idx ON refresh_family (account_id) WHERE revoked_at IS NULL`,
    );
    await db.query(`CREATE INDEX refresh_family_expires_idx ON refresh_family (expires_at)`);
    await db.query(`
      CREATE TABLE refresh_token (
        token_hash char(64) PRIMARY KEY,
        family_id uuid NOT NULL REFERENCES refresh_family (id) ON DELETE CASCADE,
        issued_at timestamptz NOT NULL,
        used_at timestamptz NULL
      )`);
    await db.query(`CREATE INDEX refresh_token_family_idx ON refresh_token (family_id)`);
    await db.query(`
      CREATE TABLE login_attempt (
        identifier varchar(254) PRIMARY KEY,
        failures integer NOT NULL,
        last_failure_at timestamptz NOT NULL,
        locked_until timestamptz NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE login_attempt');
    await db.query('DROP TABLE refresh_token');
    await db.query('DROP TABLE refresh_family');
    await db.query('DROP TABLE signing_key');
  }
}
