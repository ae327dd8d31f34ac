import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NotificationSchema1796000000001 implements MigrationInterface {
  name = 'NotificationSchema1796000000001';

  async up(db: QueryRunner): Promise<void> {
    // Replica of accounts' profiles and accounts; `*_at` keep the newest event applied.
    await db.query(`
      CREATE TABLE person (
        id uuid PRIMARY KEY,
        email varchar(254) NULL,
        has_telephone boolean NOT NULL DEFAULT false,
        staff boolean NOT NULL DEFAULT false,
        roles text[] NOT NULL DEFAULT '{}',
        profile_at timestamptz NULL,
        account_at timestamptz NULL
      )`);
    // Replicas of material-resources' rooms and sectors (who may edit a room's mail parameters).
    await db.query(`
      CREATE TABLE room (
        id uuid PRIMARY KEY,
        manager_id uuid NULL,
        sector_ids uuid[] NOT NULL DEFAULT '{}',
        deleted boolean NOT NULL DEFAULT false,
        at timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE sector (
        id uuid PRIMARY KEY,
        manager_id uuid NULL,
        at timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE notification_preferences (
        profile_id uuid PRIMARY KEY,
        accepting_email boolean NOT NULL,
        accepting_sms boolean NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE room_mail_parameters (
        room_id uuid PRIMARY KEY,
        active boolean NOT NULL,
        subject varchar(1000) NOT NULL,
        content_html text NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // One configuration each for the whole platform: the row with id 1.
    await db.query(`
      CREATE TABLE mail_config (
        id smallint PRIMARY KEY CHECK (id = 1),
        host varchar(253) NOT NULL,
        port integer NOT NULL CHECK (port BETWEEN 1 AND 65535),
        tls boolean NOT NULL,
        username varchar(254) NOT NULL,
        password_encrypted text NULL,
        mail_from varchar(254) NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE sms_config (
        id smallint PRIMARY KEY CHECK (id = 1),
        access_token_encrypted text NOT NULL,
        sms_author varchar(20) NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'sms_config',
      'mail_config',
      'room_mail_parameters',
      'notification_preferences',
      'sector',
      'room',
      'person',
    ])
      await db.query(`DROP TABLE ${table}`);
  }
}
