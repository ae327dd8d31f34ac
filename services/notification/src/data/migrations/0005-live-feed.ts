import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The live feed (docs/events.md#live-feed): each appointment event recorded once, for replicas to catch up from
 * and browsers to replay after a reconnection (a bounded history, pruned); the names a calendar title shows,
 * whether an account is enabled (a disabled one is refused) and when its sign-in sessions last ended (a
 * credential changed: older tokens are refused but the kept session's), each room's staff (room users see their room), and
 * the single-use tickets that open the SSE stream.
 */
export class LiveFeed1796000000005 implements MigrationInterface {
  name = 'LiveFeed1796000000005';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE person ADD COLUMN first_name text NOT NULL DEFAULT '',
      ADD COLUMN last_name text NOT NULL DEFAULT '', ADD COLUMN enabled boolean NOT NULL DEFAULT true,
      ADD COLUMN sessions_ended_at timestamptz, ADD COLUMN kept_session_id varchar(100)`);
    await db.query(`ALTER TABLE room ADD COLUMN user_ids uuid[] NOT NULL DEFAULT '{}'`);
    await db.query(`CREATE TABLE live_event (
      seq bigserial PRIMARY KEY,
      id uuid NOT NULL UNIQUE,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      rooms uuid[] NOT NULL,
      sectors uuid[] NOT NULL,
      doctors uuid[] NOT NULL,
      event jsonb NOT NULL
    )`);
    await db.query('CREATE INDEX live_event_recorded_at ON live_event (recorded_at)');
    // Single-use SSE tickets, shared by the replicas (bought from one, spent at another); only their hash kept.
    await db.query(`CREATE TABLE live_ticket (
      hash char(64) PRIMARY KEY,
      person_id uuid NOT NULL,
      role varchar(32) NOT NULL,
      session_id varchar(100),
      token_expires_at timestamptz NOT NULL,
      sold_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE live_ticket');
    await db.query('DROP TABLE live_event');
    await db.query('ALTER TABLE room DROP COLUMN user_ids');
    await db.query(`ALTER TABLE person DROP COLUMN first_name, DROP COLUMN last_name, DROP COLUMN enabled,
      DROP COLUMN sessions_ended_at, DROP COLUMN kept_session_id`);
  }
}
