import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A trigram index on the lower-cased room name, the expression `name==*text*` of rooms/with is written on
 * (`lower(r.name) LIKE '%text%'`, see `ROOM_QUERY_FIELDS`): a search reads its matches only, not every room.
 * pg_trgm is a trusted extension: the database owner may create it.
 */
export class RoomSearch1796000000002 implements MigrationInterface {
  name = 'RoomSearch1796000000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await db.query('CREATE INDEX room_name_trgm ON room USING gin (lower(name) gin_trgm_ops)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX room_name_trgm');
  }
}
