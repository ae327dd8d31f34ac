import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The log table, the audit trail and the replica of people that names the actors (docs/logs-and-audit.md).
 * Each log index matches a filter `logs.repository.ts` writes, newest first with the id as tie-break.
 */
export class LoggerSchema1798000000001 implements MigrationInterface {
  name = 'LoggerSchema1798000000001';

  async up(db: QueryRunner): Promise<void> {
    // pg_trgm is a trusted extension: the database owner may create it.
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    // `search` is the message folded (lower case, accents removed) by the consumer: the text filter reads it.
    await db.query(`
      CREATE TABLE log_entry (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        time timestamptz NOT NULL,
        level text NOT NULL,
        service text NOT NULL,
        message text NOT NULL,
        search text NOT NULL,
        request_id text NULL,
        account_id uuid NULL,
        details jsonb NOT NULL DEFAULT '{}'
      )`);
    await db.query('CREATE INDEX log_entry_time ON log_entry (time DESC, id DESC)');
    await db.query('CREATE INDEX log_entry_service_time ON log_entry (service, time DESC, id DESC)');
    await db.query('CREATE INDEX log_entry_level_time ON log_entry (level, time DESC, id DESC)');
    await db.query(
      'CREATE INDEX log_entry_service_level_time ON log_entry (service, level, time DESC, id DESC)',
    );
    await db.query('CREATE INDEX log_entry_request ON log_entry (request_id) WHERE request_id IS NOT NULL');
    await db.query('CREATE INDEX log_entry_search ON log_entry USING gin (search gin_trgm_ops)');

    // Append-only: the id is the event's, so a second delivery adds nothing.
    await db.query(`
      CREATE TABLE audit_entry (
        id uuid PRIMARY KEY,
        occurred_at timestamptz NOT NULL,
        action text NOT NULL,
        subject_type text NOT NULL,
        subject_id uuid NOT NULL,
        actor_account_id uuid NULL,
        actor_role text NULL,
        changes jsonb NOT NULL DEFAULT '[]',
        request_id text NULL
      )`);
    await db.query('CREATE INDEX audit_entry_subject ON audit_entry (subject_id, occurred_at, id)');
    await db.query('CREATE INDEX audit_entry_time ON audit_entry (occurred_at DESC, id DESC)');
    await db.query(
      'CREATE INDEX audit_entry_actor ON audit_entry (actor_account_id, occurred_at DESC, id DESC)',
    );
    await db.query('CREATE INDEX audit_entry_action ON audit_entry (action, occurred_at DESC, id DESC)');

    // The names of the people who act, from accounts' profile events (the token's subject is the account id).
    await db.query(`
      CREATE TABLE person (
        id uuid PRIMARY KEY,
        account_id uuid NULL,
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        profile_at timestamptz NOT NULL,
        profile_event_id uuid NULL
      )`);
    await db.query('CREATE INDEX person_account ON person (account_id) WHERE account_id IS NOT NULL');
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['person', 'audit_entry', 'log_entry']) await db.query(`DROP TABLE ${table}`);
  }
}
