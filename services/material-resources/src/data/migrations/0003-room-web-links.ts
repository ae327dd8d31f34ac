import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Whether a stored link is a web address; the service refuses any other before writing (`checkedLink`). */
const WEB_LINK = "~* '^https?://'";

/**
 * Room links are http(s) URLs only: a `javascript:` or `file:` link stored before the service checked them is
 * cleared (a link runs on a click), and a check constraint keeps any other writer to the same rule.
 */
export class RoomWebLinks1796000000003 implements MigrationInterface {
  name = 'RoomWebLinks1796000000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE room SET url = NULL WHERE NOT url ${WEB_LINK}`);
    await db.query(`UPDATE room SET dpi_url = NULL WHERE NOT dpi_url ${WEB_LINK}`);
    await db.query(
      `ALTER TABLE room ADD CONSTRAINT room_url_web CHECK (url ${WEB_LINK}),
                        ADD CONSTRAINT room_dpi_url_web CHECK (dpi_url ${WEB_LINK})`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE room DROP CONSTRAINT room_url_web, DROP CONSTRAINT room_dpi_url_web');
  }
}
