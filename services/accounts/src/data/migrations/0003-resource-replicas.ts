import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Replicas of material-resources' sectors (manager, doctor links) and rooms (manager, staff), fed by its events
 * through the kit inbox. Every row keeps the version of the event that last set it (`changed_at`, `event_id`).
 */
export class ResourceReplicas1795000000003 implements MigrationInterface {
  name = 'ResourceReplicas1795000000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sector_replica (
        id uuid PRIMARY KEY,
        manager_id uuid NULL,
        enabled boolean NOT NULL,
        changed_at timestamptz NOT NULL,
        event_id uuid NOT NULL
      )`);
    await db.query('CREATE INDEX sector_replica_manager_idx ON sector_replica (manager_id)');
    // Rows written before this migration (by hand: nothing fed the table) count as older than any event.
    await db.query(`
      ALTER TABLE sector_doctor
        ADD COLUMN linked boolean NOT NULL DEFAULT true,
        ADD COLUMN changed_at timestamptz NOT NULL DEFAULT '-infinity',
        ADD COLUMN event_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000'`);
    await db.query(`
      CREATE TABLE room_replica (
        id uuid PRIMARY KEY,
        manager_id uuid NULL,
        deleted boolean NOT NULL,
        changed_at timestamptz NOT NULL,
        event_id uuid NOT NULL
      )`);
    await db.query('CREATE INDEX room_replica_manager_idx ON room_replica (manager_id)');
    await db.query(`
      CREATE TABLE room_user_replica (
        room_id uuid NOT NULL REFERENCES room_replica (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        PRIMARY KEY (room_id, user_id)
      )`);
    await db.query('CREATE INDEX room_user_replica_user_idx ON room_user_replica (user_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE room_user_replica');
    await db.query('DROP TABLE room_replica');
    await db.query(
      'ALTER TABLE sector_doctor DROP COLUMN linked, DROP COLUMN changed_at, DROP COLUMN event_id',
    );
    await db.query('DROP TABLE sector_replica');
  }
}
