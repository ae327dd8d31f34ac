import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mails and SMS sent to patients: what the replicas must add to write them (a person's phone number, zone and
 * language, the names being the live feed's 0005; a room's name, address, video link and zone), a replica of the appointments (a scheduled
 * reminder checks the current state when it runs) and the `message` log, one row per message with its unique
 * key (appointment, kind, channel, revision) so a redelivered event never sends twice.
 */
export class PatientMessages1796000000006 implements MigrationInterface {
  name = 'PatientMessages1796000000006';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE person
      ADD COLUMN telephone_number varchar(40),
      ADD COLUMN zone varchar(64),
      ADD COLUMN language varchar(8)`);
    await db.query(`ALTER TABLE room
      ADD COLUMN name varchar(255),
      ADD COLUMN address text,
      ADD COLUMN url text,
      ADD COLUMN virtual boolean NOT NULL DEFAULT false,
      ADD COLUMN zone varchar(64)`);
    await db.query(`CREATE TABLE appointment (
      id uuid PRIMARY KEY,
      room_id uuid NOT NULL,
      patient_id uuid NOT NULL,
      start_time timestamptz NOT NULL,
      consultation_end timestamptz NOT NULL,
      zone varchar(64) NOT NULL,
      canceled boolean NOT NULL,
      deleted boolean NOT NULL,
      at timestamptz NOT NULL,
      event_id uuid NOT NULL
    )`);
    await db.query(`CREATE TABLE message (
      id uuid PRIMARY KEY,
      appointment_id uuid NOT NULL,
      patient_id uuid NOT NULL,
      kind varchar(32) NOT NULL,
      channel varchar(8) NOT NULL,
      revision varchar(64) NOT NULL,
      status varchar(8) NOT NULL DEFAULT 'PENDING'
        CHECK (status IN ('PENDING', 'SENT', 'FAILED', 'SKIPPED')),
      recipient varchar(254),
      subject varchar(300),
      body text,
      error varchar(500),
      attempts integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      scheduled_at timestamptz NOT NULL,
      sent_at timestamptz,
      updated_at timestamptz NOT NULL,
      CONSTRAINT message_once UNIQUE (appointment_id, kind, channel, revision)
    )`);
    await db.query('CREATE INDEX message_by_time ON message (created_at DESC, id DESC)');
    await db.query('CREATE INDEX message_by_status ON message (status, created_at DESC)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE message');
    await db.query('DROP TABLE appointment');
    await db.query(
      'ALTER TABLE room DROP COLUMN name, DROP COLUMN address, DROP COLUMN url, DROP COLUMN virtual, DROP COLUMN zone',
    );
    await db.query('ALTER TABLE person DROP COLUMN telephone_number, DROP COLUMN zone, DROP COLUMN language');
  }
}
